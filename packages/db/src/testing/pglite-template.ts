import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { type OpenedDatabase, openDatabase } from '../database.ts'

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url))

/** Names the migrations by their content, so a changed or added migration makes a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256')
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name)
      hash.update(entry.name)
      if (entry.isDirectory()) walk(path)
      else hash.update(readFileSync(path))
    }
  }
  walk(migrationsFolder)
  return hash.digest('hex').slice(0, 16)
}

let template: Promise<Blob> | undefined

/**
 * A migrated, empty PGlite database as a dump, made once per set of migrations and kept in the OS's
 * temporary folder for every test process: creating and migrating a PGlite database costs seconds,
 * loading this copy a fraction of that.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const path = join(tmpdir(), `forecourt-pglite-template-${migrationsHash()}.tar`)
    if (existsSync(path)) return new Blob([readFileSync(path)])
    const client = await PGlite.create()
    await migrate(drizzle({ client }), { migrationsFolder })
    const dump = await client.dumpDataDir('none')
    await client.close()
    // Written aside and renamed, so a process reading it never sees half a file.
    const partial = `${path}.${process.pid}`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, path)
    return dump
  })()
  return template
}

/** A new, migrated, empty in-memory PGlite database, cloned from the template. */
export async function openTestPglite(): Promise<OpenedDatabase> {
  return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedTemplate() })
}
