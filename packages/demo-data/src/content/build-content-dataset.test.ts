import { slideLinkLabel } from '@forecourt/domain/site/home-slides'
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
  address: { state: string; geo: { lat: number; lng: number } }
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
        /^(dealerGroup|dealer|location|brandEntry|offer|model|page|promotedCars|spinPromotion)-[a-z0-9-]+$|^(homePage|servicePage)-(dealerGroup|dealer)-[a-z0-9-]+$|^searchVocabulary-dealerGroup-[a-z0-9-]+$|^image-[0-9a-f]{40}-\d+x\d+-svg$/,
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

  it('gives southern-cross-motors sales, service and parts sites plus a used-car yard, and Sydney showrooms', () => {
    const locations = ofType<LocationDocument>('location').filter(
      (location) => location.dealer._ref === 'dealer-southern-cross-motors',
    )
    expect(locations).toHaveLength(7)
    expect(locations.map((location) => location.locationType).sort()).toEqual([
      'parts',
      'sales',
      'sales',
      'sales',
      'sales',
      'sales',
      'service',
    ])
    // Near-me searches from Western Sydney (issue 20): two showrooms within 50 km of Parramatta, one beyond.
    expect(
      locations.filter((location) => location.address.state === 'NSW').map((location) => location.name),
    ).toEqual([
      'Southern Cross Motors Parramatta',
      'Southern Cross Motors Penrith',
      'Southern Cross Motors Wollongong',
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

  it("turns on 'One per model' for the Southern Cross Group's portal, and its dealer's own site keeps it off", () => {
    expect(get<SiteDocument>('dealerGroup-southern-cross-group').settings.onePerModelView).toBe(true)
    expect(get<SiteDocument>('dealer-southern-cross-motors').settings.onePerModelView).toBe(false)
  })

  it('describes image assets the way the Content Lake does', () => {
    for (const asset of ofType<AssetDocument>('sanity.imageAsset')) {
      const [, hash, width, height] = asset._id.match(/^image-([0-9a-f]{40})-(\d+)x(\d+)-svg$/) ?? []
      expect(asset.sha1hash).toBe(hash)
      expect(asset.extension).toBe('svg')
      expect(asset.mimeType).toBe('image/svg+xml')
      expect(asset.url).toMatch(/^\/demo-media\/(logos|banners|offers|home|models)\/[a-z0-9-]+\.svg$/)
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

describe('demo home pages', () => {
  interface SlideDocument {
    name: string
    url: string
    hideOverlay: boolean
    linkLabel?: string
    image: { asset: Ref; alt: string }
  }
  interface HomePageDocument extends ContentDocument {
    website: Ref
    slides: SlideDocument[]
    promotionalHeader: { enabled: boolean; propositions: { title: string }[] }
  }
  const homePages = ofType<HomePageDocument>('homePage')

  it('gives each demo dealer and the group portal one home page under its fixed id', () => {
    const websites = [
      ...demoDealers.map((dealer) => dealerId(dealer.slug)),
      groupId('southern-cross-group'),
    ].sort()
    expect(homePages.map((page) => page.website._ref).sort()).toEqual(websites)
    for (const page of homePages) expect(page._id).toBe(`homePage-${page.website._ref}`)
  })

  it('gives every site 3 or 4 slides, one of them image only', () => {
    for (const page of homePages) {
      expect(page.slides.length, page._id).toBeGreaterThanOrEqual(3)
      expect(page.slides.length, page._id).toBeLessThanOrEqual(4)
      expect(
        page.slides.filter((slide) => slide.hideOverlay),
        page._id,
      ).toHaveLength(1)
    }
  })

  it('covers every link-label rule: both staff choices, and offers, stock and other links', () => {
    const shown = homePages.flatMap((page) => page.slides.filter((slide) => !slide.hideOverlay))
    expect(new Set(shown.map((slide) => slideLinkLabel(slide)))).toEqual(
      new Set(['Explore More', 'Discover More', 'Latest Offers', 'Explore', 'Learn More']),
    )
  })

  it('shows each slide a 1920 x 700 image with alternative text', () => {
    for (const slide of homePages.flatMap((page) => page.slides)) {
      const asset = get<AssetDocument>(slide.image.asset._ref)
      expect(asset.metadata.dimensions).toMatchObject({ width: 1920, height: 700 })
      expect(asset.url).toMatch(/^\/demo-media\/home\//)
      expect(slide.image.alt).toBe(slide.name)
    }
  })

  it("starts from the spec's three propositions, switched off on one site", () => {
    for (const page of homePages) {
      expect(page.promotionalHeader.propositions.map((proposition) => proposition.title)).toEqual([
        'Reserve Quickly Online',
        'Secure Online Payments',
        'Apply For Finance',
      ])
    }
    expect(homePages.filter((page) => !page.promotionalHeader.enabled).map((page) => page._id)).toEqual([
      'homePage-dealer-coastline-motorcycles',
    ])
  })
})

describe('demo model range', () => {
  interface ModelDocument extends ContentDocument {
    slug: { current: string }
    status: string
    manufacturerBody: string
    manufacturerBody2?: string
    manufacturerBody3?: string
    descriptionHtml: string
    image: { asset: Ref; alt: string }
    features: { title: string; description: string; image: { asset: Ref; alt: string } }[]
    websites: Ref[]
  }
  const models = ofType<ModelDocument>('model')
  const soldBy = (websiteId: string) =>
    models.filter((model) => model.websites.some((ref) => ref._ref === websiteId))
  const bodiesOf = (model: ModelDocument) =>
    [model.manufacturerBody, model.manufacturerBody2, model.manufacturerBody3].filter(Boolean)

  it('gives the Volkswagen group a range across SUV, Passenger, Commercial and Camper, one coming soon', () => {
    const range = soldBy('dealerGroup-volkswagen-dealer-network')
    expect(range.length).toBeGreaterThanOrEqual(8)
    expect(range.length).toBeLessThanOrEqual(12)
    expect(new Set(range.flatMap(bodiesOf))).toEqual(new Set(['SUV', 'Passenger', 'Commercial', 'Camper']))
    expect(range.some((model) => model.status === 'coming_soon')).toBe(true)
    expect(range.some((model) => bodiesOf(model).length > 1)).toBe(true)
  })

  it('exercises the page rules: more than 8 features, a feature over 600 characters, unsafe feed HTML', () => {
    const features = models.flatMap((model) => model.features)
    expect(models.some((model) => model.features.length > 8)).toBe(true)
    expect(features.some((feature) => feature.description.length > 600)).toBe(true)
    const unsafe = models.filter((model) => /<script/i.test(model.descriptionHtml))
    expect(unsafe).toHaveLength(1)
    expect(unsafe[0]?.descriptionHtml).toMatch(/ onclick="/)
    expect(unsafe[0]?.descriptionHtml).toMatch(/href="javascript:/)
  })

  it('gives Outback Trucks commercial models and one caravan its commercial-only flag must hide', () => {
    const range = soldBy('dealer-outback-trucks')
    expect(range.filter((model) => bodiesOf(model).includes('Commercial')).length).toBeGreaterThanOrEqual(2)
    expect(range.filter((model) => !bodiesOf(model).includes('Commercial'))).toHaveLength(1)
    expect(get<SiteDocument>('dealer-outback-trucks').settings.commercialModelsOnly).toBe(true)
  })

  it('shows every model and feature picture with alternative text', () => {
    for (const model of models) {
      expect(model.image.alt, model._id).toBeTruthy()
      expect(byId.has(model.image.asset._ref), model._id).toBe(true)
      for (const feature of model.features) {
        expect(byId.has(feature.image.asset._ref), `${model._id} ${feature.title}`).toBe(true)
        expect(feature.image.alt).toBeTruthy()
      }
    }
  })

  it("makes 'New Vehicles' the model range mega-menu in the Volkswagen group's header menu", () => {
    const menu = get<
      SiteDocument & { headerMenu: { name: string; url: string; dynamicDropdown?: string }[] }
    >('dealerGroup-volkswagen-dealer-network').headerMenu
    expect(menu.map((item) => item.name)).toEqual([
      'Home',
      'New Vehicles',
      'Stock',
      'Service',
      'Special Offers',
      'More',
    ])
    expect(menu[1]).toMatchObject({ url: '/models', dynamicDropdown: 'modelRange' })
    expect(menu.filter((item) => item.dynamicDropdown === 'models')).toEqual([])
  })
})
