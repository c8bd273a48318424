import { defineConfig } from 'vitest/config'

// Unit tests of the app's helpers; pages are tested end to end in tests/e2e against the built server.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: { include: ['app/**/*.test.ts', 'server/**/*.test.ts'] },
})
