import type { OpenedDatabase } from '@forecourt/db/database'
import { leads, outboxDeliveries, spinPrizeAwards, spins, users } from '@forecourt/db/schema'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import type { SpinPrize } from '@forecourt/domain/purchase/spin-to-win'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SpinRequest, spinOnce } from './spin-award.server'

let database: OpenedDatabase
beforeAll(async () => {
  database = await openTestPglite()
})
afterAll(() => database.close())

async function shoppers(count: number, scope: string): Promise<string[]> {
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        accountScope: scope,
        phoneNumber: `04${String(index).padStart(8, '0')}`,
        name: `Shopper ${index}`,
        email: `shopper${index}@example.com`,
      })),
    )
    .returning({ id: users.id })
  return rows.map((row) => row.id)
}

const request = (promotionId: string, prizes: SpinPrize[], userId: string, roll: number): SpinRequest => ({
  promotionId,
  prizes,
  userId,
  dealerId: 'dealer-harbourside-volkswagen',
  websiteSlug: 'harbourside-volkswagen',
  roll,
  winLead: (prize) => ({
    dealerId: 'dealer-harbourside-volkswagen',
    category: 'Spin to Win Prize',
    leadEventId: 22,
    name: 'Shopper',
    fields: { prize: prize.name },
  }),
  leadChannels: ['email'],
})

describe('spin to win under concurrent spins (issue 33)', () => {
  it('awards a prize of three to exactly three of fifty shoppers spinning at once', async () => {
    const prizes = [{ key: 'service', name: 'A free service', chancePercent: 100, quantity: 3 }]
    const ids = await shoppers(50, 'scope-fifty')
    const results = await Promise.all(
      ids.map((id) => spinOnce(database.db, request('promo-a', prizes, id, 0.5))),
    )

    expect(results.filter((result) => result.spin.prizeKey === 'service')).toHaveLength(3)
    expect(results.filter((result) => result.spin.prizeKey === null)).toHaveLength(47)
    const [award] = await database.db
      .select()
      .from(spinPrizeAwards)
      .where(eq(spinPrizeAwards.promotionId, 'promo-a'))
    expect(award).toMatchObject({ quantity: 3, awarded: 3 })
    // Each win is the dealer's lead, queued on its channel; a spin that won nothing sends nothing.
    const winLeads = await database.db.select().from(leads).where(eq(leads.category, 'Spin to Win Prize'))
    expect(winLeads).toHaveLength(3)
    expect(winLeads.map((lead) => lead.status)).toEqual(['submitted', 'submitted', 'submitted'])
    const deliveries = await database.db.select().from(outboxDeliveries)
    expect(
      deliveries.filter((delivery) => winLeads.some((lead) => lead.id === delivery.leadId)),
    ).toHaveLength(3)
  })

  it('gives one shopper one spin, even fifty at once: every answer is the first spin', async () => {
    const prizes = [{ key: 'fuel', name: 'A $50 fuel card', chancePercent: 100, quantity: 10 }]
    const [id] = await shoppers(1, 'scope-one')
    const results = await Promise.all(
      Array.from({ length: 50 }, () => spinOnce(database.db, request('promo-b', prizes, id!, 0.2))),
    )
    expect(results.filter((result) => result.fresh)).toHaveLength(1)
    expect(new Set(results.map((result) => result.spin.id)).size).toBe(1)
    expect(await database.db.select().from(spins).where(eq(spins.promotionId, 'promo-b'))).toHaveLength(1)
    const [award] = await database.db
      .select()
      .from(spinPrizeAwards)
      .where(eq(spinPrizeAwards.promotionId, 'promo-b'))
    expect(award?.awarded).toBe(1)
  })

  it('wins nothing on a roll past the prizes, and nothing once a prize is all won', async () => {
    const prizes = [{ key: 'mats', name: 'Floor mats', chancePercent: 50, quantity: 1 }]
    const [first, second, third] = await shoppers(3, 'scope-three')
    expect((await spinOnce(database.db, request('promo-c', prizes, first!, 0.9))).spin.prizeKey).toBeNull()
    expect((await spinOnce(database.db, request('promo-c', prizes, second!, 0.1))).spin.prizeName).toBe(
      'Floor mats',
    )
    expect((await spinOnce(database.db, request('promo-c', prizes, third!, 0.1))).spin.prizeKey).toBeNull()
  })
})
