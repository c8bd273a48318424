import { sortOption } from '@forecourt/domain/search/sort'
import { parseSearchParams } from '@forecourt/domain/search/url-state'
import { cardImages } from '@forecourt/domain/vehicle-card/images'
import { anyOf } from '@forecourt/search/filter-expression'
import { writeFilter } from '@forecourt/search/filter-writer'
import type {
  CollectionSearch,
  MultiSearchResult,
  SearchOnlyClient,
} from '@forecourt/search/search-only-client'
import type { DocumentSchema } from 'typesense/lib/Typesense/Documents'
import { describe, expect, it } from 'vitest'
import { refinementsFilter } from './refinements-filter'
import { cardHit, resultsSearches, searchResults } from './results-search.server'

const now = Date.parse('2026-11-28T03:32:00Z')

describe('a card hit, as the browser receives it', () => {
  const photos = Array.from({ length: 8 }, (_, index) => `/photos/${index}.jpg`)
  const document = {
    id: 'v1',
    slug: 'a-car',
    path: '/cars/a-car',
    status: 'in_stock',
    primary_image_url: photos[0],
    thumbnail_urls: photos,
    photos_count: 8,
  }

  it('drops what the card can work out: the id, the slug path and a main photo equal to the first thumbnail', () => {
    const hit = cardHit(document)
    expect(hit.objectID).toBe('v1')
    expect(hit).not.toHaveProperty('id')
    expect(hit).not.toHaveProperty('path')
    expect(hit).not.toHaveProperty('primary_image_url')
    expect(hit.thumbnail_urls).toEqual(photos.slice(0, 5))
    expect(hit.photos_count).toBe(8)
    // The card shows the same main photo, photo count and first five of the strip either way.
    const shown = (images: ReturnType<typeof cardImages>) =>
      images.kind === 'photos' ? { ...images, strip: images.strip?.slice(0, 5) } : images
    const options = { requestPhotos: false }
    expect(shown(cardImages(hit, options))).toEqual(shown(cardImages(document, options)))
  })

  it('marks a promoted car (placed by a curation rule), and only one', () => {
    expect(cardHit(document, undefined, true).curated).toBe(true)
    expect(cardHit(document)).not.toHaveProperty('curated')
  })

  it('keeps a path and a main photo of their own', () => {
    const hit = cardHit({ ...document, path: '/used/a-car', primary_image_url: '/photos/main.jpg' })
    expect(hit.path).toBe('/used/a-car')
    expect(hit.primary_image_url).toBe('/photos/main.jpg')
  })
})

describe("the results page's searches", () => {
  const site = anyOf('x', [1])
  const state = parseSearchParams(
    'make=Ford&make=Toyota&body=Ute&price=-30000&km=10000-&sort=price-asc&page=2',
  )

  it('filters as the InstantSearch adapter does: quoted values, inclusive ranges, open sides as bounds', () => {
    expect(writeFilter(refinementsFilter(state, { now }))).toBe(
      '(make:=[`Ford`,`Toyota`]) && (body:=[`Ute`]) && (price:<=30000) && (km:>=10000)',
    )
    expect(writeFilter(refinementsFilter(parseSearchParams('price=10000-30000'), { now }))).toBe(
      'price:[10000..30000]',
    )
  })

  it('leaves out a facet its own refinement, for its counts', () => {
    expect(writeFilter(refinementsFilter(state, { now, without: 'make' }))).toBe(
      '(body:=[`Ute`]) && (price:<=30000) && (km:>=10000)',
    )
  })

  it('asks for the page of cards, then one count per refined facet without its own refinement', () => {
    const sort = sortOption('price-asc', { priceAscendingExcludesZero: true })
    const [main, ...counts] = resultsSearches(state, {
      now,
      siteFilter: anyOf('dealership_slug', ['a']),
      sort,
    })
    expect(main).toMatchObject({
      q: '*',
      sort_by: 'price:asc',
      page: 2,
      per_page: 21,
      filter_by:
        '(dealership_slug:=[`a`]) && (make:=[`Ford`,`Toyota`]) && (body:=[`Ute`]) && (price:<=30000) && (km:>=10000) && (price:>0)',
    })
    expect(counts.map((search) => [search?.facet_by, search?.per_page])).toEqual([
      ['make', 0],
      ['body', 0],
    ])
    expect(counts[0]?.filter_by).not.toContain('Toyota')
  })

  it('from a place: the radius on every search, the counts too, and the order from the place', () => {
    const near = parseSearchParams('near=2150&distance=50&make=Ford')
    const from = { lat: -33.814463, lng: 151.006506 }
    const sort = sortOption(near.sort, { priceAscendingExcludesZero: false }, true)
    const searches = resultsSearches(near, { now, siteFilter: site, sort, near: { from, radiusKm: 50 } })
    for (const search of searches)
      expect(search?.filter_by).toContain('(location:(-33.814463, 151.006506, 50 km))')
    expect(searches[0]?.sort_by).toBe('location(-33.814463, 151.006506):asc,custom_rank:desc')
    // Any distance: sorted from the place, nothing filtered out.
    const [anywhere] = resultsSearches(parseSearchParams('near=2150'), {
      now,
      siteFilter: site,
      sort,
      near: { from, radiusKm: null },
    })
    expect(anywhere?.filter_by).toBe('x:=[1]')
    expect(anywhere?.sort_by).toBe(searches[0]?.sort_by)
  })

  it('one per model: every search grouped by make and model, the pages counting models', () => {
    const sort = sortOption('price-asc', { priceAscendingExcludesZero: false })
    const [main, ...counts] = resultsSearches(state, { now, siteFilter: site, sort, layout: 'model' })
    expect(main).toMatchObject({ group_by: 'make_model', group_limit: 1, per_page: 21, page: 2 })
    expect(counts.map((search) => search?.group_by)).toEqual(['make_model', 'make_model'])
  })

  it("leaves the collection's own ranking alone for the default order", () => {
    const sort = sortOption('featured', { priceAscendingExcludesZero: false })
    const [main] = resultsSearches(parseSearchParams(''), { now, siteFilter: site, sort })
    expect(main).not.toHaveProperty('sort_by')
  })

  describe("with the website's promoted cars", () => {
    const promotions = { site: 'scm', landingPath: '/search/used-cars' }
    const featured = sortOption('featured', { priceAscendingExcludesZero: false })

    it("asks for the landing page's and the website's curation rules on the page of cards only", () => {
      const [main, ...counts] = resultsSearches(parseSearchParams('make=Ford'), {
        now,
        siteFilter: site,
        sort: featured,
        promotions,
      })
      expect(main).toMatchObject({ curation_tags: 'promoted:scm,promoted:scm:/search/used-cars' })
      expect(counts.map((search) => search !== null && 'curation_tags' in search)).toEqual([false])
    })

    it("asks for the website's rules only with typed words, and none in another order or near a place", () => {
      const [words] = resultsSearches(parseSearchParams('q=ranger'), {
        now,
        siteFilter: site,
        sort: featured,
        promotions,
      })
      expect(words).toMatchObject({ curation_tags: 'promoted:scm' })
      const byPrice = sortOption('price-asc', { priceAscendingExcludesZero: false })
      const [sorted] = resultsSearches(parseSearchParams(''), {
        now,
        siteFilter: site,
        sort: byPrice,
        promotions,
      })
      expect(sorted).not.toHaveProperty('curation_tags')
      const nearest = sortOption('nearest', { priceAscendingExcludesZero: false }, true)
      const [near] = resultsSearches(parseSearchParams('near=2150'), {
        now,
        siteFilter: site,
        sort: nearest,
        near: { from: { lat: -33.8, lng: 151 }, radiusKm: null },
        promotions,
      })
      expect(near).not.toHaveProperty('curation_tags')
    })
  })
})

