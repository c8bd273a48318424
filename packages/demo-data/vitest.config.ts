import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Building the stock feed and its media takes seconds; the limit only catches hangs on a loaded
    // 2-core machine and asserts nothing about speed.
    testTimeout: 30_000,
  },
})
