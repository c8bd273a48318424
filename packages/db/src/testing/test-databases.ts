import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { type OpenedDatabase, openDatabase } from '../database.ts'
import { createDatabase } from './postgres-cluster.ts'

export interface TestDatabaseKind {
  /** What a test title says of it: 'PGlite' (the embedded default) or 'PostgreSQL' (production's `pg`). */
  name: 'PGlite' | 'PostgreSQL'
  /** A new, migrated, empty database of this kind. */
  open(): Promise<OpenedDatabase>
}

/**
 * Both database paths, for `describe.each`: an in-memory PGlite, and a fresh database on the test run's
 * private PostgreSQL server (the workspace's Vitest config must list `postgres-global-setup.ts`).
 */
export const testDatabaseKinds: TestDatabaseKind[] = [
  { name: 'PGlite', open: () => openDatabase({ dataDir: 'memory://' }) },
  {
    name: 'PostgreSQL',
    open: async () => {
      const url = await createDatabase(inject('postgresUrl'), `test_${randomBytes(6).toString('hex')}`)
      return openDatabase({ url })
    },
  },
]
