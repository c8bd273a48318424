import type { OpenedDatabase } from '@forecourt/db/database'
import { shopperMessages, users, watchlistEntries } from '@forecourt/db/schema'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CarToday, queuePriceAlerts } from './price-alerts.ts'
import { saveCar } from './watchlist.ts'

let opened: OpenedDatabase
let userId: string
const site = { name: 'Harbourside Volkswagen', origin: 'https://harbourside.example' }
const siteFor = (slug: string) => (slug === 'harbourside-volkswagen' ? site : null)
const day = (n: number) => new Date(Date.UTC(2026, 10, 24 + n, 1))
let carCounter = 0

beforeAll(async () => {
  opened = await openTestPglite()
  const [user] = await opened.db
    .insert(users)
    .values({ accountScope: 'group-vw', phoneNumber: '0412345678', name: 'Sam S', email: 'sam@example.com' })
    .returning()
  userId = user!.id
})
afterAll(async () => {
  await opened.close()
})

async function savedCar(price = 32_990) {
  const id = `car-${++carCounter}`
  await saveCar(opened.db, {
    userId,
    websiteSlug: 'harbourside-volkswagen',
    car: { id, dealerId: 'dealer-harbourside-volkswagen', price, status: 'in_stock' },
  })
  return id
}

const today = (id: string, change: Partial<CarToday>): Map<string, CarToday> =>
  new Map([
    [id, { id, price: 32_990, status: 'in_stock', title: '2021 Volkswagen Tiguan', slug: id, ...change }],
  ])

const alertsFor = async (carId: string) =>
  (await opened.db.select().from(shopperMessages)).filter((message) =>
    message.idempotencyKey.includes(`:${carId}:`),
  )

describe('price-drop alerts', () => {
  it('tells the shopper once by SMS and email when a saved car gets cheaper, with an unsubscribe link', async () => {
    const id = await savedCar()
    expect(await queuePriceAlerts(opened.db, today(id, { price: 30_990 }), { now: day(0), siteFor })).toEqual(
      { queued: 2 },
    )
    const [sms, email] = (await alertsFor(id)).sort((a, b) => a.channel.localeCompare(b.channel)).reverse()
    const [entry] = await opened.db.select().from(watchlistEntries).where(eq(watchlistEntries.carId, id))
    expect(sms).toMatchObject({
      channel: 'sms',
      purpose: 'price_alert',
      recipient: '0412345678',
      status: 'pending',
    })
    expect(sms?.body).toContain(
      'Price drop: the 2021 Volkswagen Tiguan you saved at Harbourside Volkswagen is now $30,990 (was $32,990).',
    )
    expect(sms?.body).toContain(`https://harbourside.example/cars/${id}`)
    expect(sms?.body).toContain(
      `https://harbourside.example/watchlist/unsubscribe?token=${entry?.alertToken}`,
    )
    expect(email).toMatchObject({ channel: 'email', recipient: 'sam@example.com' })
    expect(entry).toMatchObject({ lastKnownPrice: 30_990 })
  })

  it('sends nothing more the same day, even for a further drop, and tells the whole drop the next day', async () => {
    const id = await savedCar()
    await queuePriceAlerts(opened.db, today(id, { price: 31_990 }), { now: day(0), siteFor })
    await queuePriceAlerts(opened.db, today(id, { price: 31_990 }), { now: day(0), siteFor })
    expect(await queuePriceAlerts(opened.db, today(id, { price: 29_990 }), { now: day(0), siteFor })).toEqual(
      {
        queued: 0,
      },
    )
    expect(await alertsFor(id)).toHaveLength(2)
    await queuePriceAlerts(opened.db, today(id, { price: 29_990 }), { now: day(1), siteFor })
    const latest = (await alertsFor(id)).filter((message) => message.channel === 'sms').at(-1)
    expect(latest?.body).toContain('is now $29,990 (was $31,990)')
  })

  it('says nothing about a price rise, but remembers it', async () => {
    const id = await savedCar()
    expect(await queuePriceAlerts(opened.db, today(id, { price: 33_990 }), { now: day(0), siteFor })).toEqual(
      { queued: 0 },
    )
    const [entry] = await opened.db.select().from(watchlistEntries).where(eq(watchlistEntries.carId, id))
    expect(entry?.lastKnownPrice).toBe(33_990)
  })

  it('tells the shopper when a saved car sells, once', async () => {
    const id = await savedCar()
    await queuePriceAlerts(opened.db, today(id, { status: 'sold' }), { now: day(0), siteFor })
    await queuePriceAlerts(opened.db, today(id, { status: 'sold' }), { now: day(3), siteFor })
    const sms = (await alertsFor(id)).filter((message) => message.channel === 'sms')
    expect(sms.map((message) => message.body.split(' https')[0])).toEqual([
      'The 2021 Volkswagen Tiguan you saved at Harbourside Volkswagen has sold. We can help you find a similar one.',
    ])
  })

  it('sends nothing once the shopper has unsubscribed, and leaves other cars alone', async () => {
    const quiet = await savedCar()
    const other = await savedCar()
    await opened.db
      .update(watchlistEntries)
      .set({ alertsEnabled: false })
      .where(and(eq(watchlistEntries.userId, userId), eq(watchlistEntries.carId, quiet)))
    expect(
      await queuePriceAlerts(opened.db, today(quiet, { price: 20_000 }), { now: day(0), siteFor }),
    ).toEqual({
      queued: 0,
    })
    expect(await alertsFor(other)).toEqual([])
  })
})
