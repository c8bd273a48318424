import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Shirt, shirtSchema, shirts } from '../fixtures/shirts.ts'
import { type Doc, groupDocs, groupedFacetCounts, membersByKey } from '../helpers/grouping.ts'
import { query, startTestServer, type TestServer } from '../helpers/server.ts'

// Typesense's grouping tests (test/collection_grouping_test.cpp) over the same fixture: each case checks the
// values those tests assert and a plain grouping model (helpers/grouping.ts) computed from the fixture.

interface GroupedBody {
  found: number
  found_docs: number
  hits?: unknown
  grouped_hits: { found: number; group_key: unknown[]; hits: { document: Doc }[] }[]
  facet_counts: { field_name: string; counts: { value: string; count: number; highlighted: string }[] }[]
}

const docs: Doc[] = shirts.map((s, i) => ({ id: String(i), ...s }) as Doc)
const seq = (d: Doc) => Number(d.id)
const f32 = (x: unknown) => Math.fround(x as number)
/** Default order: rating (the default sorting field) descending, latest first on ties. */
const byRating = (a: Doc, b: Doc) => f32(b.rating) - f32(a.rating) || seq(b) - seq(a)
const bySizeDesc = (a: Doc, b: Doc) => (b.size as number) - (a.size as number) || seq(b) - seq(a)

const summary = (body: GroupedBody) =>
  body.grouped_hits.map((g) => ({ key: g.group_key, found: g.found, ids: g.hits.map((h) => h.document.id) }))

