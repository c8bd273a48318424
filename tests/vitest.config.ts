import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['integration/**/*.test.ts', 'bench/**/*.test.ts'],
    // Integration tests start engines and child processes; on a loaded 2-core machine that can take
    // seconds. These are watchdogs for hangs, not performance assertions.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
