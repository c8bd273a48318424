import { describe, expect, it } from 'vitest'
import { demoDealers, locationId } from '../tenants.ts'
import { buildStockFeed, buildStockFeeds, DEPARTED_PER_DEALER } from './build-stock-feed.ts'
import { DAY_MS, STOCK_REFERENCE_TIME } from './reference-date.ts'
import type { StockFeedRow } from './stock-feed-row.ts'
import { vinCheckDigit } from './vin.ts'

const feed = buildStockFeed({ vehicles: 10_000 })
const share = (predicate: (row: StockFeedRow) => boolean) => feed.filter(predicate).length / feed.length
const dealerOf = (row: StockFeedRow) => demoDealers.find((dealer) => dealer.slug === row.dealership_slug)!

describe('buildStockFeed', () => {
  it('gives identical output for the same number of vehicles', () => {
    expect(JSON.stringify(buildStockFeed({ vehicles: 400 }))).toBe(
      JSON.stringify(buildStockFeed({ vehicles: 400 })),
    )
  })

  it('gives a different feed for a different seed size', () => {
    expect(buildStockFeed({ vehicles: 401 }).slice(0, 5)).not.toEqual(
      buildStockFeed({ vehicles: 400 }).slice(0, 5),
    )
  })

  it('has an earlier feed: every car of today, and a few of each dealer that have left since', () => {
    const { current, earlier } = buildStockFeeds({ vehicles: 400 })
    expect(current).toEqual(buildStockFeed({ vehicles: 400 }))
    expect(earlier.slice(0, current.length)).toEqual(current)
    const departed = earlier.slice(current.length)
    for (const dealer of demoDealers)
      expect(departed.filter((row) => row.dealership_slug === dealer.slug)).toHaveLength(DEPARTED_PER_DEALER)
    const todays = (key: 'id' | 'slug') => new Set(current.map((row) => row[key]))
    for (const row of departed) {
      expect(todays('id').has(row.id)).toBe(false)
      expect(todays('slug').has(row.slug)).toBe(false)
    }
  })

  it('produces exactly the requested number of vehicles', () => {
    expect(feed).toHaveLength(10_000)
    expect(buildStockFeed({ vehicles: 0 })).toEqual([])
    expect(() => buildStockFeed({ vehicles: 1.5 })).toThrow()
  })

  it('splits vehicles between dealers by stock share', () => {
    for (const dealer of demoDealers) {
      const count = feed.filter((row) => row.dealership_slug === dealer.slug).length
      expect(Math.abs(count - dealer.stockShare * feed.length)).toBeLessThanOrEqual(1)
    }
  })

  it('places every vehicle at a location of its own dealer, used yards holding used stock only', () => {
    for (const row of feed) {
      const dealer = dealerOf(row)
      expect(row.dealership_id).toBe(`dealer-${dealer.slug}`)
      const location = dealer.locations.find((item) => locationId(item.slug) === row.location.id)
      expect(location, `${row.location.id} is not a location of ${dealer.slug}`).toBeDefined()
      if (location?.subtype === 'buying') expect(row.car_type).toBe('used')
      expect(row.location.distribution_locations).toContain(row.location.id)
    }
    expect(
      share((row) => dealerOf(row).locations.find((l) => l.slug === row.location.slug)?.type === 'sales'),
    ).toBeGreaterThan(0.97)
    expect(feed.some((row) => row.location.slug === 'southern-cross-motors-used-car-yard')).toBe(true)
  })

  it('sells only the kinds and makes each dealer holds, apart from used car trade-ins', () => {
    for (const row of feed) {
      const dealer = dealerOf(row)
      expect(dealer.kinds).toContain(row.item_type)
      if (row.car_type !== 'used' || row.item_type !== 'car') expect(dealer.makes).toContain(row.make)
    }
    expect(share((row) => !dealerOf(row).makes.includes(row.make))).toBeGreaterThan(0.02)
  })

  it('keeps ids, slugs, stock numbers and VINs unique', () => {
    for (const field of ['id', 'slug', 'stocknum', 'vin'] as const) {
      expect(new Set(feed.map((row) => row[field])).size, field).toBe(feed.length)
    }
  })

  it('writes slugs and paths the way the site routes them', () => {
    for (const row of feed.slice(0, 500)) {
      expect(row.slug).toMatch(/^\d{4}-[a-z0-9-]+-[a-z0-9]{6}$/)
      expect(row.slug.startsWith(`${row.year}-`)).toBe(true)
      expect(row.path).toBe(`/cars/${row.slug}`)
    }
    expect(feed.some((row) => /^\d{4}-toyota-hilux-sr5-4x4-[a-z0-9]{6}$/.test(row.slug))).toBe(true)
  })

  it('gives every vehicle a well-formed VIN', () => {
    for (const row of feed) {
      expect(row.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(row.vin[8]).toBe(vinCheckDigit(row.vin))
    }
  })

  it('mixes new, demo and used stock about 35/10/55', () => {
    expect(share((row) => row.car_type === 'new')).toBeCloseTo(0.35, 1)
    expect(share((row) => row.car_type === 'demo')).toBeCloseTo(0.1, 1)
    expect(share((row) => row.car_type === 'used')).toBeCloseTo(0.55, 1)
  })

  it('has the required shares of sold, coming soon, reserved and certified vehicles', () => {
    expect(share((row) => row.status === 'sold')).toBeGreaterThan(0.06)
    expect(share((row) => row.status === 'sold')).toBeLessThan(0.1)
    expect(share((row) => row.status === 'coming_soon')).toBeGreaterThan(0.025)
    expect(share((row) => row.status === 'coming_soon')).toBeLessThan(0.055)
    expect(share((row) => row.reserved)).toBeGreaterThan(0.01)
    expect(feed.every((row) => !row.reserved || row.status === 'in_stock')).toBe(true)
    expect(share((row) => row.certified)).toBeGreaterThan(0.03)
    expect(feed.every((row) => !row.certified || row.car_type === 'used')).toBe(true)
  })

  it('leaves about 6% without photos, a few with 1 to 3 and the rest 4 to 12', () => {
    const withoutPhotos = feed.filter((row) => row.images.length === 0)
    expect(withoutPhotos.length / feed.length).toBeGreaterThan(0.04)
    expect(withoutPhotos.length / feed.length).toBeLessThan(0.08)
    for (const row of withoutPhotos) {
      expect(row.primary_image_url).toBeNull()
      expect(row.thumbnails).toEqual([])
      expect(row.photos_count).toBe(0)
    }
    const fewPhotos = feed.filter((row) => row.images.length > 0 && row.images.length <= 3)
    expect(fewPhotos.length / feed.length).toBeGreaterThan(0.01)
    expect(fewPhotos.length / feed.length).toBeLessThan(0.06)
    for (const row of feed.filter((item) => item.images.length > 0)) {
      expect(row.images.length).toBeGreaterThanOrEqual(1)
      expect(row.images.length).toBeLessThanOrEqual(12)
      expect(row.primary_image_url).toBe(row.images[0]?.image.url)
      expect(row.thumbnails).toEqual(row.images.map((image) => image.image.thumb.url))
      expect(row.photos_count).toBe(row.images.length)
    }
  })

  it('gives about 15% a 24-frame spin with an interior image and hotspots', () => {
    const spinning = feed.filter((row) => row.spin_images.length > 0)
    expect(spinning.length / feed.length).toBeGreaterThan(0.12)
    expect(spinning.length / feed.length).toBeLessThan(0.19)
    for (const row of spinning) {
      expect(row.spin_images).toHaveLength(24)
      expect(row.spin_interior_image).toMatch(/-interior\.svg$/)
      expect(row.spin_code).toMatch(/^FC[0-9A-Z]{8}$/)
      expect(row.hotspots?.exterior.length).toBeGreaterThan(0)
      expect(row.hotspots?.interior.length).toBeGreaterThan(0)
      for (const spot of row.hotspots?.exterior ?? []) {
        expect(spot.image_index).toBeGreaterThanOrEqual(0)
        expect(spot.image_index).toBeLessThan(24)
        expect(spot.x).toBeGreaterThan(0)
        expect(spot.x).toBeLessThan(100)
      }
    }
    expect(feed.filter((row) => row.spin_images.length === 0).every((row) => row.hotspots === null)).toBe(
      true,
    )
  })

  it('dates listings over the 120 days before the reference date, some within 8 days', () => {
    const ages = feed.map((row) => (STOCK_REFERENCE_TIME - Date.parse(row.created_at)) / DAY_MS)
    expect(Math.min(...ages)).toBeGreaterThan(0)
    expect(Math.max(...ages)).toBeLessThanOrEqual(120)
    expect(ages.filter((age) => age < 8).length / ages.length).toBeGreaterThan(0.05)
    for (const row of feed) {
      expect(Date.parse(row.updated_at)).toBeGreaterThanOrEqual(Date.parse(row.created_at))
      expect(row.compliance_date! >= row.build_date!).toBe(true)
      expect(row.compliance_date! <= row.created_at.slice(0, 7)).toBe(true)
    }
  })

  it('sets odometers by condition, and none on caravans', () => {
    for (const row of feed) {
      if (row.item_type === 'caravan') expect(row.km).toBeNull()
      else if (row.car_type === 'new') expect(row.km).toBeLessThanOrEqual(50)
      else if (row.car_type === 'demo') expect(row.km).toBeGreaterThanOrEqual(100)
      else expect(row.km).toBeGreaterThanOrEqual(1_000)
    }
  })

  it('prices in whole dollars with mostly drive-away prices and a few on application', () => {
    expect(share((row) => row.price_type === 'drive_away')).toBeGreaterThan(0.5)
    expect(feed.some((row) => row.price_type === 'egc')).toBe(true)
    expect(feed.some((row) => row.price_type === 'plus_orc')).toBe(true)
    expect(share((row) => row.price === 0)).toBeGreaterThan(0.005)
    expect(feed.every((row) => Number.isInteger(row.price) && row.price >= 0)).toBe(true)
    const hilux = feed.filter(
      (row) => row.model === 'HiLux' && row.car_type === 'new' && row.badge === 'SR5 4x4' && row.price > 0,
    )
    for (const row of hilux) expect(row.price).toBeGreaterThan(55_000)
  })

  it('uses the custom tags the card rules need', () => {
    const tags = new Set(feed.map((row) => row.tag))
    for (const tag of ['RUNOUT SALE', 'Test Drive Only', 'Electric', 'Hybrid', 'CLEARANCE'])
      expect(tags).toContain(tag)
    for (const row of feed.filter((item) => item.tag === 'Electric')) expect(row.simple_fuel).toBe('Electric')
  })

  it('writes dealer comments as paragraphs separated by |, some empty and some long', () => {
    expect(share((row) => row.dealercomments === '')).toBeGreaterThan(0.05)
    expect(share((row) => row.dealercomments.length > 400)).toBeGreaterThan(0.1)
    expect(
      feed.filter((row) => row.dealercomments !== '').every((row) => row.dealercomments.includes('|')),
    ).toBe(true)
  })

  it('gives most priced vehicles a weekly quote and a share lender estimates', () => {
    expect(share((row) => row.youxQuote !== null)).toBeGreaterThan(0.7)
    expect(feed.filter((row) => row.price === 0).every((row) => row.youxQuote === null)).toBe(true)
    const financed = feed.filter((row) => Object.keys(row.finance_lenders).length > 0)
    expect(financed.length / feed.length).toBeGreaterThan(0.2)
    const lenders = financed.flatMap((row) => Object.values(row.finance_lenders))
    expect(lenders.some((lender) => lender.interestRate === null)).toBe(true)
    for (const lender of lenders.filter((item) => item.paymentMonth !== null)) {
      expect(lender.termMonths).toBe(lender.termYears * 12)
      expect(lender.comparisonRate!).toBeGreaterThan(lender.interestRate!)
    }
  })

  it('fills caravans, motorcycles and trucks with their own body types', () => {
    const caravans = feed.filter((row) => row.item_type === 'caravan')
    expect(caravans.length).toBeGreaterThan(0)
    expect(caravans.every((row) => row.simple_body === 'Caravan' && row.simple_fuel === null)).toBe(true)
    const bikeBodies = new Set(
      feed.filter((row) => row.item_type === 'motorcycle').map((row) => row.simple_body),
    )
    for (const body of ['Naked', 'Adventure', 'Cruiser', 'Sports']) expect(bikeBodies).toContain(body)
    const truckBodies = new Set(feed.filter((row) => row.item_type === 'truck').map((row) => row.simple_body))
    for (const body of ['Cab Chassis', 'Pantech', 'Prime Mover']) expect(truckBodies).toContain(body)
  })

  it('offers enough makes, bodies and fuels for the facets to look real', () => {
    expect(new Set(feed.map((row) => row.make)).size).toBeGreaterThan(20)
    const fuels = new Set(feed.map((row) => row.simple_fuel))
    for (const fuel of ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid'])
      expect(fuels).toContain(fuel)
    const bodies = new Set(feed.map((row) => row.simple_body))
    for (const body of ['Hatch', 'Sedan', 'SUV', 'Ute', 'Wagon', 'Van']) expect(bodies).toContain(body)
  })

  it('sends the text "null" in a few variant blocks, as some real feeds do', () => {
    expect(feed.some((row) => row.variant.induction === 'null')).toBe(true)
  })

  it('generates 100,000 vehicles', () => {
    expect(buildStockFeed({ vehicles: 100_000 })).toHaveLength(100_000)
  }, 120_000)
})
