import { describe, expect, it } from 'vitest'
import { createContentClient } from './client.ts'
import { createDatasetFromDocuments } from './embedded-dataset.ts'
import { fetchPromotion, fetchPromotions } from './promoted-cars.ts'

const reference = (id: string) => ({ _type: 'reference', _ref: id })
const promotion = (id: string, website: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  _type: 'promotedCars',
  website: reference(website),
  title: 'Pinned',
  landingPaths: ['/search/used-cars'],
  cars: [
    { _key: 'a', _type: 'promotedCar', stockNumber: 'AB123', position: 1 },
    { _key: 'b', _type: 'promotedCar', rule: { _type: 'promotedCarRule', make: 'Kia' }, position: 2 },
  ],
  startsAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  ...extra,
})

const documents = [
  { _id: 'dealerGroup-portal', _type: 'dealerGroup', slug: { current: 'portal' }, hasWebsite: true },
  { _id: 'dealerGroup-plain', _type: 'dealerGroup', slug: { current: 'plain' }, hasWebsite: false },
  { _id: 'dealer-b', _type: 'dealer', slug: { current: 'b-motors' }, group: reference('dealerGroup-portal') },
  { _id: 'dealer-a', _type: 'dealer', slug: { current: 'a-motors' }, group: reference('dealerGroup-portal') },
  { _id: 'dealer-c', _type: 'dealer', slug: { current: 'c-motors' }, group: reference('dealerGroup-plain') },
  promotion('promotedCars-dealer', 'dealer-a'),
  promotion('promotedCars-portal', 'dealerGroup-portal'),
  promotion('promotedCars-no-website', 'dealerGroup-plain'),
  promotion('promotedCars-backwards', 'dealer-a', { expiresAt: '2026-10-01T00:00:00.000Z' }),
  promotion('drafts.promotedCars-draft', 'dealer-a'),
]
const client = createContentClient({ source: 'embedded', dataset: createDatasetFromDocuments(documents) })

describe('promotions read from content', () => {
  it("names a dealer's website and its own stock, or a group portal and its dealers' stock", async () => {
    const { promotions } = await fetchPromotions(client)
    expect(promotions.map((entry) => [entry.id, entry.site])).toEqual([
      ['promotedCars-dealer', { slug: 'a-motors', dealerSlugs: ['a-motors'] }],
      ['promotedCars-portal', { slug: 'portal', dealerSlugs: ['a-motors', 'b-motors'] }],
    ])
    expect(promotions[0]!.cars).toEqual([
      { stockNumber: 'AB123', position: 1 },
      { rule: { make: 'Kia' }, position: 2 },
    ])
  })

  it('reports the promotions it cannot use, and never reads drafts', async () => {
    const { problems } = await fetchPromotions(client)
    expect(problems).toEqual([
      { id: 'promotedCars-backwards', problem: 'expiresAt: A promotion must expire after it starts.' },
      { id: 'promotedCars-no-website', problem: expect.stringMatching(/^site: /) },
    ])
  })

  it('reads one promotion by id: found, invalid, or absent once deleted or never published', async () => {
    expect(await fetchPromotion(client, 'promotedCars-dealer')).toMatchObject({
      kind: 'found',
      promotion: { id: 'promotedCars-dealer', landingPaths: ['/search/used-cars'] },
    })
    expect(await fetchPromotion(client, 'promotedCars-backwards')).toMatchObject({ kind: 'invalid' })
    expect(await fetchPromotion(client, 'promotedCars-gone')).toEqual({ kind: 'absent' })
    expect(await fetchPromotion(client, 'drafts.promotedCars-draft')).toEqual({ kind: 'absent' })
  })
})
