import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vehicles } from '../fixtures/vehicles.ts'
import { SEARCH_KEY, type SearchBody, startTestServer, type TestServer } from '../helpers/server.ts'

describe('POST /multi_search', () => {
  let ts: TestServer
  beforeAll(async () => {
    ts = await startTestServer()
  })
  afterAll(() => ts.close())

  const multi = (body: unknown, path = '/multi_search', key?: string) =>
    ts.request('POST', path, { body, contentType: 'text/plain', ...(key ? { key } : {}) })

  it('runs every search and reports per-search errors inside results with HTTP 200', async () => {
    const response = await multi({
      searches: [
        { collection: 'vehicles', q: '*', filter_by: 'make:Ford', per_page: 2 },
        { collection: 'missing', q: '*' },
        { collection: 'vehicles', q: '*', filter_by: 'nope:1' },
        { collection: 'vehicles', q: 'hilux', query_by: 'model' },
      ],
    })
    expect(response.status).toBe(200)
    const { results } = response.json() as { results: (SearchBody | { error: string; code: number })[] }
    expect(results).toHaveLength(4)
    expect(results[0]).toMatchObject({ found: vehicles.filter((v) => v.make === 'Ford').length })
    expect((results[0] as SearchBody).hits).toHaveLength(2)
    expect(results[1]).toEqual({ error: 'Collection not found', code: 404 })
    expect(results[2]).toEqual({
      error: 'Could not find a filter field named `nope` in the schema.',
      code: 400,
    })
    expect(results[3]).toMatchObject({ found: vehicles.filter((v) => v.model === 'HiLux').length })
  })

  it('reads the body as JSON whatever the content type', async () => {
    const response = await ts.request('POST', '/multi_search', {
      body: { searches: [{ collection: 'vehicles', q: '*' }] },
      contentType: 'application/x-www-form-urlencoded',
    })
    expect((response.json() as { results: SearchBody[] }).results[0]!.found).toBe(vehicles.length)
  })

  it('applies query-string parameters to every search and ANDs a common filter', async () => {
    const response = await multi(
      { searches: [{ q: 'toyota' }, { q: '*', filter_by: 'year:>2021' }] },
      '/multi_search?collection=vehicles&query_by=make&filter_by=body:SUV',
    )
    const { results } = response.json() as { results: SearchBody[] }
    expect(results[0]!.found).toBe(vehicles.filter((v) => v.make === 'Toyota' && v.body === 'SUV').length)
    expect(results[1]!.found).toBe(vehicles.filter((v) => v.year > 2021 && v.body === 'SUV').length)
  })

  it('accepts 50 searches and refuses 51', async () => {
    const searches = (n: number) =>
      Array.from({ length: n }, () => ({ collection: 'vehicles', q: '*', per_page: 0 }))
    expect((await multi({ searches: searches(50) })).status).toBe(200)
    const tooMany = await multi({ searches: searches(51) })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json()).toEqual({
      message: 'Number of multi searches exceeds `limit_multi_searches` parameter.',
    })
    const limited = await multi({ searches: searches(3) }, '/multi_search?limit_multi_searches=2')
    expect(limited.status).toBe(400)
  })

  const errors: [unknown, string][] = [
    ['{"searches": [', 'Bad JSON.'],
    [{}, 'Missing `searches` array.'],
    [{ searches: {} }, 'Missing `searches` array.'],
    [{ searches: ['nope'] }, 'The value of `searches` must be an array of objects.'],
    [
      { searches: [{ collection: 'vehicles', q: '*', facet_by: ['make'] }] },
      'One or more search parameters are malformed.',
    ],
  ]

  it.each(errors)('rejects %j', async (body, message) => {
    const response = await multi(body)
    expect(response.status).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  it('takes the key from the query string, as the instantsearch adapter sends it', async () => {
    const response = await ts.request('POST', '/multi_search', {
      body: { searches: [{ collection: 'vehicles', q: '*' }] },
      key: SEARCH_KEY,
      keyInQuery: true,
      contentType: 'text/plain',
    })
    expect(response.status).toBe(200)
  })
})
