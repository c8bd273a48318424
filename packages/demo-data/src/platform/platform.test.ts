import { describe, expect, it } from 'vitest'
import { buildContentDataset } from '../content/build-content-dataset.ts'
import { buildStockFeeds } from '../stock/build-stock-feed.ts'
import { dealerId, demoDealers, demoGroups, groupId } from '../tenants.ts'
import { buildPlatformContent } from './platform-content.ts'
import { buildPlatformTenants } from './platform-tenants.ts'

// Issue 36: "generates 500 dealer websites (spread over groups, brands, states and the existing
// templates, each with its locations, content and stock)".
const platform = buildPlatformTenants(60)
const dealers = [...demoDealers, ...platform.dealers]
const { documents } = buildPlatformContent(buildContentDataset(), platform)
const byId = new Map(documents.map((document) => [document._id, document]))
const refsTo = (id: string) =>
  documents.filter((document) => JSON.stringify(document).includes(`"_ref":"${id}"`))

describe('the platform-sized demo', () => {
  it('adds dealers up to the count asked for, each with its own slug and domain', () => {
    expect(dealers).toHaveLength(60)
    expect(new Set(dealers.map((dealer) => dealer.slug)).size).toBe(60)
    expect(new Set(dealers.flatMap((dealer) => dealer.domains)).size).toBe(60)
  })

  it('is the same every time, and a larger platform starts with the smaller one’s dealers', () => {
    expect(buildPlatformTenants(60)).toEqual(platform)
    expect(buildPlatformTenants(80).dealers.slice(0, 56)).toEqual(platform.dealers)
  })

  it('spreads the dealers over states, templates, groups and makes', () => {
    const states = new Set(platform.dealers.map((dealer) => dealer.locations[0]!.state))
    expect(states.size).toBeGreaterThanOrEqual(6)
    expect(new Set(platform.templates.values()).size).toBeGreaterThanOrEqual(5)
    const groups = new Set(platform.dealers.map((dealer) => dealer.groupSlug))
    expect(groups.size).toBeGreaterThanOrEqual(4)
    expect(new Set(platform.dealers.flatMap((dealer) => dealer.makes)).size).toBeGreaterThan(15)
  })

  it('gives every generated dealer its document, locations and home page, in its own group', () => {
    for (const dealer of platform.dealers) {
      const document = byId.get(dealerId(dealer.slug))
      expect(document?.name).toBe(dealer.name)
      expect(document?.group).toEqual({ _type: 'reference', _ref: groupId(dealer.groupSlug) })
      const locations = refsTo(dealerId(dealer.slug)).filter((doc) => doc._type === 'location')
      expect(locations.map((location) => location._id).sort()).toEqual(
        dealer.locations.map((location) => `location-${location.slug}`).sort(),
      )
      expect(byId.get(`homePage-dealer-${dealer.slug}`)).toBeDefined()
    }
  })

  it('lists the generated websites on the pages every website shows', () => {
    const privacy = byId.get('page-privacy-policy') as unknown as { websites: { _ref: string }[] }
    const listed = new Set(privacy.websites.map((website) => website._ref))
    for (const dealer of platform.dealers) expect(listed).toContain(dealerId(dealer.slug))
  })

  it('keeps the demo’s own documents, and no copy names a template’s location', () => {
    for (const group of demoGroups) expect(byId.get(groupId(group.slug))?.name).toBe(group.name)
    const copied = documents.filter((document) => platform.dealers.some((d) => document._id.includes(d.slug)))
    const templateLocations = demoDealers.flatMap((dealer) =>
      dealer.locations.map((l) => `location-${l.slug}"`),
    )
    for (const document of copied)
      for (const location of templateLocations) expect(JSON.stringify(document)).not.toContain(location)
  })

  it('gives every dealer stock', () => {
    const { current } = buildStockFeeds({ vehicles: 6000, dealers })
    const stocked = new Set(current.map((row) => row.dealership_slug))
    for (const dealer of dealers) expect(stocked).toContain(dealer.slug)
  })
})
