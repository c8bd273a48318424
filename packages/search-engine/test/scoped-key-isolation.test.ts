import Typesense from 'typesense'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vehicles } from './fixtures/vehicles.ts'
import { SEARCH_KEY, startTestServer, type TestServer } from './helpers/server.ts'

// A scoped key's filter is parsed on its own and AND-ed with the request's as a tree (never joined as
// text), so no request, however it quotes, groups or curates, reaches a document outside the key's filter.

const keys = new Typesense.Client({
  nodes: [{ host: 'localhost', port: 1, protocol: 'http' }],
  apiKey: 'x',
}).keys()
const penrith = vehicles.filter((v) => v.location === 'Penrith')
const elsewhere = vehicles.find((v) => v.location !== 'Penrith')!

interface Hit {
  document: { id: string; location: string }
}
interface Result {
  hits?: Hit[]
  grouped_hits?: { hits: Hit[] }[]
  found?: number
  error?: string
  code?: number
}

function locationsOf(result: Result): string[] {
  const hits = result.hits ?? result.grouped_hits?.flatMap((group) => group.hits) ?? []
  return hits.map((hit) => hit.document.location)
}

describe('a scoped key confines every search to its filter', () => {
  let ts: TestServer
  const scoped = keys.generateScopedSearchKey(SEARCH_KEY, { filter_by: 'location:=[`Penrith`]' })
  const multi = async (body: unknown, query = '') =>
    (await ts.request('POST', `/multi_search?x-typesense-api-key=${encodeURIComponent(scoped)}${query}`, {
      key: null,
      body,
      contentType: 'text/plain',
    })) as { status: number; json: () => unknown }

  beforeAll(async () => {
    ts = await startTestServer()
    await ts.request('PUT', '/curation_sets/promotions', {
      body: {
        items: [
          { id: 'pin-elsewhere', rule: { tags: ['promo'] }, includes: [{ id: elsewhere.id, position: 1 }] },
        ],
      },
    })
    await ts.request('PATCH', '/collections/vehicles', { body: { curation_sets: ['promotions'] } })
  })
  afterAll(() => ts.close())

  it('keeps a filter that closes the key’s parenthesis and ORs everything inside the key’s filter', async () => {
    for (const filter_by of [
      'location:!=zzz) || make:=`',
      'location:!=zzz) || (make:=`x`',
      'make:!=zzz || location:!=zzz',
      '(location:!=Penrith) || (location:=Penrith)',
    ]) {
      const response = await multi({
        searches: [{ collection: 'vehicles', q: '*', per_page: 250, filter_by }],
      })
      const [result] = (response.json() as { results: Result[] }).results
      if (result!.error === undefined) expect(new Set(locationsOf(result!))).toEqual(new Set(['Penrith']))
      else expect(result!.code).toBe(400)
    }
    const all = await multi({
      searches: [
        { collection: 'vehicles', q: '*', per_page: 250, filter_by: 'make:!=zzz || location:!=zzz' },
      ],
    })
    expect((all.json() as { results: Result[] }).results[0]!.found).toBe(penrith.length)
  })

  it('keeps single searches, union searches and groups inside the key’s filter', async () => {
    const single = await ts.request(
      'GET',
      `/collections/vehicles/documents/search?q=*&per_page=250&filter_by=${encodeURIComponent('location:!=zzz || make:!=zzz')}&x-typesense-api-key=${encodeURIComponent(scoped)}`,
      { key: null },
    )
    expect(new Set(locationsOf(single.json() as Result))).toEqual(new Set(['Penrith']))
    const union = await multi(
      {
        union: true,
        searches: [
          { collection: 'vehicles', q: '*', filter_by: 'location:!=Penrith', sort_by: 'price:desc' },
          { collection: 'vehicles', q: '*', filter_by: 'make:!=zzz', sort_by: 'price:desc' },
        ],
      },
      '&per_page=250',
    )
    expect(new Set(locationsOf(union.json() as Result))).toEqual(new Set(['Penrith']))
    const grouped = await multi({
      searches: [{ collection: 'vehicles', q: '*', group_by: 'make', group_limit: 99, filter_by: 'year:>0' }],
    })
    const groups = (grouped.json() as { results: Result[] }).results[0]!
    expect(new Set(locationsOf(groups))).toEqual(new Set(['Penrith']))
  })

  it('refuses pinned and hidden hits, and filters curated hits by the key', async () => {
    const pinned = await multi({
      searches: [{ collection: 'vehicles', q: '*', pinned_hits: `${elsewhere.id}:1`, filter_by: 'id:=none' }],
    })
    expect((pinned.json() as { results: Result[] }).results[0]).toEqual({
      code: 400,
      error: 'A scoped search key cannot send `pinned_hits`.',
    })
    const curated = await multi({
      searches: [
        { collection: 'vehicles', q: '*', per_page: 250, curation_tags: 'promo', filter_curated_hits: false },
      ],
    })
    const result = (curated.json() as { results: Result[] }).results[0]!
    expect(locationsOf(result)).not.toContain(elsewhere.location)
    expect(result.found).toBe(penrith.length)
  })

  it('still lets the admin key see pinned hits outside any filter (no scope to keep)', async () => {
    const response = await ts.request('POST', '/multi_search', {
      body: {
        searches: [
          { collection: 'vehicles', q: '*', pinned_hits: `${elsewhere.id}:1`, filter_by: 'id:=none' },
        ],
      },
    })
    const result = (response.json() as { results: Result[] }).results[0]!
    expect(result.hits?.map((hit) => hit.document.id)).toEqual([elsewhere.id])
  })
})
