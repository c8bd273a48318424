import { createContentClient } from '@forecourt/content/client'
import { createDatasetFromDocuments } from '@forecourt/content/embedded-dataset'
import { searchVocabularyQuery } from '@forecourt/content/queries'
import { createSiteResolver } from '@forecourt/content/site-resolver'
import { fetchLocationPoints, fetchSite, fetchSiteDirectory } from '@forecourt/content/sites'
import { buildContentDataset } from '@forecourt/demo-data/content/build-content-dataset'
import { demoDealers } from '@forecourt/demo-data/tenants'
import { searchVocabularyId } from '@forecourt/domain/site/website-singletons'
import { describe, expect, it } from 'vitest'

// GROQ queries of packages/content run through the real client against the generated demo dataset.
const documents = buildContentDataset()
const client = createContentClient({ source: 'embedded', dataset: createDatasetFromDocuments(documents) })
const rules = { slugHostSuffixes: ['localhost'], platformHosts: ['localhost'] }

describe('site directory', () => {
  it('lists the four demo dealers and the one group with a website', async () => {
    const directory = await fetchSiteDirectory(client)
    expect(directory.map((entry) => `${entry.kind}:${entry.slug}`).sort()).toEqual([
      'dealer:coastline-motorcycles',
      'dealer:harbourside-volkswagen',
      'dealer:outback-trucks',
      'dealer:southern-cross-motors',
      'group:southern-cross-group',
    ])
  })
})

describe('location points', () => {
  it("gives every demo location's coordinates by its document id, as stock ingestion needs them", async () => {
    const points = await fetchLocationPoints(client)
    const locations = demoDealers.flatMap((dealer) => dealer.locations)
    expect(points.size).toBe(locations.length)
    for (const location of locations) {
      expect(points.get(`location-${location.slug}`)).toEqual({ lat: location.lat, lng: location.lng })
    }
  })
})

describe('dealer site content', () => {
  it('gives each dealer its own locations, primary first', async () => {
    for (const dealer of demoDealers) {
      const site = await fetchSite(client, { kind: 'dealer', slug: dealer.slug })
      expect(site?.kind).toBe('dealer')
      const names = site?.content.locations.map((location) => location.name)
      expect(names?.sort()).toEqual(dealer.locations.map((location) => location.name).sort())
      expect(site?.content.locations[0]?.primary).toBe(true)
    }
  })

  it('has southern-cross-motors with sales, service, parts, a used-car yard and three Sydney-area showrooms', async () => {
    const site = await fetchSite(client, { kind: 'dealer', slug: 'southern-cross-motors' })
    const types = site?.content.locations.map((location) => location.locationType).sort()
    expect(types).toEqual(['parts', 'sales', 'sales', 'sales', 'sales', 'sales', 'service'])
    expect(site?.content.locations.some((location) => location.locationSubtype === 'buying')).toBe(true)
  })

  it('inherits the Volkswagen group configuration: minimum review rating 3', async () => {
    const harbourside = await fetchSite(client, { kind: 'dealer', slug: 'harbourside-volkswagen' })
    // Spec: "minimum rating 4 by default configuration, 3 in the Volkswagen configuration"
    expect(harbourside?.settings.minimumReviewRating).toBe(3)
    const coastline = await fetchSite(client, { kind: 'dealer', slug: 'coastline-motorcycles' })
    expect(coastline?.settings.minimumReviewRating).toBe(4)
  })

  it('resolves the theme with a logo asset URL under /demo-media', async () => {
    const site = await fetchSite(client, { kind: 'dealer', slug: 'harbourside-volkswagen' })
    expect(site?.theme.primaryColour).toBe(demoDealers[0]?.theme.primary)
    expect(site?.theme.logoUrl).toMatch(/^\/demo-media\/.+\.svg$/)
  })
})

describe('group site content', () => {
  it('shows the stats banner 50+ locations, 40+ brands, 30+ years', async () => {
    const site = await fetchSite(client, { kind: 'group', slug: 'southern-cross-group' })
    expect(site?.kind).toBe('group')
    if (site?.kind !== 'group') return
    expect(site.content.statsBanner?.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '50+ locations',
      '40+ brands',
      '30+ years',
    ])
    expect(site.content.dealers.map((dealer) => dealer.slug)).toContain('southern-cross-motors')
    expect(site.content.locations.length).toBeGreaterThanOrEqual(4)
  })

  it('is not served for a group without a website', async () => {
    expect(await fetchSite(client, { kind: 'group', slug: 'volkswagen-dealer-network' })).toBeNull()
  })
})

describe('site resolver over the demo dataset', () => {
  const resolver = createSiteResolver({ client, rules, ttlMs: 60_000 })

  it('resolves a production domain and a development slug host to the same dealer', async () => {
    const byDomain = await resolver.resolve('www.harboursidevolkswagen.com.au')
    const bySlug = await resolver.resolve('harbourside-volkswagen.localhost:3000')
    expect(byDomain.kind === 'site' && byDomain.site.content.slug).toBe('harbourside-volkswagen')
    expect(bySlug.kind === 'site' && bySlug.site.content.slug).toBe('harbourside-volkswagen')
  })

  it('answers unknown for a host no site claims', async () => {
    expect(await resolver.resolve('nobody.localhost:3000')).toEqual({
      kind: 'unknown',
      hostname: 'nobody.localhost',
    })
  })
})

describe("a group's search vocabulary", () => {
  it("reads the group's synonyms by the vocabulary's fixed id, and nothing for a group without one", async () => {
    const synonyms = await client.fetch(searchVocabularyQuery, {
      id: searchVocabularyId('dealerGroup-southern-cross-group'),
    })
    expect(synonyms?.find((synonym) => synonym.words?.includes('troopy'))).toMatchObject({
      make: 'Toyota',
      model: 'LandCruiser 70',
      badge: null,
    })
    expect(
      await client.fetch(searchVocabularyQuery, { id: searchVocabularyId('dealerGroup-none') }),
    ).toBeNull()
  })
})
