import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sortOption } from '@forecourt/domain/search/sort'
import { parseSearchParams } from '@forecourt/domain/search/url-state'
import { anyOf } from '@forecourt/search/filter-expression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MODEL_GROUP_FIELD, modelGroupParameters } from './model-groups'
import { resultsSearches } from './results-search.server'
import { createVehicleSearchClient } from './search-client'

// One per model: the loader's searches and InstantSearch's, through the real typesense-instantsearch-adapter
// to a stand-in node that records what it is asked and answers with groups (ADR 026, 035).

let asked: Record<string, unknown>[] = []
let port = 0
const car = (id: string, model: string) => ({
  document: { id, make: 'Toyota', model, status: 'in_stock' },
  highlight: {},
  highlights: [],
})
const server = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => {
    body += chunk
  })
  request.on('end', () => {
    const searches = (JSON.parse(body) as { searches: Record<string, unknown>[] }).searches
    asked.push(...searches)
    const grouped = {
      found: 2,
      found_docs: 14,
      page: 1,
      request_params: { per_page: 21 },
      facet_counts: [],
      grouped_hits: [
        { found: 13, group_key: ['Toyota > HiLux'], hits: [car('a', 'HiLux')] },
        { found: 1, group_key: ['Toyota > Yaris'], hits: [car('b', 'Yaris')] },
      ],
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ results: searches.map(() => grouped) }))
  })
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => {
  server.close()
})

describe('one per model: the loader and InstantSearch ask the same question', () => {
  const state = parseSearchParams('make=Toyota&view=model')
  const sort = sortOption(state.sort, { priceAscendingExcludesZero: false })
  const site = anyOf('x', [1])

  it('groups by the make-and-model field, one car per group, on every search of the page', () => {
    expect(modelGroupParameters('model')).toEqual({ group_by: MODEL_GROUP_FIELD, group_limit: 1 })
    expect(modelGroupParameters('all')).toBeNull()
    const searches = resultsSearches(state, { now: Date.now(), siteFilter: site, sort, layout: 'model' })
    expect(searches).toHaveLength(2)
    for (const search of searches) expect(search).toMatchObject({ group_by: 'make_model', group_limit: 1 })
    for (const search of resultsSearches(state, { now: Date.now(), siteFilter: site, sort }))
      expect(search).not.toHaveProperty('group_by')
  })

  it("InstantSearch asks the same, and reads a hit per model with its model's count", async () => {
    asked = []
    const client = createVehicleSearchClient({
      url: `http://127.0.0.1:${port}`,
      apiKey: 'scoped',
      grouping: modelGroupParameters('model'),
    })
    const response = await client.search([
      { indexName: 'vehicles', params: { query: '', hitsPerPage: 21, facetFilters: [['make:Toyota']] } },
    ])
    const [loader] = resultsSearches(state, { now: Date.now(), siteFilter: site, sort, layout: 'model' })
    expect(asked[0]).toMatchObject({ group_by: loader?.group_by, group_limit: loader?.group_limit })
    const [result] = response.results as { hits: Record<string, unknown>[]; nbHits: number }[]
    expect(result?.nbHits).toBe(2)
    expect(result?.hits.map((hit) => [hit.objectID, hit._group_found])).toEqual([
      ['a', 13],
      ['b', 1],
    ])
  })
})
