import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type OpenedDatabase, openDatabase } from './database.ts'
import { leads, outboxDeliveries } from './schema.ts'
import { createDatabase } from './testing/postgres-cluster.ts'
import { declaredColumns, migratedColumns } from './testing/schema-drift.ts'

// The production `pg` code path against a real PostgreSQL server: the OS's PostgreSQL, a private cluster
// on a loopback port started for this test run (postgres-global-setup.ts).
describe('openDatabase with a postgres:// url (pg driver)', () => {
  let url: string
  let opened: OpenedDatabase

  beforeAll(async () => {
    url = await createDatabase(inject('postgresUrl'), 'open_database_pg')
    opened = await openDatabase({ url })
  }, 120_000)

  afterAll(() => opened?.close())

  it('is a real PostgreSQL server, not PGlite', async () => {
    const { rows } = await opened.db.execute<{ version: string }>('select version() as version')
    expect(rows[0]?.version).toMatch(/^PostgreSQL \d+/)
    const { rows: settings } = await opened.db.execute<{ setting: string }>(
      "select setting from pg_settings where name = 'max_connections'",
    )
    expect(Number(settings[0]?.setting)).toBeGreaterThan(1)
  })

  it('migrates once when several app instances start at the same moment', async () => {
    const fresh = await createDatabase(inject('postgresUrl'), 'migrate_at_once')
    const instances = await Promise.all([openDatabase({ url: fresh }), openDatabase({ url: fresh })])
    try {
      expect(await migratedColumns(instances[0].db)).toEqual(declaredColumns())
    } finally {
      await Promise.all(instances.map((instance) => instance.close()))
    }
  })

  it('uses the pg driver and migrates every table and column the schema declares', async () => {
    expect(opened.driver).toBe('pg')
    expect(Object.keys(await migratedColumns(opened.db))).toHaveLength(22)
    expect(await migratedColumns(opened.db)).toEqual(declaredColumns())
  })

  it('round-trips a lead and its outbox delivery', async () => {
    const [created] = await opened.db
      .insert(leads)
      .values({
        dealerId: 'dealer-demo-motors',
        category: 'Finance Enquiry',
        leadEventId: 15,
        optIn: true,
        fields: { amount: 30000, term: 5 },
        attribution: { visited_pages: ['/cars/1'], linked_query_params: { utm_source: 'test' } },
      })
      .returning()
    await opened.db
      .insert(outboxDeliveries)
      .values({ leadId: created!.id, channel: 'email', idempotencyKey: `${created!.id}:email` })

    const found = await opened.db.query.leads.findFirst({
      where: eq(leads.id, created!.id),
      with: { deliveries: true },
    })
    expect(found?.optIn).toBe(true)
    expect(found?.fields).toEqual({ amount: 30000, term: 5 })
    expect(found?.attribution?.linked_query_params).toEqual({ utm_source: 'test' })
    expect(found?.createdAt).toBeInstanceOf(Date)
    expect(found?.deliveries).toMatchObject([{ channel: 'email', status: 'pending', attempts: 0 }])
  })

  it('opens the same database again without re-applying or losing anything', async () => {
    const again = await openDatabase({ url })
    try {
      const rows = await again.db.select({ id: leads.id }).from(leads)
      expect(rows).toHaveLength(1)
    } finally {
      await again.close()
    }
  })
})
