import TypesenseInstantSearchAdapter from 'typesense-instantsearch-adapter'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Vehicle, vehicles } from './fixtures/vehicles.ts'
import { SEARCH_KEY, startTestServer, type TestServer } from './helpers/server.ts'

interface AdaptedResult {
  hits: { objectID: string; _highlightResult?: Record<string, { value: string }> }[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  facets?: Record<string, Record<string, number>>
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>
}

type InstantSearchRequest = { indexName: string; params: Record<string, unknown> }

// Expected values are computed from the fixture with plain JavaScript, never read from the engine.
const count = (list: Vehicle[], key: (v: Vehicle) => string) => {
  const out: Record<string, number> = {}
  for (const v of list) out[key(v)] = (out[key(v)] ?? 0) + 1
  return out
}

describe('typesense-instantsearch-adapter against the engine', () => {
  let ts: TestServer
  let search: (requests: InstantSearchRequest[]) => Promise<AdaptedResult[]>
  let facetSearch: (
    requests: InstantSearchRequest[],
  ) => Promise<{ facetHits: { value: string; count: number; highlighted: string }[] }[]>

  beforeAll(async () => {
    ts = await startTestServer()
    const adapter = new TypesenseInstantSearchAdapter({
      server: { nodes: [{ host: '127.0.0.1', port: ts.server.port, protocol: 'http' }], apiKey: SEARCH_KEY },
      additionalSearchParameters: { query_by: 'make,model,badge,title' },
    })
    const client = adapter.searchClient as unknown as {
      search: (r: InstantSearchRequest[]) => Promise<{ results: AdaptedResult[] }>
      searchForFacetValues: (
        r: InstantSearchRequest[],
      ) => Promise<{ facetHits: { value: string; count: number; highlighted: string }[] }[]>
    }
    search = async (requests) => (await client.search(requests)).results
    facetSearch = (requests) => client.searchForFacetValues(requests)
  })
  afterAll(() => ts.close())

  it('runs a plain query with facets and paging', async () => {
    const [result] = await search([
      {
        indexName: 'vehicles',
        params: { query: '', facets: ['make', 'body'], hitsPerPage: 5, page: 0, maxValuesPerFacet: 50 },
      },
    ])
    expect(result!.nbHits).toBe(vehicles.length)
    expect(result!.hits).toHaveLength(5)
    expect(result!.nbPages).toBe(Math.ceil(vehicles.length / 5))
    expect(result!.facets!.make).toEqual(count(vehicles, (v) => v.make))
    expect(result!.facets!.body).toEqual(count(vehicles, (v) => v.body))
  })

  it('applies disjunctive refinements the way InstantSearch sends them', async () => {
    // Main query with every refinement, plus one query per disjunctive facet without its own refinement.
    const refined = vehicles.filter((v) => ['Toyota', 'Mazda'].includes(v.make) && v.body === 'SUV')
    const [main, makeFacet, bodyFacet] = await search([
      {
        indexName: 'vehicles',
        params: {
          query: '',
          facets: ['make', 'body'],
          facetFilters: [['make:Toyota', 'make:Mazda'], ['body:SUV']],
          hitsPerPage: 50,
        },
      },
      {
        indexName: 'vehicles',
        params: { query: '', facets: ['make'], facetFilters: [['body:SUV']], hitsPerPage: 0 },
      },
      {
        indexName: 'vehicles',
        params: {
          query: '',
          facets: ['body'],
          facetFilters: [['make:Toyota', 'make:Mazda']],
          hitsPerPage: 0,
        },
      },
    ])
    expect(main!.nbHits).toBe(refined.length)
    expect(main!.hits.map((h) => h.objectID).sort()).toEqual(refined.map((v) => v.id).sort())
    expect(makeFacet!.facets!.make).toEqual(
      count(
        vehicles.filter((v) => v.body === 'SUV'),
        (v) => v.make,
      ),
    )
    expect(bodyFacet!.facets!.body).toEqual(
      count(
        vehicles.filter((v) => ['Toyota', 'Mazda'].includes(v.make)),
        (v) => v.body,
      ),
    )
  })

  it('refines values that need escaping and negative refinements', async () => {
    const [withSpace] = await search([
      { indexName: 'vehicles', params: { query: '', facetFilters: [['make:Land Rover']], hitsPerPage: 50 } },
    ])
    expect(withSpace!.nbHits).toBe(vehicles.filter((v) => v.make === 'Land Rover').length)
    const [negative] = await search([
      { indexName: 'vehicles', params: { query: '', facetFilters: ['make:-Toyota'], hitsPerPage: 50 } },
    ])
    expect(negative!.nbHits).toBe(vehicles.filter((v) => v.make !== 'Toyota').length)
  })

  it('applies numeric range filters and reports facet stats', async () => {
    const [result] = await search([
      {
        indexName: 'vehicles',
        params: {
          query: '',
          facets: ['price'],
          numericFilters: ['price>=30000', 'price<=60000'],
          hitsPerPage: 50,
        },
      },
    ])
    const inRange = vehicles.filter((v) => v.price >= 30000 && v.price <= 60000)
    expect(result!.nbHits).toBe(inRange.length)
    const prices = inRange.map((v) => v.price)
    expect(result!.facets_stats!.price).toMatchObject({
      min: Math.min(...prices),
      max: Math.max(...prices),
      sum: prices.reduce((a, b) => a + b, 0),
    })
  })

  it('searches facet values', async () => {
    const [response] = await facetSearch([
      {
        indexName: 'vehicles',
        params: {
          query: '',
          facets: ['make', 'body'],
          facetName: 'make',
          facetQuery: 'ma',
          maxFacetHits: 10,
        },
      },
    ])
    expect(response!.facetHits.map((h) => ({ value: h.value, count: h.count }))).toEqual([
      { value: 'Mazda', count: vehicles.filter((v) => v.make === 'Mazda').length },
    ])
    expect(response!.facetHits[0]!.highlighted).toContain('Ma')
  })

  it('sorts through a replica index name', async () => {
    const [ascending] = await search([
      { indexName: 'vehicles/sort/price:asc', params: { query: '', hitsPerPage: 5 } },
    ])
    const expected = [...vehicles]
      .sort((a, b) => a.price - b.price || vehicles.indexOf(b) - vehicles.indexOf(a))
      .slice(0, 5)
    expect(ascending!.hits.map((h) => h.objectID)).toEqual(expected.map((v) => v.id))
  })

  it('pages through results', async () => {
    const pages = await Promise.all(
      [0, 1, 2, 3].map(
        async (page) =>
          (
            await search([
              { indexName: 'vehicles/sort/year:desc', params: { query: '', hitsPerPage: 8, page } },
            ])
          )[0]!,
      ),
    )
    const seen = pages.flatMap((p) => p.hits.map((h) => h.objectID))
    expect(seen).toHaveLength(vehicles.length)
    expect(new Set(seen).size).toBe(vehicles.length)
    expect(pages.map((p) => p.page)).toEqual([0, 1, 2, 3])
  })

  it('runs a text query and returns highlights', async () => {
    const [result] = await search([{ indexName: 'vehicles', params: { query: 'ranger', hitsPerPage: 10 } }])
    expect(result!.hits.map((h) => h.objectID).sort()).toEqual(
      vehicles
        .filter((v) => v.model === 'Ranger')
        .map((v) => v.id)
        .sort(),
    )
    expect(result!.hits[0]!._highlightResult!.model!.value).toContain('Ranger')
  })
})
