import Typesense from 'typesense'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vehicles } from '../fixtures/vehicles.ts'
import {
  ADMIN_KEY,
  ids,
  SEARCH_KEY,
  type SearchBody,
  search,
  startTestServer,
  type TestServer,
  VEHICLES_ONLY_SEARCH_KEY,
} from '../helpers/server.ts'

const FORBIDDEN = { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' }

// Scoped keys are made with the official client's generator, so the format is the real one.
const keys = new Typesense.Client({
  nodes: [{ host: '127.0.0.1', port: 1, protocol: 'http' }],
  apiKey: 'unused',
}).keys()
const scoped = (parent: string, params: Record<string, unknown>) =>
  keys.generateScopedSearchKey(parent, params)

describe('API keys', () => {
  let ts: TestServer
  beforeAll(async () => {
    ts = await startTestServer()
    await ts.request('POST', '/collections', {
      body: { name: 'other', fields: [{ name: 'a', type: 'string' }] },
    })
  })
  afterAll(() => ts.close())

  const toyotas = vehicles.filter((v) => v.make === 'Toyota')

  it('rejects a missing or unknown key with 401', async () => {
    for (const key of [null, 'wrong']) {
      const response = await search(ts, { q: '*' }, key)
      expect(response.status).toBe(401)
      expect(response.json()).toEqual(FORBIDDEN)
    }
  })

  it('lets a search-only key search but nothing else', async () => {
    expect((await search(ts, { q: '*' }, SEARCH_KEY)).status).toBe(200)
    const forbidden = [
      ts.request('POST', '/collections', { key: SEARCH_KEY, body: { name: 'x', fields: [] } }),
      ts.request('GET', '/collections', { key: SEARCH_KEY }),
      ts.request('POST', '/collections/vehicles/documents/import', { key: SEARCH_KEY, body: '{}' }),
      ts.request('GET', '/collections/vehicles/documents/v001', { key: SEARCH_KEY }),
      ts.request('DELETE', '/collections/vehicles/documents?filter_by=make:Ford', { key: SEARCH_KEY }),
      ts.request('DELETE', '/collections/vehicles', { key: SEARCH_KEY }),
    ]
    for (const response of await Promise.all(forbidden)) {
      expect(response.status).toBe(401)
      expect(response.json()).toEqual(FORBIDDEN)
    }
  })

  it('confines a key to its collections', async () => {
    expect((await search(ts, { q: '*' }, VEHICLES_ONLY_SEARCH_KEY)).status).toBe(200)
    const other = await ts.request('GET', '/collections/other/documents/search?q=*', {
      key: VEHICLES_ONLY_SEARCH_KEY,
    })
    expect(other.status).toBe(401)
  })

  it('accepts the key as a query parameter', async () => {
    const response = await ts.request('GET', '/collections/vehicles/documents/search?q=*', {
      key: SEARCH_KEY,
      keyInQuery: true,
    })
    expect(response.status).toBe(200)
  })

  describe('scoped search keys', () => {
    it('embed a filter that the request cannot widen', async () => {
      const key = scoped(SEARCH_KEY, { filter_by: 'make:=Toyota' })
      const all = await search(ts, { q: '*', per_page: 250 }, key)
      expect(all.status).toBe(200)
      expect(ids(all.json()).sort()).toEqual(toyotas.map((v) => v.id).sort())
      const widened = await search(
        ts,
        { q: '*', per_page: 250, filter_by: 'make:=Toyota || make:=Ford' },
        key,
      )
      expect(ids(widened.json()).sort()).toEqual(toyotas.map((v) => v.id).sort())
      const other = await search(ts, { q: '*', filter_by: 'make:=Ford' }, key)
      expect((other.json() as SearchBody).found).toBe(0)
      const narrowed = await search(ts, { q: '*', per_page: 250, filter_by: 'body:=Ute' }, key)
      expect(ids(narrowed.json()).sort()).toEqual(
        toyotas
          .filter((v) => v.body === 'Ute')
          .map((v) => v.id)
          .sort(),
      )
    })

    it('override request parameters with embedded ones', async () => {
      const key = scoped(SEARCH_KEY, { per_page: 2, exclude_fields: 'price' })
      const body = (await search(ts, { q: '*', per_page: 50 }, key)).json() as SearchBody
      expect(body.hits).toHaveLength(2)
      expect(body.hits[0]!.document).not.toHaveProperty('price')
    })

    it('apply to every search of a multi_search', async () => {
      const key = scoped(SEARCH_KEY, { filter_by: 'make:=Toyota' })
      const response = await ts.request(
        'POST',
        `/multi_search?x-typesense-api-key=${encodeURIComponent(key)}`,
        {
          key: null,
          contentType: 'text/plain',
          body: {
            searches: [
              { collection: 'vehicles', q: '*' },
              { collection: 'vehicles', q: '*', filter_by: 'make:=Ford' },
            ],
          },
        },
      )
      const { results } = response.json() as { results: SearchBody[] }
      expect(results.map((r) => r.found)).toEqual([toyotas.length, 0])
    })

    it('are refused for anything but search', async () => {
      const key = scoped(SEARCH_KEY, { filter_by: 'make:=Toyota' })
      const response = await ts.request('POST', '/collections/vehicles/documents/import', { key, body: '{}' })
      expect(response.status).toBe(401)
    })

    it('need a search-only parent, an intact signature and an unexpired date', async () => {
      const fromAdmin = scoped(ADMIN_KEY, { filter_by: 'make:=Toyota' })
      expect((await search(ts, { q: '*' }, fromAdmin)).status).toBe(401)
      const valid = scoped(SEARCH_KEY, { filter_by: 'make:=Toyota' })
      const decoded = Buffer.from(valid, 'base64').toString('utf8').replace('Toyota', 'Ford')
      const tampered = Buffer.from(decoded).toString('base64')
      expect((await search(ts, { q: '*' }, tampered)).status).toBe(401)
      const expired = scoped(SEARCH_KEY, { filter_by: 'make:=Toyota', expires_at: 1000 })
      expect((await search(ts, { q: '*' }, expired)).status).toBe(401)
      const future = scoped(SEARCH_KEY, { expires_at: Math.floor(Date.now() / 1000) + 3600 })
      expect((await search(ts, { q: '*' }, future)).status).toBe(200)
    })

    it('keep the parent key collection restriction', async () => {
      const key = scoped(VEHICLES_ONLY_SEARCH_KEY, {})
      expect((await search(ts, { q: '*' }, key)).status).toBe(200)
      const other = await ts.request('GET', '/collections/other/documents/search?q=*', { key })
      expect(other.status).toBe(401)
    })
  })
})
