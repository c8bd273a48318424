import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Vehicle, vehicles } from '../fixtures/vehicles.ts'
import { placeCurated, placeCuratedGroups } from '../helpers/curation.ts'
import { query, startTestServer, type TestServer } from '../helpers/server.ts'

// Curation rules as Typesense documents and implements them (curation.cpp, collection.cpp `curate_results`,
// test/collection_curation_test.cpp). Expected ids come from the fixture: matches sorted by price descending
// (latest first on ties), with curated ids placed by helpers/curation.ts.

interface Hit {
  document: Vehicle
  curated?: boolean
  text_match?: number
}
interface Body {
  found: number
  hits: Hit[]
  metadata?: unknown
  facet_counts: { field_name: string; counts: { value: string; count: number }[] }[]
}

const byPrice = (a: Vehicle, b: Vehicle) => b.price - a.price || vehicles.indexOf(b) - vehicles.indexOf(a)
const ranked = (predicate: (v: Vehicle) => boolean, drop: string[] = []) =>
  vehicles
    .filter((v) => predicate(v) && !drop.includes(v.id))
    .sort(byPrice)
    .map((v) => v.id)
const toyota = (v: Vehicle) => v.make === 'Toyota'

describe('curation', () => {
  let ts: TestServer
  const putItem = (set: string, id: string, item: object) =>
    ts.request('PUT', `/curation_sets/${set}/items/${id}`, { body: item })
  const search = (params: Record<string, string | number | boolean>) =>
    ts.request(
      'GET',
      `/collections/vehicles/documents/search?${query({ query_by: 'make,model', sort_by: 'price:desc', per_page: 50, ...params })}`,
    )
  const body = async (params: Record<string, string | number | boolean>) => {
    const response = await search(params)
    expect(response.status, response.text).toBe(200)
    return response.json() as Body
  }
  const ids = (b: Body) => b.hits.map((h) => h.document.id)

  beforeAll(async () => {
    ts = await startTestServer()
    expect((await ts.request('PUT', '/curation_sets/rules', { body: { items: [] } })).status).toBe(200)
    const patched = await ts.request('PATCH', '/collections/vehicles', { body: { curation_sets: ['rules'] } })
    expect(patched.json()).toEqual({ curation_sets: ['rules'] })
  })
  afterAll(() => ts.close())

  describe('curation sets API', () => {
    it('creates, reads, lists and deletes sets and items', async () => {
      const item = {
        id: 'pin',
        rule: { query: 'ute', match: 'exact' },
        includes: [{ id: 'v001', position: 1 }],
      }
      const put = await ts.request('PUT', '/curation_sets/spare', { body: { items: [item] } })
      expect(put.status).toBe(200)
      const stored = {
        id: 'pin',
        rule: { query: 'ute', match: 'exact' },
        includes: [{ id: 'v001', position: 1 }],
        excludes: [],
        remove_matched_tokens: false,
        filter_curated_hits: false,
        stop_processing: true,
      }
      expect(put.json()).toEqual({ items: [stored], name: 'spare' })
      expect((await ts.request('GET', '/curation_sets/spare')).json()).toEqual({
        items: [stored],
        name: 'spare',
      })
      const names = ((await ts.request('GET', '/curation_sets')).json() as { name: string }[]).map(
        (s) => s.name,
      )
      expect(names).toEqual(expect.arrayContaining(['rules', 'spare']))
      const second = await putItem('spare', 'a-first', { rule: { tags: ['x'] }, excludes: [{ id: 'v002' }] })
      expect(second.json()).toEqual({ rule: { tags: ['x'] }, excludes: [{ id: 'v002' }], id: 'a-first' })
      const items = (await ts.request('GET', '/curation_sets/spare/items')).json() as { id: string }[]
      expect(items.map((i) => i.id)).toEqual(['a-first', 'pin'])
      const paged = (await ts.request('GET', '/curation_sets/spare/items?offset=1&limit=1')).json() as {
        id: string
      }[]
      expect(paged.map((i) => i.id)).toEqual(['pin'])
      expect((await ts.request('GET', '/curation_sets/spare/items/pin')).json()).toEqual(stored)
      expect((await ts.request('DELETE', '/curation_sets/spare/items/pin')).json()).toEqual({ id: 'pin' })
      expect((await ts.request('DELETE', '/curation_sets/spare')).json()).toEqual({ name: 'spare' })
      expect((await ts.request('GET', '/curation_sets/spare')).status).toBe(404)
    })

    const errors: [string, string, unknown, number, string][] = [
      ['GET', '/curation_sets/nope', undefined, 404, 'Curation index not found'],
      ['DELETE', '/curation_sets/nope', undefined, 404, 'Curation index not found'],
      ['GET', '/curation_sets/rules/items/nope', undefined, 404, 'Not Found'],
      ['DELETE', '/curation_sets/rules/items/nope', undefined, 404, 'Could not find that `id`.'],
      [
        'PUT',
        '/curation_sets/nope/items/x',
        { rule: { tags: ['a'] }, excludes: [] },
        404,
        'Curation index not found',
      ],
      [
        'GET',
        '/curation_sets/rules/items?offset=x',
        undefined,
        400,
        'Offset param should be unsigned integer.',
      ],
      [
        'GET',
        '/curation_sets/rules/items?limit=-1',
        undefined,
        400,
        'Limit param should be unsigned integer.',
      ],
      ['GET', '/curation_sets/rules/items?offset=5', undefined, 400, 'Invalid offset param.'],
      ['PUT', '/curation_sets/bad', { items: 'x' }, 400, "Missing or invalid 'items' field"],
      ['PUT', '/curation_sets/bad', '[1]', 400, 'Bad JSON.'],
      [
        'PUT',
        '/curation_sets/bad',
        { items: [{ rule: { tags: ['a'] }, excludes: [] }] },
        400,
        'Curation `id` not provided.',
      ],
      ['PUT', '/curation_sets/rules/items/x', { includes: [] }, 400, 'Missing `rule` definition.'],
      [
        'PUT',
        '/curation_sets/rules/items/x',
        { rule: { query: 'a' }, includes: [] },
        400,
        'The `rule` definition must contain either a `tags` or a `query` and `match`.',
      ],
      [
        'PUT',
        '/curation_sets/rules/items/x',
        { rule: { query: 'a', match: 'exact' } },
        400,
        'Must contain one of: `includes`, `excludes`, `metadata`, `filter_by`, `sort_by`, `remove_matched_tokens`, `replace_query`.',
      ],
      [
        'PUT',
        '/curation_sets/rules/items/x',
        { rule: { tags: 'a' }, excludes: [] },
        400,
        'The `tags` value must be an array of strings.',
      ],
      [
        'PUT',
        '/curation_sets/rules/items/x',
        { rule: { query: 'a', match: 'exact' }, includes: [{ id: 'v001' }] },
        400,
        'Inclusion definition must define both `id` and `position` keys.',
      ],
      [
        'PUT',
        '/curation_sets/rules/items/x',
        { rule: { query: 'a', match: 'exact' }, includes: [{ id: 'v001', position: '1' }] },
        400,
        'Inclusion `position` must be an integer.',
      ],
      [
        'PUT',
        '/curation_sets/rules/items/x',
        { rule: { query: 'a', match: 'exact' }, excludes: [{ id: 1 }] },
        400,
        'Exclusion `id` must be a string.',
      ],
      [
        'PUT',
        '/curation_sets/rules/items/x',
        { rule: { query: 'a', match: 'exact' }, filter_by: '' },
        400,
        'The `filter_by` must be a non-empty string.',
      ],
      [
        'PUT',
        '/curation_sets/rules/items/x',
        { rule: { query: 'a', match: 'exact' }, metadata: [1] },
        400,
        'The `metadata` must be a JSON object.',
      ],
      [
        'PUT',
        '/curation_sets/rules/items/x',
        { rule: { query: 'a', match: 'exact' }, replace_query: 'b', remove_matched_tokens: true },
        400,
        'Only one of `replace_query` or `remove_matched_tokens` can be specified.',
      ],
    ]

    it.each(errors)('%s %s -> %i', async (method, path, payload, status, message) => {
      const response = await ts.request(method, path, payload === undefined ? {} : { body: payload })
      expect(response.status).toBe(status)
      expect(response.json()).toEqual({ message })
    })

    it('checks the sets a collection names', async () => {
      const created = await ts.request('POST', '/collections', {
        body: { name: 'c1', fields: [{ name: 't', type: 'string' }], curation_sets: ['nope'] },
      })
      expect(created.status).toBe(404)
      expect(created.json()).toEqual({ message: 'Curation set `nope` not found.' })
      const patched = await ts.request('PATCH', '/collections/vehicles', { body: { curation_sets: 'rules' } })
      expect(patched.json()).toEqual({ message: 'The `curation_sets` value should be an array.' })
      const other = await ts.request('PATCH', '/collections/vehicles', { body: { name: 'x' } })
      expect(other.json()).toEqual({
        message: 'Only `fields`, `metadata` and `synonym_sets` can be updated at the moment.',
      })
      const summary = (await ts.request('GET', '/collections/vehicles')).json() as { curation_sets: string[] }
      expect(summary.curation_sets).toEqual(['rules'])
    })
  })

  describe('rules in searches', () => {
    it('excludes documents on an exact query match, from hits, found and facets', async () => {
      await putItem('rules', 'exclude', {
        rule: { query: 'toyota', match: 'exact' },
        excludes: [{ id: 'v001' }, { id: 'v003' }],
      })
      const result = await body({ q: 'Toyota', facet_by: 'model' })
      const expected = ranked(toyota, ['v001', 'v003'])
      expect(ids(result)).toEqual(expected)
      expect(result.found).toBe(expected.length)
      const models: Record<string, number> = {}
      for (const v of vehicles.filter((x) => expected.includes(x.id)))
        models[v.model] = (models[v.model] ?? 0) + 1
      expect(Object.fromEntries(result.facet_counts[0]!.counts.map((c) => [c.value, c.count]))).toEqual(
        models,
      )
      // Exact means the whole query: a longer one does not match.
      expect(ids(await body({ q: 'toyota hilux' }))).toContain('v001')
      await ts.request('DELETE', '/curation_sets/rules/items/exclude')
    })

    it('includes documents at positions, marked curated, even when they do not match the query', async () => {
      await putItem('rules', 'include', {
        rule: { query: 'toyota', match: 'exact' },
        includes: [
          { id: 'v010', position: 1 },
          { id: 'v020', position: 3 },
        ],
      })
      const result = await body({ q: 'toyota' })
      const expected = placeCurated(ranked(toyota, ['v010', 'v020']), [
        ['v010', 1],
        ['v020', 3],
      ])
      expect(ids(result)).toEqual(expected)
      expect(result.found).toBe(expected.length)
      expect(result.hits.map((h) => h.curated === true)).toEqual(
        expected.map((id) => id === 'v010' || id === 'v020'),
      )
      expect(result.hits[0]).not.toHaveProperty('text_match')
      expect(result.hits[1]!.text_match).toBeGreaterThan(0)
      // Page 2 of 3 per page continues the same merged order.
      expect(ids(await body({ q: 'toyota', per_page: 3, page: 2 }))).toEqual(expected.slice(3, 6))
      const disabled = await body({ q: 'toyota', enable_curations: false })
      expect(ids(disabled)).toEqual(ranked(toyota))
      expect(ids(await body({ q: 'toyota', enable_overrides: false }))).toEqual(ranked(toyota))
      await ts.request('DELETE', '/curation_sets/rules/items/include')
    })

    it('matches `contains` on whole words and appends includes beyond the results at the end', async () => {
      await putItem('rules', 'contains', {
        rule: { query: 'hilux', match: 'contains' },
        includes: [{ id: 'v030', position: 10 }],
      })
      const hilux = (v: Vehicle) => v.model === 'HiLux'
      expect(ids(await body({ q: 'toyota hilux' }))).toEqual([
        ...ranked((v) => toyota(v) && hilux(v)),
        'v030',
      ])
      expect(ids(await body({ q: 'hilu', query_by: 'model' }))).not.toContain('v030')
      await ts.request('DELETE', '/curation_sets/rules/items/contains')
    })

    it('filters with a rule and removes the matched tokens from the query', async () => {
      await putItem('rules', 'utes', {
        rule: { query: 'ute', match: 'contains' },
        filter_by: 'body:=Ute',
        metadata: { banner: 'utes' },
      })
      const result = await body({ q: 'toyota ute' })
      expect(ids(result)).toEqual(ranked((v) => toyota(v) && v.body === 'Ute'))
      expect(result.metadata).toEqual({ banner: 'utes' })
      const alone = await body({ q: 'ute' })
      expect(ids(alone)).toEqual(ranked((v) => v.body === 'Ute'))
      await ts.request('DELETE', '/curation_sets/rules/items/utes')
    })

    it('replaces the query, or removes the rule query from it', async () => {
      await putItem('rules', 'replace', { rule: { query: 'cheap', match: 'exact' }, replace_query: 'kia' })
      expect(ids(await body({ q: 'cheap' }))).toEqual(ranked((v) => v.make === 'Kia'))
      await putItem('rules', 'remove', {
        rule: { query: 'brand new', match: 'contains' },
        remove_matched_tokens: true,
        metadata: { note: 'removed' },
      })
      const removed = await body({ q: 'brand new mazda' })
      expect(ids(removed)).toEqual(ranked((v) => v.make === 'Mazda'))
      expect(removed.metadata).toEqual({ note: 'removed' })
      const nothingLeft = await body({ q: 'brand new' })
      expect(nothingLeft.found).toBe(vehicles.length)
      await ts.request('DELETE', '/curation_sets/rules/items/replace')
      await ts.request('DELETE', '/curation_sets/rules/items/remove')
    })

    it('stops at the first matching rule (by id) unless stop_processing is false', async () => {
      await putItem('rules', 'a-rule', {
        rule: { query: 'ford', match: 'exact' },
        includes: [{ id: 'v001', position: 1 }],
        metadata: { from: 'a' },
      })
      await putItem('rules', 'b-rule', {
        rule: { query: 'ford', match: 'exact' },
        includes: [{ id: 'v002', position: 2 }],
        metadata: { from: 'b' },
      })
      const ford = (v: Vehicle) => v.make === 'Ford'
      const first = await body({ q: 'ford' })
      expect(ids(first)).toEqual(placeCurated(ranked(ford, ['v001']), [['v001', 1]]))
      expect(first.metadata).toEqual({ from: 'a' })
      await putItem('rules', 'a-rule', {
        rule: { query: 'ford', match: 'exact' },
        includes: [{ id: 'v001', position: 1 }],
        metadata: { from: 'a' },
        stop_processing: false,
      })
      const both = await body({ q: 'ford' })
      expect(ids(both)).toEqual(
        placeCurated(ranked(ford, ['v001', 'v002']), [
          ['v001', 1],
          ['v002', 2],
        ]),
      )
      expect(both.metadata).toEqual({ from: 'a' })
      await ts.request('DELETE', '/curation_sets/rules/items/a-rule')
      await ts.request('DELETE', '/curation_sets/rules/items/b-rule')
    })

    it('applies tagged rules only for their tags, all tags first, then any of them', async () => {
      await putItem('rules', 'sale', { rule: { tags: ['sale'] }, includes: [{ id: 'v005', position: 1 }] })
      await putItem('rules', 'sale-ev', {
        rule: { tags: ['ev', 'sale'] },
        includes: [{ id: 'v006', position: 1 }],
      })
      await putItem('rules', 'everywhere', { rule: { tags: ['*'] }, metadata: { everywhere: true } })
      const top = async (params: Record<string, string>) =>
        (await body({ q: '*', ...params })).hits[0]!.document.id
      const untagged = await body({ q: '*' })
      expect(untagged.metadata).toEqual({ everywhere: true })
      expect(untagged.hits.some((h) => h.curated)).toBe(false)
      expect(await top({ curation_tags: 'sale' })).toBe('v005')
      expect(await top({ override_tags: 'sale,ev' })).toBe('v006')
      expect(await top({ curation_tags: 'ev,other' })).toBe('v006')
      for (const id of ['sale', 'sale-ev', 'everywhere'])
        await ts.request('DELETE', `/curation_sets/rules/items/${id}`)
    })

    it('honours effective_from_ts and effective_to_ts, and a rule filter_by', async () => {
      const now = Math.floor(Date.now() / 1000)
      await putItem('rules', 'later', {
        rule: { query: 'kia', match: 'exact' },
        includes: [{ id: 'v001', position: 1 }],
        effective_from_ts: now + 3600,
      })
      expect(ids(await body({ q: 'kia' }))).not.toContain('v001')
      await putItem('rules', 'later', {
        rule: { query: 'kia', match: 'exact' },
        includes: [{ id: 'v001', position: 1 }],
        effective_from_ts: now - 3600,
        effective_to_ts: now + 3600,
      })
      expect(ids(await body({ q: 'kia' }))[0]).toBe('v001')
      await ts.request('DELETE', '/curation_sets/rules/items/later')
      await putItem('rules', 'for-utes', { rule: { filter_by: 'body:=Ute' }, excludes: [{ id: 'v001' }] })
      expect(ids(await body({ q: '*', filter_by: 'body:=Ute' }))).toEqual(
        ranked((v) => v.body === 'Ute', ['v001']),
      )
      expect(ids(await body({ q: '*', filter_by: 'body:Ute' }))).toContain('v001')
      await ts.request('DELETE', '/curation_sets/rules/items/for-utes')
    })

    it('sorts by a rule sort_by', async () => {
      await putItem('rules', 'cheapest', { rule: { query: 'mazda', match: 'exact' }, sort_by: 'price:asc' })
      const mazdas = vehicles.filter((v) => v.make === 'Mazda').sort((a, b) => a.price - b.price)
      expect(ids(await body({ q: 'mazda' }))).toEqual(mazdas.map((v) => v.id))
      await ts.request('DELETE', '/curation_sets/rules/items/cheapest')
    })
  })

  describe('pinned_hits and hidden_hits', () => {
    it('pins documents at positions and hides others; hidden wins', async () => {
      const result = await body({ q: '*', pinned_hits: 'v030:1,v029:3', hidden_hits: 'v001,v002' })
      const expected = placeCurated(
        ranked(() => true, ['v001', 'v002', 'v030', 'v029']),
        [
          ['v030', 1],
          ['v029', 3],
        ],
      )
      expect(ids(result)).toEqual(expected)
      expect(result.found).toBe(vehicles.length - 2)
      const hidden = await body({ q: '*', pinned_hits: 'v001:1', hidden_hits: 'v001' })
      expect(ids(hidden)).not.toContain('v001')
      const notThere = await body({ q: '*', pinned_hits: 'nope:1' })
      expect(ids(notThere)).toEqual(ranked(() => true))
    })

    it('keeps one document per position; the others stay where they rank', async () => {
      const result = await body({ q: '*', pinned_hits: 'v030:1,v029:1' })
      expect(ids(result)).toEqual(
        placeCurated(
          ranked(() => true, ['v030']),
          [['v030', 1]],
        ),
      )
    })

    it('keeps only pinned documents passing the filter with filter_curated_hits', async () => {
      const filtered = await body({ q: '*', filter_by: 'make:=Toyota', pinned_hits: 'v030:1,v001:2' })
      expect(ids(filtered).slice(0, 2)).toEqual(['v030', 'v001'])
      const strict = await body({
        q: '*',
        filter_by: 'make:=Toyota',
        pinned_hits: 'v030:1,v001:2',
        filter_curated_hits: true,
      })
      const v030 = vehicles.find((v) => v.id === 'v030')!
      expect(v030.make).not.toBe('Toyota')
      expect(ids(strict)).toEqual(placeCurated(ranked(toyota, ['v001']), [['v001', 2]]))
    })

    it.each([
      ['v001', 'Pinned hits are not in expected format.'],
      [':1', 'Pinned hits are not in expected format.'],
      ['v001:x', 'Pinned hits are not in expected format.'],
      ['v001:0', 'Pinned hits must start from position 1.'],
    ])('refuses pinned_hits=%s', async (pinned, message) => {
      const response = await search({ q: '*', pinned_hits: pinned })
      expect(response.status).toBe(400)
      expect(response.json()).toEqual({ message })
    })
  })

  describe('with group_by', () => {
    it('shows the documents pinned at a position as one group and merges later groups with its key', async () => {
      const response = await search({
        q: '*',
        group_by: 'model',
        group_limit: 2,
        pinned_hits: 'v002:1,v003:1,v020:2',
      })
      expect(response.status, response.text).toBe(200)
      const result = response.json() as {
        found: number
        grouped_hits: { found?: number; hits: { document: Vehicle; curated?: boolean }[] }[]
      }
      const pinned = ['v002', 'v003', 'v020']
      const model = (id: string) => vehicles.find((v) => v.id === id)!.model
      const groups = new Map<string, Vehicle[]>()
      for (const v of vehicles.filter((x) => !pinned.includes(x.id)).sort(byPrice)) {
        groups.set(v.model, [...(groups.get(v.model) ?? []), v])
      }
      const rankedGroups = [...groups.entries()].map(([key, members]) => ({
        key,
        found: members.length,
        ids: members.slice(0, 2).map((v) => v.id),
      }))
      const expected = placeCuratedGroups(
        rankedGroups,
        [
          { position: 1, ids: ['v002', 'v003'] },
          { position: 2, ids: ['v020'] },
        ],
        model,
        2,
      )
      expect(
        result.grouped_hits.map((g) => ({
          ...(g.found === undefined ? {} : { found: g.found }),
          ids: g.hits.map((h) => h.document.id),
        })),
      ).toEqual(expected)
      expect(result.found).toBe(groups.size + 2)
      expect(result.grouped_hits[0]!.hits.every((h) => h.curated)).toBe(true)
    })
  })

  describe('per-collection overrides API', () => {
    it('stores overrides in the collection curation set and applies them', async () => {
      const rule = { rule: { query: 'isuzu', match: 'exact' }, includes: [{ id: 'v002', position: 1 }] }
      const put = await ts.request('PUT', '/collections/vehicles/overrides/isuzu-first', { body: rule })
      expect(put.status).toBe(200)
      expect(put.json()).toEqual({ ...rule, id: 'isuzu-first' })
      const listed = (await ts.request('GET', '/collections/vehicles/overrides')).json() as {
        overrides: { id: string }[]
      }
      expect(listed.overrides.map((o) => o.id)).toEqual(['isuzu-first'])
      const summary = (await ts.request('GET', '/collections/vehicles')).json() as { curation_sets: string[] }
      expect(summary.curation_sets).toEqual(['rules', 'vehicles_curations_index'])
      expect(ids(await body({ q: 'isuzu' }))[0]).toBe('v002')
      expect((await ts.request('GET', '/collections/vehicles/overrides/isuzu-first')).json()).toMatchObject({
        id: 'isuzu-first',
      })
      expect((await ts.request('DELETE', '/collections/vehicles/overrides/isuzu-first')).json()).toEqual({
        id: 'isuzu-first',
      })
      const missing = await ts.request('GET', '/collections/vehicles/overrides/isuzu-first')
      expect(missing.status).toBe(404)
      expect(missing.json()).toEqual({ message: 'override isuzu-first not found.' })
      const again = await ts.request('DELETE', '/collections/vehicles/overrides/isuzu-first')
      expect(again.json()).toEqual({ message: 'Could not find that `id`.' })
      const nope = await ts.request('GET', '/collections/nope/overrides')
      expect(nope.json()).toEqual({ message: 'Collection not found' })
    })
  })
})
