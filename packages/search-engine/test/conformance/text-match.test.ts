import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vehicles } from '../fixtures/vehicles.ts'
import { ids, query, type SearchBody, search, startTestServer, type TestServer } from '../helpers/server.ts'

// Typesense defaults (collection.cpp / index.cpp): num_typos 2, no typo under 4 characters, one under 7,
// prefix search on the last token, typos and dropped tokens only tried when the stricter query finds
// fewer than `typo_tokens_threshold` / `drop_tokens_threshold` (both 1) documents.

describe('keyword matching', () => {
  let ts: TestServer
  const words = async (q: string, extra: Record<string, string | number> = {}) => {
    const response = await ts.request(
      'GET',
      `/collections/words/documents/search?${query({ q, query_by: 'word', ...extra })}`,
    )
    expect(response.status).toBe(200)
    return ids(response.json()).sort()
  }

  beforeAll(async () => {
    ts = await startTestServer()
    await ts.request('POST', '/collections', {
      body: { name: 'words', fields: [{ name: 'word', type: 'string' }] },
    })
    const docs = ['mazda', 'mazdo', 'mazda3', 'toyota', 'kia', 'kiaora', 'sportage', 'sport', 'landcruiser']
    await ts.request('POST', '/collections/words/documents/import', {
      body: docs.map((word) => JSON.stringify({ id: word, word })).join('\n'),
    })
    await ts.request('POST', '/collections', {
      body: {
        name: 'notes',
        fields: [
          { name: 'a', type: 'string' },
          { name: 'b', type: 'string' },
        ],
      },
    })
    await ts.request('POST', '/collections/notes/documents/import', {
      body: [
        { id: 'in-a', a: 'red car', b: 'blue' },
        { id: 'in-b', a: 'blue', b: 'red car' },
      ]
        .map((d) => JSON.stringify(d))
        .join('\n'),
    })
  })
  afterAll(() => ts.close())

  const cases: [string, Record<string, string | number>, string[]][] = [
    ['mazda', {}, ['mazda', 'mazda3']],
    ['mazd', {}, ['mazda', 'mazda3', 'mazdo']],
    // No exact `mazd`: one typo (allowed from 4 characters) reaches mazda and mazdo, not mazda3 (two).
    ['mazd', { prefix: 'false' }, ['mazda', 'mazdo']],
    ['mazdu', {}, ['mazda', 'mazda3', 'mazdo']],
    ['mazdu', { prefix: 'false' }, ['mazda', 'mazdo']],
    ['mazdu', { num_typos: 0 }, []],
    // One exact hit is below a threshold of 3, so one-typo variants are searched too.
    ['mazda', { typo_tokens_threshold: 3, prefix: 'false' }, ['mazda', 'mazda3', 'mazdo']],
    ['mazda', { prefix: 'false' }, ['mazda']],
    ['mzda', { prefix: 'false' }, ['mazda']],
    ['mzd', {}, []],
    ['kai', {}, []],
    ['kia', { prefix: 'false' }, ['kia']],
    ['ki', {}, ['kia', 'kiaora']],
    ['sport', { prefix: 'false' }, ['sport']],
    ['sport', {}, ['sport', 'sportage']],
    ['landcrusier', { prefix: 'false' }, ['landcruiser']],
    ['landcrusiar', { prefix: 'false' }, ['landcruiser']],
    ['landcrusiar', { prefix: 'false', num_typos: 1 }, []],
    ['landcruiser', { min_len_2typo: 20, prefix: 'false' }, ['landcruiser']],
    ['landcrusiar', { min_len_2typo: 20, prefix: 'false' }, []],
    ['toyota zzzz', {}, ['toyota']],
    ['zzzz toyota', {}, ['toyota']],
    ['toyota zzzz', { drop_tokens_threshold: 0 }, []],
  ]

  it.each(cases)('q=%s %j', async (q, extra, expected) => {
    expect(await words(q, extra)).toEqual(expected)
  })

  it('ranks an exact token above a prefix match and a typo match', async () => {
    const response = await ts.request(
      'GET',
      `/collections/words/documents/search?${query({ q: 'sport', query_by: 'word' })}`,
    )
    expect(ids(response.json())).toEqual(['sport', 'sportage'])
  })

  it('ranks matches in earlier query_by fields first and follows query_by_weights', async () => {
    const notes = async (extra: Record<string, string>) =>
      ids(
        (
          await ts.request(
            'GET',
            `/collections/notes/documents/search?${query({ q: 'red', query_by: 'a,b', ...extra })}`,
          )
        ).json(),
      )
    expect(await notes({})).toEqual(['in-a', 'in-b'])
    expect(await notes({ query_by_weights: '1,2' })).toEqual(['in-b', 'in-a'])
  })

  it('reports the dropped token in text_match_info', async () => {
    const response = await ts.request(
      'GET',
      `/collections/words/documents/search?${query({ q: 'toyota zzzz', query_by: 'word' })}`,
    )
    const hit = (response.json() as { hits: { text_match_info: Record<string, unknown> }[] }).hits[0]!
    expect(hit.text_match_info).toMatchObject({ tokens_matched: 1, num_tokens_dropped: 1, fields_matched: 1 })
  })

  it('searches across several fields with default ranking', async () => {
    const response = await search(ts, { q: 'hilux', query_by: 'model,title', per_page: 50 })
    const hiluxes = vehicles.filter((v) => v.model === 'HiLux').sort((a, b) => b.price - a.price)
    expect(ids(response.json())).toEqual(hiluxes.map((v) => v.id))
  })

  it('needs every token in some field of the same document', async () => {
    const response = await search(ts, { q: 'toyota hilux sr5', query_by: 'make,model,badge', per_page: 50 })
    expect(ids(response.json())).toEqual(
      vehicles.filter((v) => v.model === 'HiLux' && v.badge === 'SR5').map((v) => v.id),
    )
  })

  it('folds accents and ignores punctuation inside words', async () => {
    const skoda = await search(ts, { q: 'skoda', query_by: 'make' })
    expect(ids(skoda.json())).toEqual(vehicles.filter((v) => v.make === 'Škoda').map((v) => v.id))
    const cx5 = await search(ts, { q: 'cx5', query_by: 'model', per_page: 50 })
    expect(ids(cx5.json()).sort()).toEqual(
      vehicles
        .filter((v) => v.model === 'CX-5')
        .map((v) => v.id)
        .sort(),
    )
  })

  it('excludes -tokens and requires "quoted phrases"', async () => {
    const excluded = await search(ts, { q: 'toyota -hilux', query_by: 'make,model', per_page: 50 })
    expect(ids(excluded.json()).sort()).toEqual(
      vehicles
        .filter((v) => v.make === 'Toyota' && v.model !== 'HiLux')
        .map((v) => v.id)
        .sort(),
    )
    const phrase = await search(ts, { q: '"ascent sport"', query_by: 'badge', per_page: 50 })
    expect(ids(phrase.json())).toEqual(vehicles.filter((v) => v.badge === 'Ascent Sport').map((v) => v.id))
  })
})

