import { describe, expect, it } from 'vitest'
import { stockFeedRowSchema } from './stock-feed-row.ts'
import { toVehicleDetail } from './vehicle-detail.ts'
import { toVehicleDocument } from './vehicle-document.ts'

const row = stockFeedRowSchema.parse({
  id: '4000009',
  slug: '2023-mazda-cx-5-maxx-zz99yy',
  path: '/cars/2023-mazda-cx-5-maxx-zz99yy',
  name: '2023 Mazda CX-5 Maxx',
  year: 2023,
  make: 'Mazda',
  model: 'CX-5',
  price: 36_990,
  car_type: 'used',
  status: 'in_stock',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-02T00:00:00Z',
  stocknum: 'U2001',
  images: [{ image: { url: '/a.jpg', thumb: { url: '/a-thumb.jpg' } } }],
  spin_images: ['/spin-01.jpg', '/spin-02.jpg'],
  hotspots: {
    exterior: [{ x: 10, y: 20, title: 'Wheels', description: '19-inch alloys', image_index: 1 }],
    interior: [],
  },
  dealercomments: 'One owner.|Full history.',
  location: { id: 'l1', name: 'Yard', slug: 'yard', city: 'Moorooka', state: 'QLD', address: { id: 'a1' } },
  dealership_slug: 'southern-cross-motors',
  dealership_id: 'dealer-southern-cross-motors',
  simple_body: 'SUV',
  finance_lenders: {
    plenti: {
      paymentWeek: 150,
      paymentMonth: 650,
      deposit: 3699,
      termMonths: 60,
      termYears: 5,
      interestRate: 8.5,
      comparisonRate: 9.1,
      balloon: 0,
      establishmentFees: 599,
      totalPayable: 39_000,
      disclaimer: 'Estimate only.',
    },
  },
  variant: { cylinders: 4, fuelconsumptioncombined: 'null', torque: 252 },
})

describe('the vehicle page read from the stock index', () => {
  it('gets back the nested feed values the index stores as JSON text', () => {
    const detail = toVehicleDetail(toVehicleDocument(row, 'Southern Cross Motors'))
    expect(detail.hotspots?.exterior[0]).toEqual(row.hotspots?.exterior[0])
    expect(detail.variant).toMatchObject({ cylinders: 4, fuelconsumptioncombined: 'null', torque: 252 })
    expect(detail.finance_lenders.plenti?.comparisonRate).toBe(9.1)
    expect(detail.image_urls).toEqual(['/a.jpg'])
    expect(detail.image_thumb_urls).toEqual(['/a-thumb.jpg'])
    expect(detail.spin_images).toEqual(['/spin-01.jpg', '/spin-02.jpg'])
    expect(detail.dealercomments).toBe('One owner.|Full history.')
    expect(detail).not.toHaveProperty('variant_json')
  })

  it('drops a stored value that no longer matches the feed schema instead of failing the page', () => {
    const document = toVehicleDocument(row, 'Southern Cross Motors')
    const detail = toVehicleDetail({
      ...document,
      hotspots_json: '{"exterior": "not a list"}',
      finance_lenders_json: 'not json',
    })
    expect(detail.hotspots).toBeNull()
    expect(detail.finance_lenders).toEqual({})
    expect(detail.variant.torque).toBe(252)
  })
})
