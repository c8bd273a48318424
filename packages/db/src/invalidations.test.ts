import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OpenedDatabase } from './database.ts'
import {
  INVALIDATIONS_CHANNEL,
  type Invalidation,
  listenForInvalidations,
  publishInvalidation,
} from './invalidations.ts'
import { type DurableTestDatabase, testDatabaseKinds } from './testing/test-databases.ts'

describe.each(testDatabaseKinds)('cache invalidations on $name', (kind) => {
  let durable: DurableTestDatabase
  let instanceA: OpenedDatabase
  let instanceB: OpenedDatabase
  beforeAll(async () => {
    durable = await kind.durable()
    instanceA = await durable.open()
    // PGlite is one process's database: a second 'instance' is the same connection.
    instanceB = kind.name === 'PostgreSQL' ? await durable.open() : instanceA
  })
  afterAll(async () => {
    if (instanceB !== instanceA) await instanceB?.close()
    await instanceA?.close()
    durable?.remove()
  })

  it("hands every other instance the change one announces, but not the sender's own", async () => {
    const seenByA: Invalidation[] = []
    const seenByB: Invalidation[] = []
    const stopA = await listenForInvalidations(instanceA, 'instance-a', (change) => seenByA.push(change))
    const stopB = await listenForInvalidations(instanceB, 'instance-b', (change) => seenByB.push(change))
    try {
      await publishInvalidation(
        instanceA.db,
        { kind: 'content', sites: ['harbourside-volkswagen'] },
        'instance-a',
      )
      await publishInvalidation(instanceA.db, { kind: 'stock' }, 'stock-ingestion')
      await vi.waitFor(() => expect(seenByB).toHaveLength(2))
      expect(seenByB).toEqual([{ kind: 'content', sites: ['harbourside-volkswagen'] }, { kind: 'stock' }])
      await vi.waitFor(() => expect(seenByA).toEqual([{ kind: 'stock' }]))
    } finally {
      await stopA()
      await stopB()
    }
  })

  it('ignores a notification on the channel that is not a change', async () => {
    const seen: Invalidation[] = []
    const stop = await listenForInvalidations(instanceB, 'instance-b', (change) => seen.push(change))
    try {
      await instanceA.db.execute(sql`select pg_notify(${INVALIDATIONS_CHANNEL}, ${'not json'})`)
      await instanceA.db.execute(
        sql`select pg_notify(${INVALIDATIONS_CHANNEL}, ${JSON.stringify({ origin: 'x', invalidation: { kind: 'everything' } })})`,
      )
      await publishInvalidation(instanceA.db, { kind: 'stock' }, 'marker')
      await vi.waitFor(() => expect(seen).toEqual([{ kind: 'stock' }]))
    } finally {
      await stop()
    }
  })

  it("sends 'every website' when the list of websites would not fit a notification", async () => {
    const seen: Invalidation[] = []
    const stop = await listenForInvalidations(instanceB, 'instance-b', (change) => seen.push(change))
    try {
      const sites = Array.from({ length: 1_000 }, (_, index) => `dealer-website-number-${index}`)
      await publishInvalidation(instanceA.db, { kind: 'content', sites }, 'instance-a')
      await vi.waitFor(() => expect(seen).toEqual([{ kind: 'content', sites: 'all' }]))
    } finally {
      await stop()
    }
  })

  it.runIf(kind.name === 'PostgreSQL')(
    'listens again after its connection is cut, and treats everything as changed meanwhile',
    async () => {
      const seen: Invalidation[] = []
      const stop = await listenForInvalidations(instanceB, 'instance-b', (change) => seen.push(change))
      try {
        const cut = await instanceA.db.execute<{ cut: boolean }>(sql`
          select pg_terminate_backend(pid) as cut from pg_stat_activity
          where query ilike ${`listen ${INVALIDATIONS_CHANNEL}%`} and pid <> pg_backend_pid()`)
        expect(cut.rows.map((row) => row.cut)).toEqual([true])
        await vi.waitFor(() => expect(seen).toEqual([{ kind: 'content', sites: 'all' }, { kind: 'stock' }]), {
          timeout: 10_000,
        })
        await publishInvalidation(instanceA.db, { kind: 'content', sites: ['outback-trucks'] }, 'instance-a')
        await vi.waitFor(() => expect(seen.at(-1)).toEqual({ kind: 'content', sites: ['outback-trucks'] }))
      } finally {
        await stop()
      }
    },
  )
})
