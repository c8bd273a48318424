import { performance } from 'node:perf_hooks'

const t0 = performance.now()
const { PGlite } = await import('@electric-sql/pglite')
const t1 = performance.now()
const c = await PGlite.create()
const t2 = performance.now()
const { openDatabase } = await import('/work/main/packages/db/src/database.ts')
const t3 = performance.now()
const d = await openDatabase()
const t4 = performance.now()
const dump = await c.dumpDataDir('none')
const t5 = performance.now()
const c2 = await PGlite.create({ loadDataDir: dump })
const t6 = performance.now()
console.log({
  importPglite: t1 - t0,
  create: t2 - t1,
  openDatabaseWithMigrations: t4 - t3,
  dump: t5 - t4,
  createFromDump: t6 - t5,
  dumpBytes: dump.size,
})
