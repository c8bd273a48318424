import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { type OpenedDatabase, openDatabase } from '../database.ts'
import { openTestPglite } from './pglite-template.ts'
import { createDatabase } from './postgres-cluster.ts'
import type {} from './provided-context.ts'

export interface TestDatabaseKind {
  /** What a test title says of it: 'PGlite' (the embedded default) or 'PostgreSQL' (production's `pg`). */
  name: 'PGlite' | 'PostgreSQL'
  /** A new, migrated, empty database of this kind. */
  open(): Promise<OpenedDatabase>
  /** A database that outlives its connections: opened, closed (as a killed server) and opened again. */
  durable(): Promise<DurableTestDatabase>
}

export interface DurableTestDatabase {
  open(): Promise<OpenedDatabase>
  remove(): void
}

const freshPostgresUrl = () => createDatabase(inject('postgresUrl'), `test_${randomBytes(6).toString('hex')}`)

/**
 * Both database paths, for `describe.each`: an in-memory PGlite, and a fresh database on the test run's
 * private PostgreSQL server (the workspace's Vitest config must list `postgres-global-setup.ts`).
 */
export const testDatabaseKinds: TestDatabaseKind[] = [
  {
    name: 'PGlite',
    open: openTestPglite,
    durable: async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-pglite-'))
      return {
        open: () => openDatabase({ dataDir }),
        remove: () => rmSync(dataDir, { recursive: true, force: true }),
      }
    },
  },
  {
    name: 'PostgreSQL',
    open: async () => openDatabase({ url: await freshPostgresUrl() }),
    durable: async () => {
      const url = await freshPostgresUrl()
      return { open: () => openDatabase({ url }), remove: () => {} }
    },
  },
]
