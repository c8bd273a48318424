import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenedDatabase, openDatabase } from './database.ts'
import { leadEvents, leads, outboxDeliveries, users, watchlistEntries } from './schema.ts'
import { declaredColumns, migratedColumns } from './testing/schema-drift.ts'

// Hang watchdogs, not time limits: opening PGlite (WebAssembly) takes ~2 s alone, but far longer while
// turbo runs every workspace's checks at once on a 2-core machine.
const WATCHDOG_MS = 120_000
const slow = { timeout: WATCHDOG_MS }

const lead = {
  dealerId: 'dealer-demo-motors',
  category: 'General Enquiry',
  leadEventId: 22,
  name: 'Sam Shopper',
  phone: '0412 345 678',
}

async function appliedMigrations(opened: OpenedDatabase): Promise<number> {
  const result = await opened.db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )
  return result.rows[0]?.count ?? -1
}

describe('openDatabase with in-memory PGlite', () => {
  let opened: OpenedDatabase

  beforeAll(async () => {
    opened = await openDatabase({ dataDir: 'memory://' })
  }, WATCHDOG_MS)

  afterAll(async () => {
    await opened?.close()
  })

  it('uses the pglite driver', () => {
    expect(opened.driver).toBe('pglite')
  })

  it('migrates every table and column the schema declares', async () => {
    const declared = declaredColumns()
    expect(Object.keys(declared).sort()).toEqual([
      'accounts',
      'content_webhook_receipts',
      'embedded_payments',
      'finance_customers',
      'lead_events',
      'leads',
      'online_payments',
      'outbox_deliveries',
      'payment_events',
      'phone_reveals',
      'phone_verifications',
      'purchase_journeys',
      'rate_limit_counters',
      'reservations',
      'sessions',
      'shopper_messages',
      'spin_prize_awards',
      'spins',
      'users',
      'vehicle_views',
      'verifications',
      'watchlist_entries',
    ])
    expect(await migratedColumns(opened.db)).toEqual(declared)
  })

  it('stores a lead with its events and reads them back through the relational API', async () => {
    const [created] = await opened.db
      .insert(leads)
      .values({
        ...lead,
        fields: { Rego: 'ABC123' },
        attribution: { visited_pages: ['/'], linked_query_params: {} },
      })
      .returning()
    expect(created?.status).toBe('open')
    expect(created?.optIn).toBe(false)
    expect(created?.createdAt).toBeInstanceOf(Date)

    await opened.db.insert(leadEvents).values([
      { leadId: created!.id, type: 'first_step' },
      { leadId: created!.id, type: 'rego_lookup', payload: { rego: 'ABC123' } },
    ])
    const found = await opened.db.query.leads.findFirst({
      where: eq(leads.id, created!.id),
      with: { events: { orderBy: (events, { asc }) => [asc(events.id)] } },
    })
    expect(found?.fields).toEqual({ Rego: 'ABC123' })
    expect(found?.events.map((event) => event.type)).toEqual(['first_step', 'rego_lookup'])
    expect(found?.events[1]?.payload).toEqual({ rego: 'ABC123' })
  })

  it('rejects a second outbox delivery with the same idempotency key', async () => {
    const [created] = await opened.db.insert(leads).values(lead).returning({ id: leads.id })
    const delivery = { leadId: created!.id, channel: 'crm_webhook' as const, idempotencyKey: 'lead-1:crm' }
    await opened.db.insert(outboxDeliveries).values(delivery)
    await expect(opened.db.insert(outboxDeliveries).values(delivery)).rejects.toMatchObject({
      cause: { code: '23505' },
    })
  })

  it('rejects a status outside the allowed values', async () => {
    await expect(
      opened.db.execute(
        sql`insert into leads (dealer_id, category, lead_event_id, status) values ('d', 'c', 22, 'bogus')`,
      ),
    ).rejects.toMatchObject({ cause: { code: '23514' } })
  })

  it('keeps one watchlist entry per user and car', async () => {
    const [user] = await opened.db
      .insert(users)
      .values({
        accountScope: 'group-demo',
        phoneNumber: '0400000001',
        name: 'Sam',
        email: 'sam@example.com',
      })
      .returning()
    const entry = {
      userId: user!.id,
      carId: 'car-1',
      dealerId: 'dealer-demo-motors',
      websiteSlug: 'demo-motors',
      alertToken: 'token-1',
    }
    await opened.db.insert(watchlistEntries).values(entry)
    await expect(
      opened.db.insert(watchlistEntries).values({ ...entry, alertToken: 'token-2' }),
    ).rejects.toMatchObject({ cause: { code: '23505' } })
    await opened.db.insert(watchlistEntries).values({ ...entry, carId: 'car-2', alertToken: 'token-3' })
    const saved = await opened.db.query.users.findFirst({
      where: eq(users.id, user!.id),
      with: { watchlist: true },
    })
    expect(saved?.watchlist.map((item) => item.carId).sort()).toEqual(['car-1', 'car-2'])
  })

  it('keeps one account per phone number in an account scope, and separate ones across scopes', async () => {
    const account = { phoneNumber: '0400000009', name: 'Alex', email: 'alex@example.com' }
    await opened.db.insert(users).values({ ...account, accountScope: 'group-a' })
    await opened.db.insert(users).values({ ...account, accountScope: 'group-b' })
    await expect(
      opened.db.insert(users).values({ ...account, accountScope: 'group-a' }),
    ).rejects.toMatchObject({ cause: { code: '23505' } })
  })

  it('rejects an event for a lead that does not exist', async () => {
    await expect(
      opened.db.insert(leadEvents).values({ leadId: crypto.randomUUID(), type: 'submitted' }),
    ).rejects.toMatchObject({ cause: { code: '23503' } })
  })
})

describe('openDatabase with a persisted PGlite data directory', () => {
  let root: string

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'forecourt-db-'))
  })

  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('keeps rows across reopen and applies each migration once', slow, async () => {
    const dataDir = join(root, 'nested', 'pgdata')

    const first = await openDatabase({ dataDir })
    const [created] = await first.db.insert(leads).values(lead).returning({ id: leads.id })
    const migrationsAfterFirstOpen = await appliedMigrations(first)
    await first.close()

    const second = await openDatabase({ dataDir })
    try {
      const rows = await second.db.select().from(leads)
      expect(rows.map((row) => row.id)).toEqual([created!.id])
      expect(rows[0]?.name).toBe('Sam Shopper')
      expect(migrationsAfterFirstOpen).toBeGreaterThan(0)
      expect(await appliedMigrations(second)).toBe(migrationsAfterFirstOpen)
    } finally {
      await second.close()
    }
  })
})
