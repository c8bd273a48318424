import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { type ListenHandlers, listenWithPg } from './listen-pg.ts'
import * as schema from './schema.ts'

export type { ListenHandlers } from './listen-pg.ts'

/**
 * What raw `db.execute()` resolves to on both drivers: PGlite's `Results` and pg's `QueryResult` both
 * carry `rows`; nothing else of theirs is common.
 */
export interface DatabaseQueryResult<TRow> {
  rows: TRow[]
}

export interface DatabaseQueryResultHKT extends PgQueryResultHKT {
  readonly type: DatabaseQueryResult<this['row']>
}

/**
 * The one query API both drivers share. `PgliteDatabase` and `NodePgDatabase` both extend
 * `PgDatabase<HKT, schema>` and differ only in that HKT, so callers get the query builder, `db.query.*`
 * and `db.execute()` (rows only) without knowing the driver. No cast is needed.
 */
export type Database = PgDatabase<DatabaseQueryResultHKT, typeof schema>

export type DatabaseDriver = 'pglite' | 'pg'

export interface OpenDatabaseOptions {
  /** A postgres:// connection string: use the `pg` driver. Takes precedence over `dataDir`. */
  url?: string
  /** PGlite data directory; `memory://` or undefined keeps the database in memory. */
  dataDir?: string
  /**
   * PGlite only: start from a copy of another database (`PGlite#dumpDataDir`), so tests clone one migrated
   * database rather than creating and migrating their own (`testing/pglite-template.ts`).
   */
  loadDataDir?: Blob
}

export interface OpenedDatabase {
  db: Database
  driver: DatabaseDriver
  /**
   * Receives what `pg_notify(channel, payload)` sends, from any process on the same database (PGlite: this
   * process only). Answers a function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url))

/** PGlite's shared buffers (ADR 065): its default, Postgres's, is 128MB. */
const PGLITE_SHARED_BUFFERS = '16MB'

// Any fixed 32-bit number: serialises migrations when several app instances start at once.
const migrationLockKey = 0x46_43_44_42

/** Opens the database and applies pending migrations before returning. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  return options.url ? openPg(options.url) : openPglite(options.dataDir, options.loadDataDir)
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<OpenedDatabase> {
  // Drivers are imported lazily so a production process never loads PGlite's WebAssembly, and the
  // embedded default never loads `pg`.
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')

  const inMemory = dataDir === undefined || dataDir === 'memory://'
  // PGlite creates its data directory but not the parents (e.g. a fresh `.data/`).
  if (!inMemory && !dataDir.includes('://')) await mkdir(dirname(dataDir), { recursive: true })
  const client = await PGlite.create({
    // Postgres's 128 MB of shared buffers are WebAssembly memory here, which never shrinks, in the web
    // process itself; the embedded database's tables (sessions, leads, reservations) fit in far less.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(inMemory ? {} : { dataDir }),
    ...(loadDataDir ? { loadDataDir } : {}),
  })
  try {
    const db = drizzle({ client, schema })
    await migrate(db, { migrationsFolder })
    return {
      db,
      driver: 'pglite',
      listen: async (channel, { onPayload }) => {
        const unlisten = await client.listen(channel, onPayload)
        return () => unlisten()
      },
      close: () => client.close(),
    }
  } catch (error) {
    await client.close()
    throw error
  }
}

async function openPg(url: string): Promise<OpenedDatabase> {
  const { Pool } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')

  const pool = new Pool({ connectionString: url })
  // pg re-emits errors of idle connections (e.g. a server restart) on the pool; unhandled, they would
  // crash the process. The pool drops the broken connection and the next query opens a new one.
  pool.on('error', (error) => console.error('[db] idle connection error:', error.message))
  try {
    // The advisory lock is held by one session, so migrations run on that same checked-out connection.
    const connection = await pool.connect()
    try {
      await connection.query('select pg_advisory_lock($1)', [migrationLockKey])
      try {
        await migrate(drizzle({ client: connection }), { migrationsFolder })
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [migrationLockKey])
      }
    } finally {
      connection.release()
    }
    const db = drizzle({ client: pool, schema })
    return {
      db,
      driver: 'pg',
      listen: (channel, handlers) => listenWithPg(url, channel, handlers),
      close: () => pool.end(),
    }
  } catch (error) {
    await pool.end()
    throw error
  }
}