describe('token_separators and symbols_to_index', () => {
  let ts: TestServer
  beforeAll(async () => {
    ts = await startTestServer({ load: false })
    await ts.request('POST', '/collections', {
      body: {
        name: 'parts',
        fields: [{ name: 'name', type: 'string' }],
        token_separators: ['-'],
        symbols_to_index: ['+'],
      },
    })
    await ts.request('POST', '/collections/parts/documents/import', {
      body: [
        { id: 'sr5', name: 'HiLux SR-5' },
        { id: 'cpp', name: 'C++ manual' },
        { id: 'c', name: 'C manual' },
      ]
        .map((d) => JSON.stringify(d))
        .join('\n'),
    })
  })
  afterAll(() => ts.close())

  const find = async (q: string) =>
    ids(
      (
        await ts.request(
          'GET',
          `/collections/parts/documents/search?${query({ q, query_by: 'name', prefix: 'false' })}`,
        )
      ).json(),
    ).sort()

  it('splits on separators and keeps indexed symbols inside tokens', async () => {
    expect(await find('sr')).toEqual(['sr5'])
    expect(await find('5')).toEqual(['sr5'])
    expect(await find('c++')).toEqual(['cpp'])
    expect(await find('c')).toEqual(['c'])
  })
})

describe('highlighting', () => {
  let ts: TestServer
  beforeAll(async () => {
    ts = await startTestServer()
  })
  afterAll(() => ts.close())

  it('marks matched tokens in the highlight object and the highlights array', async () => {
    const body = (await search(ts, { q: 'hilux sr5', query_by: 'title', per_page: 1 })).json() as SearchBody
    const hit = body.hits[0]!
    expect(hit.document.id).toBe('v001')
    expect(hit.highlight).toEqual({
      title: { matched_tokens: ['HiLux', 'SR5'], snippet: '2021 Toyota <mark>HiLux</mark> <mark>SR5</mark>' },
    })
    expect(hit.highlights).toEqual([
      {
        field: 'title',
        matched_tokens: ['HiLux', 'SR5'],
        snippet: '2021 Toyota <mark>HiLux</mark> <mark>SR5</mark>',
      },
    ])
    expect(hit.text_match).toBeGreaterThan(0)
  })

  it('marks only the typed prefix of a prefix match', async () => {
    const body = (await search(ts, { q: 'landc', query_by: 'model' })).json() as SearchBody
    expect(body.hits[0]!.highlight).toEqual({
      model: { matched_tokens: ['LandC'], snippet: '<mark>LandC</mark>ruiser' },
    })
  })

  it('highlights every element of an array field, with indices in highlights', async () => {
    const body = (
      await search(ts, { q: 'towbar', query_by: 'tags', filter_by: 'id:v008' })
    ).json() as SearchBody
    expect(body.hits[0]!.highlight).toEqual({
      tags: [
        { matched_tokens: [], snippet: '4x4' },
        { matched_tokens: ['towbar'], snippet: '<mark>towbar</mark>' },
        { matched_tokens: [], snippet: 'family' },
      ],
    })
    expect(body.hits[0]!.highlights).toEqual([
      { field: 'tags', indices: [1], matched_tokens: [['towbar']], snippets: ['<mark>towbar</mark>'] },
    ])
  })

  it('uses custom tags and full-field highlighting', async () => {
    const body = (
      await search(ts, {
        q: 'ranger',
        query_by: 'title',
        highlight_start_tag: '<b>',
        highlight_end_tag: '</b>',
        highlight_full_fields: 'title',
        per_page: 1,
      })
    ).json() as SearchBody
    expect(body.hits[0]!.highlight.title).toMatchObject({ snippet: expect.stringContaining('<b>Ranger</b>') })
    expect(body.hits[0]!.highlight.title).toHaveProperty('value')
  })

  it('returns empty highlights for a wildcard query', async () => {
    const body = (await search(ts, { q: '*', query_by: 'title', per_page: 1 })).json() as SearchBody
    expect(body.hits[0]!.highlight).toEqual({})
    expect(body.hits[0]!.highlights).toEqual([])
  })
})
