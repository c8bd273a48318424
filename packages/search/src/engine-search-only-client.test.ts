import { createTypesenseHandler } from '@forecourt/search-engine/http-handler'
import { answerPlainRequest } from '@forecourt/search-engine/plain-exchange'
import type { StandaloneServer } from '@forecourt/search-engine/server'
import { Client } from 'typesense'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engineSearchOnlyClient } from './engine-search-only-client.ts'
import { type SearchOnlyClient, typesenseSearchOnly } from './search-only-client.ts'
import { TEST_ADMIN_KEY as ADMIN, testApiKeys as apiKeys, startTestCarsEngine } from './test-cars-engine.ts'

const timeless = (response: object) => ({ ...response, search_time_ms: 0 })

// Pages search the embedded engine without the typesense client: the answers must be the client's.
describe('the embedded engine asked without the typesense client', () => {
  let server: StandaloneServer
  let viaClient: SearchOnlyClient
  let direct: SearchOnlyClient
  const askWith = (key: string) => {
    const handler = createTypesenseHandler(server.engine, { apiKeys })
    return engineSearchOnlyClient((request) => answerPlainRequest(handler, request), key)
  }

  beforeAll(async () => {
    server = await startTestCarsEngine()
    viaClient = typesenseSearchOnly(
      new Client({
        nodes: [{ host: '127.0.0.1', port: server.port, protocol: 'http' }],
        apiKey: ADMIN,
        numRetries: 0,
      }),
    )
    direct = askWith(ADMIN)
  })
  afterAll(() => server.close())

  it('searches with filters on values holding spaces, commas and backticks, sorted, with chosen fields', async () => {
    const params = {
      q: 'hilux sr5',
      query_by: 'make,model',
      filter_by: 'make:=[`Toyota`,`Ford, Inc`] && price:[30000..50000]',
      sort_by: 'price:desc',
      include_fields: 'id,model',
      per_page: 2,
    }
    const expected = await viaClient.search('cars', params)
    const actual = await direct.search('cars', params)
    expect(timeless(actual)).toEqual(timeless(expected))
    expect(actual.hits?.map((hit) => hit.document)).toEqual([{ id: '1', model: 'HiLux SR5' }])
  })

  it('answers a multi-search in order, each failure in its place', async () => {
    const searches = [
      { collection: 'cars', q: '*', filter_by: 'make:=Toyota', sort_by: 'price:asc' },
      { collection: 'cars', q: '*', filter_by: 'colour:=red' },
      { collection: 'nothing', q: '*' },
    ]
    const expected = await viaClient.multiSearch(searches)
    const actual = await direct.multiSearch(searches)
    expect(actual.map(timeless)).toEqual(expected.map(timeless))
    expect(actual.map((result) => ('code' in result ? result.code : 200))).toEqual([200, 400, 404])
  })

  it("raises the engine's refusals with their status, as the client does", async () => {
    await expect(direct.search('nothing', { q: '*' })).rejects.toMatchObject({ httpStatus: 404 })
    await expect(askWith('wrong-key').search('cars', { q: '*' })).rejects.toMatchObject({
      httpStatus: 401,
      message: expect.stringMatching(/x-typesense-api-key/),
    })
  })
})