describe('group_by', () => {
  let ts: TestServer
  const search = (params: Record<string, string | number | boolean>, collection = 'shirts') =>
    ts.request('GET', `/collections/${collection}/documents/search?${query({ q: '*', ...params })}`)
  const grouped = async (params: Record<string, string | number | boolean>, collection = 'shirts') => {
    const response = await search(params, collection)
    expect(response.status, response.text).toBe(200)
    return response.json() as GroupedBody
  }

  beforeAll(async () => {
    ts = await startTestServer({ load: false })
    await ts.request('POST', '/collections', { body: shirtSchema })
    await ts.request('POST', '/collections/shirts/documents/import', {
      body: shirts.map((s: Shirt) => JSON.stringify(s)).join('\n'),
      contentType: 'text/plain',
    })
  })
  afterAll(() => ts.close())

  it('groups by an int32 field with group_limit 2 and counts facets per group', async () => {
    const body = await grouped({ group_by: 'size', group_limit: 2, facet_by: 'brand', per_page: 50 })
    expect(body.found_docs).toBe(12)
    expect(body.found).toBe(3)
    expect(body).not.toHaveProperty('hits')
    expect(summary(body)).toEqual([
      { key: [11], found: 2, ids: ['5', '1'] },
      { key: [10], found: 7, ids: ['4', '3'] },
      { key: [12], found: 3, ids: ['2', '8'] },
    ])
    expect(summary(body)).toEqual(groupDocs(docs, ['size'], byRating, 2))
    const brand = body.facet_counts[0]!
    expect(brand.counts.map((c) => [c.value, c.count])).toEqual([
      ['Beta', 3],
      ['Omega', 3],
      ['Xorp', 2],
      ['Zeta', 1],
    ])
    const model = groupedFacetCounts(membersByKey(docs, ['size']), 'brand')
    expect(Object.fromEntries(brand.counts.map((c) => [c.value, c.count]))).toEqual(model)
  })

  it('groups by a float field under another sort, with a facet query', async () => {
    const body = await grouped({
      group_by: 'rating',
      group_limit: 2,
      sort_by: 'size:desc',
      facet_by: 'brand',
      facet_query: 'brand: omeg',
      per_page: 50,
    })
    expect(body.found).toBe(7)
    expect(body.found_docs).toBe(12)
    expect(body.grouped_hits[0]).toMatchObject({ group_key: [4.4], found: 1 })
    expect(summary(body).map((g) => g.ids)).toEqual(
      groupDocs(docs, ['rating'], bySizeDesc, 2).map((g) => g.ids),
    )
    expect(body.grouped_hits[1]!.hits.map((h) => h.document.id)).toEqual(['6', '1'])
    expect(body.facet_counts[0]!.counts[0]).toEqual({
      count: 3,
      highlighted: '<mark>Omeg</mark>a',
      value: 'Omega',
    })
  })

  it('groups by two fields; missing values stay out of the key', async () => {
    const body = await grouped({ group_by: 'size,brand', group_limit: 2, facet_by: 'brand', per_page: 50 })
    expect(body.found).toBe(10)
    expect(body.found_docs).toBe(12)
    expect(body.grouped_hits[0]).toMatchObject({ found: 1, group_key: [11, 'Beta'] })
    expect(body.grouped_hits[5]!.group_key).toEqual([10])
    expect(body.grouped_hits[5]!.hits.map((h) => h.document.id)).toEqual(['10', '11'])
    expect(summary(body)).toEqual(groupDocs(docs, ['size', 'brand'], byRating, 2))

    const page2 = await grouped({
      group_by: 'size,brand',
      group_limit: 2,
      facet_by: 'brand',
      per_page: 2,
      page: 2,
    })
    expect(page2.found).toBe(10)
    expect(page2.grouped_hits).toHaveLength(2)
    expect(page2.grouped_hits[0]!.group_key).toEqual([10, 'Omega'])
    expect(page2.grouped_hits[0]!.hits.map((h) => h.document.id)).toEqual(['3', '0'])
    expect(page2.facet_counts[0]!.counts.map((c) => c.count)).toEqual([3, 3, 2, 1])
  })

  it('sorts groups by their size with _group_found', async () => {
    const desc = await grouped({
      group_by: 'size',
      group_limit: 2,
      sort_by: '_group_found:desc',
      per_page: 50,
    })
    expect(desc.grouped_hits.map((g) => [g.group_key[0], g.found])).toEqual([
      [10, 7],
      [12, 3],
      [11, 2],
    ])
    const asc = await grouped({ group_by: 'size', group_limit: 2, sort_by: '_group_found:asc', per_page: 50 })
    expect(asc.grouped_hits.map((g) => [g.group_key[0], g.found])).toEqual([
      [11, 2],
      [12, 3],
      [10, 7],
    ])
  })

  it('groups documents without the field together, or each alone with group_missing_values=false', async () => {
    await ts.request('POST', '/collections', {
      body: { name: 'brands', fields: [{ name: 'brand', type: 'string', facet: true, optional: true }] },
    })
    await ts.request('POST', '/collections/brands/documents/import', {
      body: [
        '{"id":"0","brand":"Omega"}',
        '{"id":"1","brand":null}',
        '{"id":"2","brand":null}',
        '{"id":"3","brand":"Omega"}',
      ].join('\n'),
      contentType: 'text/plain',
    })
    const apart = await grouped({ group_by: 'brand', group_limit: 2, group_missing_values: false }, 'brands')
    expect(summary(apart)).toEqual([
      { key: ['Omega'], found: 2, ids: ['3', '0'] },
      { key: [], found: 1, ids: ['2'] },
      { key: [], found: 1, ids: ['1'] },
    ])
    const together = await grouped({ group_by: 'brand', group_limit: 2 }, 'brands')
    expect(summary(together)).toEqual([
      { key: ['Omega'], found: 2, ids: ['3', '0'] },
      { key: [], found: 2, ids: ['2', '1'] },
    ])
  })

  it('groups a text query and pages over groups', async () => {
    const body = await grouped({
      q: 'casual',
      query_by: 'title',
      group_by: 'brand',
      group_limit: 1,
      per_page: 2,
    })
    const all = groupDocs(docs, ['brand'], byRating, 1)
    expect(body.found).toBe(all.length)
    expect(summary(body)).toEqual(all.slice(0, 2))
    expect((body.grouped_hits[0]!.hits[0] as { text_match?: number }).text_match).toBeGreaterThan(0)
  })

  const errors: [Record<string, string | number>, number, string][] = [
    [{ group_by: 'rating', group_limit: 100 }, 400, 'Value of `group_limit` must be between 1 and 99.'],
    [{ group_by: 'rating', group_limit: 0 }, 400, 'Value of `group_limit` must be between 1 and 99.'],
    [{ group_by: 'foo*' }, 400, 'Pattern `foo*` is not allowed.'],
    [{ group_by: 'nope' }, 404, 'Could not find a field named `nope` in the schema.'],
    [{ group_by: 'title' }, 400, 'Group by field `title` should be a facet field.'],
    [{ group_by: 'id' }, 400, 'Cannot use `id` as a group by field.'],
    [
      { sort_by: '_group_found:desc' },
      404,
      'group_by parameters should not be empty when using sort_by group_found',
    ],
    [{ group_by: 'size', group_limit: 'x' }, 400, 'Parameter `group_limit` must be an unsigned integer.'],
  ]

  it.each(errors)('refuses %j', async (params, status, message) => {
    const response = await search(params)
    expect(response.status).toBe(status)
    expect(response.json()).toEqual({ message })
  })
})
