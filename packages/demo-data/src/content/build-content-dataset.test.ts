import { describe, expect, it } from 'vitest'
import { dealerId, demoDealers, demoGroups, groupId, locationId } from '../tenants.ts'
import type { ContentDocument } from './build-content-dataset.ts'
import { buildContentDataset } from './build-content-dataset.ts'

// The few shapes these tests read; the documents themselves are untyped JSON.
interface Ref {
  _ref: string
}
interface Day {
  weekday: number
  status: string
  open?: string
  close?: string
}
interface SiteDocument extends ContentDocument {
  slug: { current: string }
  group?: Ref
  hasWebsite?: boolean
  statsBanner?: { value: string; label: string }[]
  theme: { primaryColour: string; logo: { asset: Ref; alt: string } }
  settings: Record<string, unknown>
}
interface LocationDocument extends ContentDocument {
  slug: { current: string }
  dealer: Ref
  locationType?: string
  locationSubtype?: string
  primary: boolean
  openingHours: Day[]
  specialHours: { date: string; status: string; label?: string }[]
}
interface BrandEntryDocument extends ContentDocument {
  slug: { current: string }
  group: Ref
  category: string
  description: string[]
  skipPage: boolean
  link?: string
}
interface AssetDocument extends ContentDocument {
  sha1hash: string
  extension: string
  mimeType: string
  url: string
  metadata: { dimensions: { width: number; height: number } }
}

const dataset = buildContentDataset()
const byId = new Map(dataset.map((document) => [document._id, document]))
const ofType = <T extends ContentDocument>(type: string) =>
  dataset.filter((document) => document._type === type) as T[]
const get = <T extends ContentDocument>(id: string) => {
  const document = byId.get(id)
  if (!document) throw new Error(`missing ${id}`)
  return document as T
}

/** Every value in a document with the path to it, depth first. */
function* walk(value: unknown, path: string): Generator<[string, unknown]> {
  yield [path, value]
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, `${path}[${index}]`)
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* walk(child, `${path}.${key}`)
  }
}

const referencesOf = (document: ContentDocument) =>
  [...walk(document, document._id)].flatMap(([path, value]) =>
    value && typeof value === 'object' && typeof (value as { _ref?: unknown })._ref === 'string'
      ? [{ path, ref: (value as { _ref: string })._ref }]
      : [],
  )

