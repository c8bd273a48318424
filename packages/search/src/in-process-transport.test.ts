import { createTypesenseHandler, type TypesenseHandler } from '@forecourt/search-engine/http-handler'
import { answerPlainRequest } from '@forecourt/search-engine/plain-exchange'
import type { StandaloneServer } from '@forecourt/search-engine/server'
import { Client } from 'typesense'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inProcessTransport } from './in-process-transport.ts'
import { TEST_ADMIN_KEY as ADMIN, testApiKeys as apiKeys, startTestCarsEngine } from './test-cars-engine.ts'

// The in-process client must answer exactly as the same engine does over HTTP.
describe('inProcessTransport', () => {
  let server: StandaloneServer
  let overHttp: Client
  let inProcess: Client
  let handler: TypesenseHandler
  const options = (port: number) => ({
    nodes: [{ host: '127.0.0.1', port, protocol: 'http' }],
    apiKey: ADMIN,
    connectionTimeoutSeconds: 2,
    numRetries: 0,
  })

  beforeAll(async () => {
    // The collection is made and filled through the in-process client: writes cross the transport too.
    server = await startTestCarsEngine((started) => {
      handler = createTypesenseHandler(started.engine, { apiKeys })
      inProcess = new Client({
        ...options(started.port),
        axiosAdapter: inProcessTransport((request) => answerPlainRequest(handler, request)),
      })
      return inProcess
    })
    overHttp = new Client(options(server.port))
  })
  afterAll(() => server.close())

  it('searches with filters, facets, sorting and values holding spaces and commas', async () => {
    const params = {
      q: 'hilux sr5',
      query_by: 'make,model',
      filter_by: 'make:=[`Toyota`,`Ford`] && price:[30000..50000]',
      facet_by: 'make',
      sort_by: 'price:desc',
      per_page: 2,
    }
    const expected = await overHttp.collections('cars').documents().search(params)
    const actual = await inProcess.collections('cars').documents().search(params)
    expect({ ...actual, search_time_ms: 0 }).toEqual({ ...expected, search_time_ms: 0 })
    expect(actual.found).toBe(1)
  })

  it('answers a multi-search with each failure in its place', async () => {
    const searches = {
      searches: [
        { collection: 'cars', q: '*', filter_by: 'make:=Ford' },
        { collection: 'cars', q: '*', filter_by: 'colour:=red' },
        { collection: 'nothing', q: '*' },
      ],
    }
    const expected = await overHttp.multiSearch.perform(searches)
    const actual = await inProcess.multiSearch.perform(searches)
    const timeless = (response: { results: readonly object[] }) =>
      response.results.map((result) => ({ ...result, search_time_ms: 0 }))
    expect(timeless(actual)).toEqual(timeless(expected))
    const codes = (actual.results as readonly { code?: number }[]).map((result) => result.code ?? 200)
    expect(codes).toEqual([200, 400, 404])
  })

  it('raises the same errors and reads documents and exports alike', async () => {
    await expect(inProcess.collections('cars').documents('9').retrieve()).rejects.toMatchObject({
      name: 'ObjectNotFound',
      httpStatus: 404,
    })
    expect(await inProcess.collections('cars').documents('2').retrieve()).toEqual(
      await overHttp.collections('cars').documents('2').retrieve(),
    )
    expect(await inProcess.collections('cars').documents().export()).toBe(
      await overHttp.collections('cars').documents().export(),
    )
    const refused = new Client({
      ...options(server.port),
      apiKey: 'wrong',
      axiosAdapter: inProcessTransport((request) => answerPlainRequest(handler, request)),
    })
    await expect(refused.collections('cars').documents().search({ q: '*' })).rejects.toMatchObject({
      httpStatus: 401,
    })
  })
})
