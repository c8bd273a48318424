import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query, startTestServer, type TestServer } from '../helpers/server.ts'

// Malformed requests to the new features answer 4xx with a message, never a 500.

describe('malformed requests to geo, grouping, curation, nested fields and union', () => {
  let ts: TestServer
  beforeAll(async () => {
    ts = await startTestServer()
    await ts.request('POST', '/collections', {
      body: {
        name: 'places',
        enable_nested_fields: true,
        fields: [
          { name: 'loc', type: 'geopoint', optional: true },
          { name: 'locs', type: 'geopoint[]', optional: true },
          { name: 'meta', type: 'object', optional: true, facet: true },
        ],
      },
    })
    await ts.request('POST', '/collections/places/documents', {
      body: { id: 'p', loc: [1, 2], meta: { a: 'x' } },
    })
  })
  afterAll(() => ts.close())

  const searches: Record<string, string>[] = [
    { filter_by: 'loc:' },
    { filter_by: 'loc:()' },
    { filter_by: 'loc:(1, 2)' },
    { filter_by: 'loc:(a, b, 1 km)' },
    { filter_by: 'loc:(1, 2, km)' },
    { filter_by: 'loc:([1, 2], radius: )' },
    { filter_by: 'loc:([1, 2, 3], radius: 1 km)' },
    { filter_by: 'loc:[([1, 2], radius: 1 km)' },
    { filter_by: 'loc:[(1, 2, 1 km), (3, 4, 1 km)]' },
    { filter_by: 'loc:(1, 2, 3, 4, 5, 6, 7)' },
    { filter_by: 'loc:(nan, nan, nan, nan, nan, nan)' },
    { filter_by: 'locs:!(1, 2, 1 km)' },
    { filter_by: 'meta:x' },
    { sort_by: 'loc(1, 2, precision: x km):asc' },
    { sort_by: 'loc(1):asc' },
    { sort_by: 'locs(1, 2, exclude_radius: 0 km):asc' },
    { sort_by: 'meta:asc' },
    { group_by: 'loc' },
    { group_by: 'meta' },
    { group_by: 'meta.a', group_limit: '-1' },
    { pinned_hits: ',' },
    { pinned_hits: 'p:' },
    { hidden_hits: ',,,' },
    { curation_tags: ',', q: 'x', query_by: 'meta' },
    { q: 'x', query_by: 'meta.nope' },
    { q: 'x', query_by: 'loc' },
    { facet_by: 'meta' },
    { include_fields: 'meta.', exclude_fields: '.' },
  ]

  it.each(searches)('search %j', async (params) => {
    const response = await ts.request(
      'GET',
      `/collections/places/documents/search?${query({ q: '*', ...params })}`,
    )
    expect(response.status, response.text).toBeLessThan(500)
    expect(
      typeof (response.json() as { message?: unknown; found?: unknown }).found === 'number' ||
        (response.json() as { message: string }).message.length > 0,
    ).toBe(true)
  })

  const writes: [string, string, unknown][] = [
    ['POST', '/collections/places/documents', { loc: 'x' }],
    ['POST', '/collections/places/documents', { loc: [1] }],
    ['POST', '/collections/places/documents', { locs: [[1, 2], 'x'] }],
    ['POST', '/collections/places/documents', { meta: 'x' }],
    ['POST', '/collections/places/documents', { meta: { a: 1 } }],
    ['POST', '/collections/places/documents', { meta: [{ a: 'x' }] }],
    ['PUT', '/curation_sets/x', { items: [1, 'a', null] }],
    ['PUT', '/curation_sets/x', null],
    ['PUT', '/curation_sets/x/items/y', [1]],
    [
      'PUT',
      '/curation_sets/x/items/y',
      { rule: { query: 'a', match: 'exact' }, includes: [{ id: 1, position: 1 }] },
    ],
    ['PUT', '/collections/places/overrides/o', { rule: { query: 1, match: 'exact' }, excludes: [] }],
    [
      'PUT',
      '/collections/places/overrides/o',
      { rule: { tags: ['a'] }, excludes: [], effective_from_ts: 'soon' },
    ],
    ['PATCH', '/collections/places', { curation_sets: [1] }],
    ['PATCH', '/collections/places', {}],
    ['PATCH', '/collections/nope', { curation_sets: [] }],
    ['POST', '/collections', { name: 'g', fields: [{ name: 'g', type: 'geopoint', facet: 'yes' }] }],
    ['POST', '/collections', { name: 'g', fields: [{ name: 'o', type: 'object' }], curation_sets: 'x' }],
    [
      'POST',
      '/multi_search',
      { union: true, searches: [{ collection: 'places', q: '*', sort_by: 'loc(1,2):asc' }, { q: '*' }] },
    ],
    ['POST', '/multi_search', { union: true, searches: 'x' }],
    [
      'POST',
      '/multi_search',
      { union: true, searches: [{ collection: 'places', q: '*', pinned_hits: 'x' }] },
    ],
  ]

  it.each(writes)('%s %s %j', async (method, path, body) => {
    const response = await ts.request(method, path, { body: body === null ? 'null' : body })
    expect(response.status, response.text).toBeLessThan(500)
  })
})
