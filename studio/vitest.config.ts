import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', '.sanity/**'],
    environment: 'node',
    // Importing `sanity` loads the whole Studio module graph once per file: slow on a cold cache.
    testTimeout: 30_000,
  },
})
