import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sortOption, sortOptions } from '@forecourt/domain/search/sort'
import { parseSearchParams, type SearchState } from '@forecourt/domain/search/url-state'
import { vehicleGeoField } from '@forecourt/search/collections/vehicles'
import { anyOf } from '@forecourt/search/filter-expression'
import { writeFilter } from '@forecourt/search/filter-writer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type NearSearch, nearFilter, nearSearchParameters } from './near-search'
import { resultsSearches } from './results-search.server'
import { createVehicleSearchClient } from './search-client'
import { createSearchStateMapping } from './search-routing'

// The loader's near-me search and InstantSearch's, through the real typesense-instantsearch-adapter to a
// stand-in node that records what it is asked: the same radius filter and the same order (ADR 026, 033).

const collection = 'vehicles'
const settings = { priceAscendingExcludesZero: true }
const parramatta = { lat: -33.814463, lng: 151.006506 }

let asked: Record<string, unknown>[] = []
let port = 0
const server = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => {
    body += chunk
  })
  request.on('end', () => {
    const searches = (JSON.parse(body) as { searches: Record<string, unknown>[] }).searches
    asked.push(...searches)
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ results: searches.map(() => ({ found: 0, hits: [], facet_counts: [] })) }))
  })
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => {
  server.close()
})

/** What InstantSearch asks for a state, started (as LiveSearch is) for one near-me search. */
async function instantSearchAsks(state: SearchState, near: NearSearch | null) {
  asked = []
  const nearContext = { nearMe: state.nearMe, from: near?.from ?? null }
  const sorts = sortOptions(settings, state.nearMe !== null)
  const ui = createSearchStateMapping(collection, sorts, nearContext).routeToState(state)[collection] ?? {}
  const client = createVehicleSearchClient({
    url: `http://127.0.0.1:${port}`,
    apiKey: 'scoped',
    priceAscendingFilter: 'price:>0',
  })
  const facetFilters = Object.entries(state.refinements).map(([attribute, values]) =>
    (values ?? []).map((value) => `${attribute}:${value}`),
  )
  await client.search([
    {
      indexName: ui.sortBy ?? collection,
      params: {
        query: ui.query ?? '',
        hitsPerPage: 21,
        page: (ui.page ?? 1) - 1,
        facetFilters,
        ...nearSearchParameters(near),
      },
    },
  ])
  return asked[0] ?? {}
}

function loaderAsks(state: SearchState, near: NearSearch | null) {
  const [main] = resultsSearches(state, {
    now: Date.now(),
    siteFilter: anyOf('dealership_slug', ['southern-cross-motors']),
    sort: sortOption(state.sort, settings, state.nearMe !== null),
    near,
  })
  if (!main) throw new Error('The loader asked no search')
  return main
}

describe('near me: the loader and InstantSearch ask the same question', () => {
  it('within 50 km of 2150, nearest first: the same radius filter and order', async () => {
    const state = parseSearchParams('near=2150&distance=50&make=Ford')
    const near = { from: parramatta, radiusKm: 50 } as const
    const loader = loaderAsks(state, near)
    const browser = await instantSearchAsks(state, near)
    const radius = `${vehicleGeoField}:(-33.814463, 151.006506, 50 km)`
    expect(writeFilter(nearFilter(near)!)).toBe(radius)
    expect(loader.filter_by).toBe(
      `(dealership_slug:=[\`southern-cross-motors\`]) && (make:=[\`Ford\`]) && (${radius})`,
    )
    expect(browser.filter_by).toBe(`make:=[\`Ford\`] && ${radius}`)
    expect(loader.sort_by).toBe(`${vehicleGeoField}(-33.814463, 151.006506):asc,custom_rank:desc`)
    expect(browser.sort_by).toBe(loader.sort_by)
  })

  it('at any distance: no filter, still nearest first', async () => {
    const state = parseSearchParams('near=2150')
    const near = { from: parramatta, radiusKm: null }
    const loader = loaderAsks(state, near)
    const browser = await instantSearchAsks(state, near)
    expect(loader.filter_by).toBe('dealership_slug:=[`southern-cross-motors`]')
    expect(browser).not.toHaveProperty('filter_by')
    expect(browser.sort_by).toBe(loader.sort_by)
  })

  it('another order keeps the distance last, so every hit says how far it is', async () => {
    const state = parseSearchParams('near=2150&distance=25&sort=price-asc')
    const near = { from: parramatta, radiusKm: 25 } as const
    const loader = loaderAsks(state, near)
    const browser = await instantSearchAsks(state, near)
    expect(loader.sort_by).toBe('price:asc,location(-33.814463, 151.006506):asc')
    expect(browser.sort_by).toBe(loader.sort_by)
    // The dealer's 'price above 0' for price ascending still applies from a place.
    expect(loader.filter_by).toContain('(price:>0)')
    expect(browser.filter_by).toContain('price:>0')
    expect(browser.filter_by).toContain(`${vehicleGeoField}:(-33.814463, 151.006506, 25 km)`)
  })

  it("'Featured' from a place is the index's own ranking, then the distance", async () => {
    const state = parseSearchParams('near=2150&sort=featured&q=ranger')
    const near = { from: parramatta, radiusKm: null }
    const loader = loaderAsks(state, near)
    const browser = await instantSearchAsks(state, near)
    expect(loader.sort_by).toBe('_text_match:desc,custom_rank:desc,location(-33.814463, 151.006506):asc')
    expect(browser.sort_by).toBe(loader.sort_by)
  })

  it('a place the server could not find asks nothing of distance, on either side', async () => {
    const state = parseSearchParams('near=xyz&distance=50')
    const loader = loaderAsks(state, null)
    const browser = await instantSearchAsks(state, null)
    expect(loader).not.toHaveProperty('sort_by')
    expect(browser).not.toHaveProperty('sort_by')
    expect(loader.filter_by).toBe('dealership_slug:=[`southern-cross-motors`]')
    expect(browser).not.toHaveProperty('filter_by')
  })
})
