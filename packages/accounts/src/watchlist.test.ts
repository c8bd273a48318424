import type { OpenedDatabase } from '@forecourt/db/database'
import { users } from '@forecourt/db/schema'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeCar, saveCar, stopAlerts, watchlistOf } from './watchlist.ts'

let opened: OpenedDatabase
let userId: string
const car = { id: 'car-1', dealerId: 'dealer-harbourside-volkswagen', price: 24_990, status: 'in_stock' }
const websiteSlug = 'harbourside-volkswagen'

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

describe('the watchlist', () => {
  it('saves a car once, remembering the price and status the shopper saw', async () => {
    await saveCar(opened.db, { userId, websiteSlug, car })
    await saveCar(opened.db, { userId, websiteSlug, car: { ...car, price: 1 } })
    const [entry, ...rest] = await watchlistOf(opened.db, userId)
    expect(rest).toEqual([])
    expect(entry).toMatchObject({
      carId: 'car-1',
      savedPrice: 24_990,
      lastKnownPrice: 24_990,
      lastKnownStatus: 'in_stock',
      alertsEnabled: true,
    })
    expect(entry?.alertToken).toMatch(/^[\w-]{32}$/)
  })

  it('stops alerts by the unsubscribe token alone, and knows no other token', async () => {
    const [entry] = await watchlistOf(opened.db, userId)
    expect(await stopAlerts(opened.db, entry!.alertToken)).toMatchObject({ alertsEnabled: false })
    expect(await stopAlerts(opened.db, 'not-a-token')).toBeNull()
  })

  it('removes a car', async () => {
    await removeCar(opened.db, { userId, carId: 'car-1' })
    expect(await watchlistOf(opened.db, userId)).toEqual([])
  })
})
