import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { yards } from '../fixtures/geo-places.ts'
import { type Vehicle, vehicles } from '../fixtures/vehicles.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'

// Union search (multi_search with `union: true`) as Typesense documents it and implements it
// (collection_manager.cpp / collection.cpp `do_union`, test/union_test.cpp): one ranking across searches,
// pagination from the query string only, ties broken by search index then latest first, duplicates removed.

interface UnionHit {
  document: { id: string }
  collection: string
  search_index: number
  curated?: boolean
}
interface UnionBody {
  found: number
  out_of: number
  page: number
  hits: UnionHit[]
  union_request_params: { collection_name: string; q: string; per_page: number; found: number }[]
  code?: number
  error?: string
}

const byPriceDesc = (a: Vehicle, b: Vehicle) => b.price - a.price || vehicles.indexOf(b) - vehicles.indexOf(a)

describe('multi_search with union: true', () => {
  let ts: TestServer
  const union = async (searches: object[], query = '', extra: object = {}) => {
    const response = await ts.request('POST', `/multi_search${query}`, {
      body: { union: true, searches, ...extra },
      contentType: 'text/plain',
    })
    expect(response.status).toBe(200)
    return response.json() as UnionBody
  }
  const key = (h: UnionHit) => `${h.search_index}:${h.document.id}`

  beforeAll(async () => {
    ts = await startTestServer()
    await ts.request('POST', '/collections', {
      body: {
        name: 'yards',
        fields: [
          { name: 'name', type: 'string' },
          { name: 'make', type: 'string', facet: true },
          { name: 'price', type: 'int32' },
          { name: 'location', type: 'geopoint' },
        ],
      },
    })
    await ts.request('POST', '/collections/yards/documents/import', {
      body: yards.map((y) => JSON.stringify(y)).join('\n'),
      contentType: 'text/plain',
    })
  })
  afterAll(() => ts.close())

  it('merges two searches of one collection by their shared sort', async () => {
    const body = await union([
      { collection: 'vehicles', q: 'toyota', query_by: 'make', sort_by: 'price:desc' },
      { collection: 'vehicles', q: 'mazda', query_by: 'make', sort_by: 'price:desc' },
    ])
    const expected = vehicles.filter((v) => v.make === 'Toyota' || v.make === 'Mazda').sort(byPriceDesc)
    expect(body.found).toBe(expected.length)
    expect(body.hits.map((h) => h.document.id)).toEqual(expected.slice(0, 10).map((v) => v.id))
    expect(body.hits.map((h) => h.search_index)).toEqual(
      expected.slice(0, 10).map((v) => (v.make === 'Toyota' ? 0 : 1)),
    )
    expect(body.hits.every((h) => h.collection === 'vehicles')).toBe(true)
    expect(body.out_of).toBe(vehicles.length)
    expect(body.page).toBe(0)
    expect(body.union_request_params.map((p) => [p.collection_name, p.q, p.found, p.per_page])).toEqual([
      ['vehicles', 'toyota', vehicles.filter((v) => v.make === 'Toyota').length, 10],
      ['vehicles', 'mazda', vehicles.filter((v) => v.make === 'Mazda').length, 10],
    ])
    expect(body).not.toHaveProperty('facet_counts')
  })

  it('merges collections, pages with the query string and breaks ties by search index', async () => {
    const all = [
      ...vehicles.map((v) => ({ id: v.id, price: v.price, index: 0, seq: vehicles.indexOf(v) })),
      ...yards.map((y, i) => ({ id: y.id, price: y.price, index: 1, seq: i })),
    ].sort((a, b) => a.price - b.price || a.index - b.index || b.seq - a.seq)
    const body = await union(
      [
        { collection: 'vehicles', q: '*', sort_by: 'price:asc' },
        { collection: 'yards', q: '*', sort_by: 'price:asc', page: 9, per_page: 1 },
      ],
      '?page=2&per_page=4',
    )
    expect(body.page).toBe(2)
    expect(body.found).toBe(vehicles.length + yards.length)
    expect(body.out_of).toBe(vehicles.length + yards.length)
    expect(body.hits.map(key)).toEqual(all.slice(4, 8).map((x) => `${x.index}:${x.id}`))
  })

  it('removes a document found by two searches of one collection unless told not to', async () => {
    const searches = [
      { collection: 'vehicles', q: '*', filter_by: 'make:=Toyota', sort_by: 'price:desc' },
      { collection: 'vehicles', q: '*', filter_by: 'body:=Ute', sort_by: 'price:desc' },
    ]
    const a = vehicles.filter((v) => v.make === 'Toyota')
    const b = vehicles.filter((v) => v.body === 'Ute')
    const both = a.filter((v) => b.includes(v))
    expect(both.length).toBeGreaterThan(0)
    const deduped = await union(searches, '?per_page=50')
    expect(deduped.found).toBe(a.length + b.length - both.length)
    expect(deduped.hits.map((h) => h.document.id)).toEqual(
      [...new Set([...a, ...b])].sort(byPriceDesc).map((v) => v.id),
    )
    const kept = await union(searches, '?per_page=50', { remove_duplicates: false })
    expect(kept.found).toBe(a.length + b.length)
    expect(kept.hits).toHaveLength(a.length + b.length)
  })

  it('places pinned hits of a search at their positions', async () => {
    const body = await union([
      { collection: 'vehicles', q: '*', sort_by: 'price:desc', pinned_hits: 'v030:2' },
      { collection: 'yards', q: '*', sort_by: 'price:desc' },
    ])
    expect(body.hits[1]).toMatchObject({ document: { id: 'v030' }, curated: true, search_index: 0 })
  })

  const errors: [string, object[], string, number, string][] = [
    [
      'global parameters',
      [{ collection: 'vehicles', q: '*' }],
      '?page=1&per_page=foo',
      400,
      'Error while initializing global parameters of union: Parameter `per_page` must be an unsigned integer.',
    ],
    ['a missing collection', [{ collection: 'nope', q: '*' }], '', 404, '`nope` collection not found.'],
    [
      'a search error',
      [{ collection: 'vehicles', q: 'foo' }],
      '',
      400,
      'No search fields specified for the query.',
    ],
    [
      'sorts of different sizes',
      [
        { collection: 'vehicles', q: 'toyota', query_by: 'make' },
        { collection: 'yards', q: 'kia', query_by: 'name' },
      ],
      '',
      400,
      'Expected size of `sort_by` parameter of all searches to be equal. The first union search sorts on ' +
        '{`_text_match: text_match`, `price: int32_field`} but the search at index `1` sorts on ' +
        '{`_text_match: text_match`, `_union_search_index: union_query_order`, `_seq_id: insertion_order`}.',
    ],
    [
      'sorts of different types',
      [
        { collection: 'vehicles', q: '*', sort_by: 'rating:desc' },
        { collection: 'yards', q: '*', sort_by: 'price:desc' },
      ],
      '',
      400,
      'Expected type of `price` sort_by (int32_field) at search index `1` to be the same as the type of `rating` ' +
        'sort_by (float_field) at search index `0`.',
    ],
    [
      'sorts in different orders',
      [
        { collection: 'vehicles', q: '*', sort_by: 'price:asc' },
        { collection: 'yards', q: '*', sort_by: 'price:desc' },
      ],
      '',
      400,
      'Expected order of `price` sort_by (DESC) at search index `1` to be the same as the order of `price` ' +
        'sort_by (ASC) at search index `0`.',
    ],
    [
      'group_by in some searches only',
      [
        { collection: 'vehicles', q: '*', group_by: 'make' },
        { collection: 'yards', q: '*' },
      ],
      '',
      400,
      'Invalid group_by searches count. All searches with union search should be uniform.',
    ],
  ]

  it.each(errors)('answers %s with {code, error}', async (_name, searches, query, code, error) => {
    expect(await union(searches, query)).toEqual({ code, error })
  })
})
