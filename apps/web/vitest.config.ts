import { defineConfig } from 'vitest/config'

// Unit tests of the app's helpers; pages are tested end to end in tests/e2e against the built server.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['app/**/*.test.ts', 'server/**/*.test.ts'],
    // server/ tests start databases and fake APIs; the limits catch hangs on a loaded machine and assert
    // nothing about speed (a clean-clone CI run hit 10 s opening PGlite).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
