import { defineConfig } from 'vitest/config'

// One Vitest run over every workspace: `npx vitest run` at the root.
export default defineConfig({
  test: {
    projects: ['packages/*', 'studio', 'apps/web', 'tests'],
  },
})
