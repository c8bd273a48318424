import { describe, expect, expectTypeOf, it } from 'vitest'
import type { VehicleDocument } from './collections/vehicles.ts'
import { stockFeedRowSchema } from './stock-feed-row.ts'
import { toVehicleDocument } from './vehicle-document.ts'

const row = stockFeedRowSchema.parse({
  id: '4000001',
  slug: '2024-toyota-hilux-sr5-ab12cd',
  path: '/cars/2024-toyota-hilux-sr5-ab12cd',
  name: '2024 Toyota HiLux SR5',
  year: 2024,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  colour: 'White',
  km: 12_500,
  price: 62_990,
  price_type: 'drive_away',
  car_type: 'used',
  status: 'in_stock',
  created_at: '2026-11-15T00:00:00Z',
  updated_at: '2026-11-18T00:00:00Z',
  stocknum: 'SC1001',
  standardEquipment: ['Apple CarPlay', 'Tow bar', 'Cup holders'],
  location: {
    id: 'location-southern-cross-motors-sales',
    name: 'Southern Cross Motors Moorooka',
    slug: 'southern-cross-motors-sales',
    city: 'Moorooka',
    state: 'QLD',
    address: { id: 'a1' },
  },
  dealership_slug: 'southern-cross-motors',
  dealership_id: 'dealer-southern-cross-motors',
  simple_body: 'Ute',
  simple_fuel: 'Diesel',
  youxQuote: { weeklyRepaymentAmount: 182.5 },
  finance_lenders: {
    plenti: {
      paymentWeek: 190,
      paymentMonth: 823,
      deposit: 0,
      termMonths: 60,
      termYears: 5,
      interestRate: null,
      comparisonRate: null,
      balloon: 0,
      establishmentFees: 0,
      totalPayable: null,
      disclaimer: '',
    },
    stratton: {
      paymentWeek: 182.5,
      paymentMonth: 790,
      deposit: 0,
      termMonths: 60,
      termYears: 5,
      interestRate: 8.99,
      comparisonRate: 9.74,
      balloon: 0,
      establishmentFees: 1300,
      totalPayable: 54_750,
      disclaimer: 'Sample only.',
    },
  },
})

describe('toVehicleDocument', () => {
  const document = toVehicleDocument(row, 'Southern Cross Motors')

  it('carries the facet fields the spec lists', () => {
    expect(document).toMatchObject({
      id: '4000001',
      dealership_name: 'Southern Cross Motors',
      location_name: 'Southern Cross Motors Moorooka',
      city: 'Moorooka',
      state: 'QLD',
      make_model: 'Toyota > HiLux',
      body: 'Ute',
      fuel: 'Diesel',
      car_type: 'used',
      price_range: '$50,000 - $75,000',
      weekly_price_range: '$150 - $200/wk',
      created_at_timestamp: Date.parse('2026-11-15T00:00:00Z') / 1000,
    })
  })

  it('takes the teaser’s sample rates from the first lender that quotes both', () => {
    expect(document).toMatchObject({
      finance_provider: 'stratton',
      finance_interest_rate: 8.99,
      // The feed says 9.74; 8.99% with the $1,300 fee on the $30,000 five-year example is 10.82%.
      finance_comparison_rate: 10.82,
    })
  })

  it('keeps only notable equipment as filterable features, matching case-insensitively', () => {
    expect(document.filtered_features).toEqual(['Apple CarPlay', 'Tow Bar'])
  })

  it('adds the towing bands the braked towing capacity reaches, and none when it is unknown', () => {
    const towing = (towingcapacitybraked: number | 'null' | null) =>
      toVehicleDocument(
        { ...row, variant: { ...row.variant, towingcapacitybraked } },
        'Southern Cross Motors',
      ).filtered_features
    expect(towing(3_500)).toEqual([
      'Apple CarPlay',
      'Tow Bar',
      'Towing 2,000 kg+',
      'Towing 2,500 kg+',
      'Towing 3,000 kg+',
      'Towing 3,500 kg+',
    ])
    expect(towing(1_500)).toEqual(['Apple CarPlay', 'Tow Bar'])
    expect(towing('null')).toEqual(['Apple CarPlay', 'Tow Bar'])
    expect(towing(null)).toEqual(['Apple CarPlay', 'Tow Bar'])
  })

  it("stands the car at its location's coordinates from content, [lat, lng], or nowhere without them", () => {
    const placed = toVehicleDocument(row, 'Southern Cross Motors', { lat: -27.5366, lng: 153.0245 })
    expect(placed.location).toEqual([-27.5366, 153.0245])
    expect(document.location).toBeNull()
  })

  it('is typed from the collection schema', () => {
    expectTypeOf(document).toEqualTypeOf<VehicleDocument>()
    expectTypeOf<VehicleDocument['price']>().toEqualTypeOf<number>()
    expectTypeOf<VehicleDocument['badge']>().toEqualTypeOf<string | null | undefined>()
    expectTypeOf<VehicleDocument['location']>().toEqualTypeOf<[number, number] | null | undefined>()
  })
})
