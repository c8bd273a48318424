import { RESERVATION_STATUSES } from '@forecourt/domain/purchase/reservation-lifecycle'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedDatabase } from './database.ts'
import { reservationStatuses, reservations } from './schema.ts'
import { testDatabaseKinds } from './testing/test-databases.ts'

const WATCHDOG_MS = 120_000

const hold = (carId: string, shopper: number) => ({
  carId,
  dealerId: 'dealer-southern-cross-motors',
  websiteSlug: `southern-cross-motors`,
  accountScope: 'group-southern-cross',
  depositCents: 20_000,
  provider: 'embedded' as const,
  providerPaymentId: `pay-${carId}-${shopper}`,
  holdEndsAt: new Date(Date.now() + 15 * 60_000),
  paidHoldDays: 3,
  carTitle: '2021 Toyota HiLux SR5',
  carPath: `/cars/${carId}`,
  siteName: 'Southern Cross Motors',
  siteOrigin: 'https://southern-cross-motors.example',
})

describe.each(testDatabaseKinds)('reservations on $name (issue 16)', (kind) => {
  let opened: OpenedDatabase
  beforeAll(async () => {
    opened = await kind.open()
  }, WATCHDOG_MS)
  afterAll(() => opened?.close())

  it('keeps the statuses of the domain rules', () => {
    expect(reservationStatuses).toEqual(RESERVATION_STATUSES)
  })

  it('gives fifty shoppers reserving one car at once exactly one reservation, by the database alone', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, shopper) =>
        opened.db.insert(reservations).values(hold('car-50', shopper)),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refused = results.filter((result) => result.status === 'rejected')
    expect(refused).toHaveLength(49)
    expect(String((refused[0] as PromiseRejectedResult).reason?.cause ?? refused[0])).toMatch(
      /reservations_one_holding_per_car/,
    )
    expect(await opened.db.$count(reservations, eq(reservations.carId, 'car-50'))).toBe(1)
  })

  it('frees the car once its hold expires, is cancelled or refunded, for the next shopper', async () => {
    const [first] = await opened.db.insert(reservations).values(hold('car-free', 1)).returning()
    await expect(opened.db.insert(reservations).values(hold('car-free', 2))).rejects.toThrow()
    await opened.db.update(reservations).set({ status: 'expired' }).where(eq(reservations.id, first!.id))
    await opened.db.insert(reservations).values(hold('car-free', 3))
    expect(await opened.db.$count(reservations, eq(reservations.carId, 'car-free'))).toBe(2)
  })

  it('refuses a deposit of nothing and a currency other than AUD', async () => {
    await expect(
      opened.db.insert(reservations).values({ ...hold('car-zero', 1), depositCents: 0 }),
    ).rejects.toThrow()
    await expect(
      opened.db.insert(reservations).values({ ...hold('car-usd', 1), currency: 'usd' }),
    ).rejects.toThrow()
  })
})