describe('buildContentDataset', () => {
  it('is deterministic: two builds are identical, down to the serialised bytes', () => {
    const again = buildContentDataset()
    expect(again).toEqual(dataset)
    expect(JSON.stringify(again)).toBe(JSON.stringify(dataset))
  })

  it('is sorted by id and has no duplicate ids', () => {
    const ids = dataset.map((document) => document._id)
    expect(ids).toEqual([...ids].sort())
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('uses hyphenated ids only: a dot would hide a document from unauthenticated reads', () => {
    for (const { _id } of dataset) {
      expect(_id).not.toContain('.')
      expect(_id).toMatch(
        /^(dealerGroup|dealer|location|brandEntry|offer|page)-[a-z0-9-]+$|^image-[0-9a-f]{40}-\d+x\d+-svg$/,
      )
    }
  })

  it('gives every document fixed timestamps and a revision', () => {
    for (const document of dataset) {
      expect(document._createdAt).toBe('2026-11-01T00:00:00Z')
      expect(document._updatedAt).toBe('2026-11-01T00:00:00Z')
      expect(document._rev).toMatch(/^demo[0-9a-z]{7,}$/)
    }
  })

  it('resolves every reference to a document in the dataset', () => {
    const dangling = dataset.flatMap(referencesOf).filter(({ ref }) => !byId.has(ref))
    expect(dangling).toEqual([])
  })

  it('has no image asset that nothing shows', () => {
    const referenced = new Set(dataset.flatMap(referencesOf).map(({ ref }) => ref))
    const orphans = ofType('sanity.imageAsset').filter((asset) => !referenced.has(asset._id))
    expect(orphans.map((asset) => asset._id)).toEqual([])
  })

  it('gives array items that are objects a _type and a _key unique within their array', () => {
    for (const document of dataset) {
      for (const [path, value] of walk(document, document._id)) {
        if (!Array.isArray(value) || !value.some((item) => item && typeof item === 'object')) continue
        const keys = value.map((item: { _key?: string; _type?: string }) => {
          expect(item._type, path).toEqual(expect.any(String))
          expect(item._key, path).toMatch(/^[A-Za-z0-9-]+$/)
          return item._key
        })
        expect(new Set(keys).size, path).toBe(keys.length)
      }
    }
  })

  it('contains every group, dealer and location of tenants.ts under its slug', () => {
    for (const group of demoGroups)
      expect(get<SiteDocument>(groupId(group.slug)).slug.current).toBe(group.slug)
    for (const dealer of demoDealers) {
      const document = get<SiteDocument>(dealerId(dealer.slug))
      expect(document.slug.current).toBe(dealer.slug)
      expect(document.group?._ref).toBe(groupId(dealer.groupSlug))
      expect(document.theme.primaryColour).toBe(dealer.theme.primary)
      for (const location of dealer.locations) {
        const locationDocument = get<LocationDocument>(locationId(location.slug))
        expect(locationDocument.slug.current).toBe(location.slug)
        expect(locationDocument.dealer._ref).toBe(dealerId(dealer.slug))
      }
    }
    expect(ofType('location')).toHaveLength(demoDealers.flatMap((dealer) => dealer.locations).length)
  })

  it('gives southern-cross-motors sales, service and parts sites plus a used-car yard', () => {
    const locations = ofType<LocationDocument>('location').filter(
      (location) => location.dealer._ref === 'dealer-southern-cross-motors',
    )
    expect(locations).toHaveLength(4)
    expect(locations.map((location) => location.locationType).sort()).toEqual([
      'parts',
      'sales',
      'sales',
      'service',
    ])
    const yard = get<LocationDocument>('location-southern-cross-motors-used-car-yard')
    expect([yard.locationType, yard.locationSubtype, yard.primary]).toEqual(['sales', 'buying', false])
    expect(locations.filter((location) => location.primary)).toHaveLength(1)
  })

  it('gives each location a full week of hours, Sunday as 0, and Christmas 2026 holiday hours', () => {
    for (const location of ofType<LocationDocument>('location')) {
      expect(location.openingHours.map((day) => day.weekday).sort()).toEqual([0, 1, 2, 3, 4, 5, 6])
      for (const day of location.openingHours) {
        if (day.status === 'Open') expect(`${day.close}` > `${day.open}`, location._id).toBe(true)
        else expect(day.open).toBeUndefined()
      }
      expect(location.specialHours.length).toBeGreaterThanOrEqual(2)
      expect(location.specialHours).toContainEqual(
        expect.objectContaining({ date: '2026-12-25', status: 'Closed', label: 'Christmas Day' }),
      )
    }
    // The Sunday-trading used yard is open on Sundays; the harbourside showroom is not.
    const sunday = (id: string) => get<LocationDocument>(id).openingHours.find((day) => day.weekday === 0)
    expect(sunday('location-southern-cross-motors-used-car-yard')).toMatchObject({
      status: 'Open',
      open: '10:00',
    })
    expect(sunday('location-harbourside-volkswagen-sales')).toMatchObject({ status: 'Closed' })
  })

  it('gives the Southern Cross group its portal, stats banner and brand directory', () => {
    const group = get<SiteDocument>('dealerGroup-southern-cross-group')
    expect(group.hasWebsite).toBe(true)
    expect(group.statsBanner?.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '50+ locations',
      '40+ brands',
      '30+ years',
    ])
    const entries = ofType<BrandEntryDocument>('brandEntry')
    const slugsIn = (category: string) =>
      entries.filter((entry) => entry.category === category).map((entry) => entry.slug.current)
    expect(slugsIn('groupCompany').sort()).toEqual(
      ['4x4-outdoor', 'finance-and-insurance', 'neotek', 'twg-cars', 'twg-rental', 'twg-tyres'].sort(),
    )
    expect(slugsIn('car')).toEqual(
      expect.arrayContaining(['toyota', 'ford', 'mazda', 'hyundai', 'kia', 'mitsubishi']),
    )
    expect(slugsIn('motorcycle').length).toBeGreaterThan(0)
    expect(slugsIn('truck').length).toBeGreaterThan(0)
    for (const entry of entries) {
      expect(entry._id).toBe(`brandEntry-southern-cross-group-${entry.slug.current}`)
      expect(entry.group._ref).toBe('dealerGroup-southern-cross-group')
      expect(entry.description.length, entry._id).toBeGreaterThanOrEqual(2)
      expect(entry.description.length, entry._id).toBeLessThanOrEqual(3)
      if (entry.skipPage) expect(entry.link, entry._id).toMatch(/^https:\/\//)
    }
  })

  it('shows settings inheritance: the VW group sets defaults, harbourside overrides only a few', () => {
    const group = get<SiteDocument>('dealerGroup-volkswagen-dealer-network')
    const harbourside = get<SiteDocument>('dealer-harbourside-volkswagen')
    expect(group.settings.minimumReviewRating).toBe(3)
    expect(harbourside.settings.minimumReviewRating).toBeUndefined()
    expect(harbourside.settings.forcedStarRating).toBe(true)
    expect(Object.keys(harbourside.settings).filter((key) => key !== '_type').length).toBeLessThanOrEqual(3)
    const flagsOf = (id: string) => JSON.stringify(get<SiteDocument>(id).settings)
    expect(new Set(demoDealers.map((dealer) => flagsOf(dealerId(dealer.slug)))).size).toBe(demoDealers.length)
  })

  it('describes image assets the way the Content Lake does', () => {
    for (const asset of ofType<AssetDocument>('sanity.imageAsset')) {
      const [, hash, width, height] = asset._id.match(/^image-([0-9a-f]{40})-(\d+)x(\d+)-svg$/) ?? []
      expect(asset.sha1hash).toBe(hash)
      expect(asset.extension).toBe('svg')
      expect(asset.mimeType).toBe('image/svg+xml')
      expect(asset.url).toMatch(/^\/demo-media\/(logos|banners|offers)\/[a-z0-9-]+\.svg$/)
      expect(asset.metadata.dimensions).toMatchObject({ width: Number(width), height: Number(height) })
    }
    const logo = get<SiteDocument>('dealer-outback-trucks').theme.logo
    expect(get<AssetDocument>(logo.asset._ref).url).toBe('/demo-media/logos/dealer-outback-trucks.svg')
    expect(logo.alt).toBe('Outback Trucks & Caravans')
  })
})

describe('demo special offers', () => {
  const offers = buildContentDataset().filter((document) => document._type === 'offer')

  it('covers group, dealer, finance, service, excluded and expired offers', () => {
    const categories = new Set(offers.map((offer) => offer.category))
    expect(categories).toEqual(new Set(['New vehicle offer', 'Finance offer', 'Service offer']))
    expect(offers.some((offer) => Array.isArray(offer.excludedWebsites))).toBe(true)
    expect(
      offers.some((offer) => typeof offer.validUntil === 'string' && offer.validUntil < '2026-11-20'),
    ).toBe(true)
  })

  it('refers only to websites and images that exist in the dataset', () => {
    const ids = new Set(buildContentDataset().map((document) => document._id))
    for (const offer of offers) {
      const refs = [
        ...(offer.websites as { _ref: string }[]),
        ...((offer.excludedWebsites as { _ref: string }[]) ?? []),
      ]
      for (const { _ref } of refs) expect(ids.has(_ref), _ref).toBe(true)
      expect(ids.has((offer.image as { asset: { _ref: string } }).asset._ref)).toBe(true)
    }
  })
})
