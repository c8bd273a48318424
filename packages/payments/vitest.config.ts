import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // These tests start databases, servers and child processes; the limits catch hangs on a loaded
    // machine and assert nothing about speed.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A real PostgreSQL server (from the OS packages) for the production `pg` path.
    globalSetup: ['@forecourt/db/testing/postgres-global-setup'],
  },
})