describe('a facet value from the URL that no filter can hold', () => {
  const site = anyOf('dealership_slug', ['harbourside-volkswagen'])
  const sort = sortOption('featured', { priceAscendingExcludesZero: false })
  const injection = 'a`]) || (dealership_slug:!=zzz) || (make:=`b'
  const hostile = parseSearchParams(new URLSearchParams({ make: injection }))

  it('asks no page of cards, but still counts that facet’s values', () => {
    const [main, makeCounts] = resultsSearches(hostile, { now, siteFilter: site, sort })
    expect(main).toBeNull()
    expect(makeCounts).toMatchObject({
      facet_by: 'make',
      filter_by: 'dealership_slug:=[`harbourside-volkswagen`]',
    })
  })

  it('shows no car, without a failure, and the facet’s real values to choose from', async () => {
    const asked: CollectionSearch[][] = []
    const client: SearchOnlyClient = {
      search: async () => {
        throw new Error('The results page asks one multi-search')
      },
      multiSearch: async <T extends DocumentSchema>(searches: readonly CollectionSearch[]) => {
        asked.push([...searches])
        return searches.map(() => ({
          found: 290,
          hits: [{ document: { id: 'v1', slug: 'a-car' } }],
          facet_counts: [{ field_name: 'make', counts: [{ value: 'Volkswagen', count: 290 }] }],
        })) as unknown as MultiSearchResult<T>[]
      },
    }
    const view = await searchResults(client, hostile, {
      now,
      siteFilter: site,
      priceAscendingExcludesZero: false,
    })
    expect(view.nbHits).toBe(0)
    expect(view.hits).toEqual([])
    expect(view.facets.make).toEqual({ Volkswagen: 290 })
    expect(asked.map((searches) => searches.map((search) => search.filter_by))).toEqual([
      ['dealership_slug:=[`harbourside-volkswagen`]'],
    ])
  })
})

describe('facet values from the URL, checked against the site’s own first', () => {
  const site = anyOf('dealership_slug', ['harbourside-volkswagen'])
  const sort = sortOption('featured', { priceAscendingExcludesZero: false })
  const siteValues = { make: ['Volkswagen', 'Audi'], body: ['SUV'] }

  it('filters by the values the site has, as the site spells them, and leaves the others out', () => {
    const state = parseSearchParams('make=volkswagen&make=Holden&body=SUV')
    expect(writeFilter(refinementsFilter(state, { now, siteValues }))).toBe(
      '(make:=[`Volkswagen`]) && (body:=[`SUV`])',
    )
  })

  it('asks nothing for a make > model path the site does not have: no cars, never every car', () => {
    const searches = resultsSearches(parseSearchParams('make_model=Toyota+%3E+HiLux&make=Volkswagen'), {
      now,
      siteFilter: site,
      sort,
      siteValues: { ...siteValues, make_model: ['Volkswagen > Golf'] },
    })
    // The page of cards and the make's own counts alike: the path holds on every search.
    expect(searches).toEqual([null, null])
  })

  it('asks no page of cards for a make the site does not have, but still counts its makes', () => {
    const [main, makeCounts] = resultsSearches(parseSearchParams('make=Toyota&body=SUV'), {
      now,
      siteFilter: site,
      sort,
      siteValues,
    })
    expect(main).toBeNull()
    expect(makeCounts).toMatchObject({
      facet_by: 'make',
      filter_by: '(dealership_slug:=[`harbourside-volkswagen`]) && (body:=[`SUV`])',
    })
  })
})
