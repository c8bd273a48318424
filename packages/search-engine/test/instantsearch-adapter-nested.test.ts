import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nestedCarSchema, nestedCars } from './fixtures/nested.ts'
import { adapterClient, type InstantSearchRequest } from './helpers/adapter.ts'
import { startTestServer, type TestServer } from './helpers/server.ts'

// A hierarchical menu over nested fields (`category.lvl0`, `category.lvl1`), sent the way InstantSearch's
// hierarchicalMenu widget sends it: the refined query, then one query per parent level. Counts come from
// the fixture.

const count = (values: string[]) => {
  const out: Record<string, number> = {}
  for (const v of values) out[v] = (out[v] ?? 0) + 1
  return out
}

describe('typesense-instantsearch-adapter hierarchical menu on nested fields', () => {
  let ts: TestServer
  let search: (requests: InstantSearchRequest[]) => ReturnType<ReturnType<typeof adapterClient>>

  beforeAll(async () => {
    ts = await startTestServer({ load: false })
    await ts.request('POST', '/collections', { body: nestedCarSchema })
    await ts.request('POST', '/collections/cars/documents/import', {
      body: nestedCars.map((c) => JSON.stringify(c)).join('\n'),
      contentType: 'text/plain',
    })
    search = adapterClient(ts, { additionalSearchParameters: { query_by: 'title,dealer' } })
  })
  afterAll(() => ts.close())

  it('refines a second level and counts each level as the widget needs', async () => {
    const facets = ['category.lvl0', 'category.lvl1']
    const [refined, parent, root] = await search([
      {
        indexName: 'cars',
        params: { query: '', facets, facetFilters: [['category.lvl1:Commercial > Ute']] },
      },
      {
        indexName: 'cars',
        params: { query: '', facets, facetFilters: [['category.lvl0:Commercial']], hitsPerPage: 0 },
      },
      { indexName: 'cars', params: { query: '', facets: ['category.lvl0'], hitsPerPage: 0 } },
    ])
    const utes = nestedCars.filter((c) => c.category.lvl1 === 'Commercial > Ute')
    expect(refined!.hits.map((h) => h.objectID).sort()).toEqual(utes.map((c) => c.id).sort())
    expect(refined!.hits[0]!.category).toEqual(
      utes.find((c) => c.id === refined!.hits[0]!.objectID)!.category,
    )
    const commercial = nestedCars.filter((c) => c.category.lvl0 === 'Commercial')
    expect(parent!.facets!['category.lvl1']).toEqual(count(commercial.map((c) => c.category.lvl1)))
    expect(root!.facets!['category.lvl0']).toEqual(count(nestedCars.map((c) => c.category.lvl0)))
  })

  it('highlights a nested text match in _highlightResult', async () => {
    const [result] = await search([{ indexName: 'cars', params: { query: 'parramatta' } }])
    expect(result!.hits.map((h) => h.objectID).sort()).toEqual(
      nestedCars
        .filter((c) => c.dealer.name.startsWith('Parramatta'))
        .map((c) => c.id)
        .sort(),
    )
    const highlight = result!.hits[0]!._highlightResult as { dealer?: { name?: { value: string } } }
    expect(highlight.dealer!.name!.value).toContain('<mark>Parramatta</mark>')
  })
})
