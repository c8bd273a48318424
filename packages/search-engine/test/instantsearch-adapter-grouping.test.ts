import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Vehicle, vehicles } from './fixtures/vehicles.ts'
import { adapterClient, type InstantSearchRequest } from './helpers/adapter.ts'
import { startTestServer, type TestServer } from './helpers/server.ts'

// One card per model: group_by through the adapter's additionalSearchParameters. Expectations are computed
// from the fixture: models ranked by their most expensive car (price is the default sorting field).

const byPrice = (a: Vehicle, b: Vehicle) => b.price - a.price || vehicles.indexOf(b) - vehicles.indexOf(a)

function modelGroups(list: Vehicle[]) {
  const groups = new Map<string, Vehicle[]>()
  for (const v of list) groups.set(v.model, [...(groups.get(v.model) ?? []), v])
  return [...groups.values()]
    .map((members) => [...members].sort(byPrice))
    .sort((a, b) => byPrice(a[0]!, b[0]!))
}

describe('typesense-instantsearch-adapter with group_by', () => {
  let ts: TestServer
  type Search = (requests: InstantSearchRequest[]) => ReturnType<ReturnType<typeof adapterClient>>
  let flattened: Search
  let nested: Search

  beforeAll(async () => {
    ts = await startTestServer()
    const additionalSearchParameters = { query_by: 'make,model,title', group_by: 'model', group_limit: 2 }
    flattened = adapterClient(ts, { additionalSearchParameters })
    nested = adapterClient(ts, { additionalSearchParameters, flattenGroupedHits: false })
  })
  afterAll(() => ts.close())

  it('returns one card per model with the group found count, and counts facets per model', async () => {
    const [result] = await nested([
      {
        indexName: 'vehicles',
        params: { query: '', facets: ['make'], hitsPerPage: 100, maxValuesPerFacet: 50 },
      },
    ])
    const groups = modelGroups(vehicles)
    expect(result!.nbHits).toBe(groups.length)
    expect(result!.hits.map((h) => h.objectID)).toEqual(groups.map((g) => g[0]!.id))
    expect(result!.hits.map((h) => h._group_found)).toEqual(groups.map((g) => g.length))
    expect(result!.hits.map((h) => h.group_key)).toEqual(groups.map((g) => [g[0]!.model]))
    expect(result!.hits.map((h) => h._grouped_hits!.map((x) => x.objectID))).toEqual(
      groups.map((g) => g.slice(0, 2).map((v) => v.id)),
    )
    const modelsPerMake: Record<string, number> = {}
    for (const g of groups) modelsPerMake[g[0]!.make] = (modelsPerMake[g[0]!.make] ?? 0) + 1
    expect(result!.facets!.make).toEqual(modelsPerMake)
  })

  it('flattens the groups into hits by default, and refines and pages by group', async () => {
    const [result] = await flattened([
      {
        indexName: 'vehicles',
        params: { query: '', facetFilters: [['body:Ute']], hitsPerPage: 2, page: 1 },
      },
    ])
    const groups = modelGroups(vehicles.filter((v) => v.body === 'Ute'))
    expect(result!.nbHits).toBe(groups.length)
    expect(result!.page).toBe(1)
    expect(result!.hits.map((h) => h.objectID)).toEqual(
      groups.slice(2, 4).flatMap((g) => g.slice(0, 2).map((v) => v.id)),
    )
  })
})
