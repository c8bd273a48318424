import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenedDatabase, openDatabase } from './database.ts'
import { leads, outboxDeliveries } from './schema.ts'
import { declaredColumns, migratedColumns } from './testing/schema-drift.ts'

// The production `pg` code path, against a real Postgres wire protocol server on loopback: PGlite served
// by pglite-socket. Nothing here touches the PGlite instance directly except to start and stop it.
describe('openDatabase with a postgres:// url (pg driver)', () => {
  let backend: PGlite
  let server: PGLiteSocketServer
  let url: string
  let opened: OpenedDatabase

  beforeAll(async () => {
    backend = await PGlite.create()
    server = new PGLiteSocketServer({ db: backend, host: '127.0.0.1', port: 0, maxConnections: 4 })
    await server.start()
    url = `postgres://postgres:postgres@${server.getServerConn()}/postgres`
    opened = await openDatabase({ url })
  }, 120_000)

  afterAll(async () => {
    await opened?.close()
    await server?.stop()
    await backend?.close()
  })

  it('uses the pg driver and migrates every table and column the schema declares', async () => {
    expect(opened.driver).toBe('pg')
    expect(Object.keys(await migratedColumns(opened.db))).toHaveLength(18)
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
