import { type StandaloneServer, startStandaloneServer } from '@forecourt/search-engine/server'
import { Client } from 'typesense'

/** For tests: an in-memory engine on a loopback port holding three cars, and its admin key. */

export const TEST_ADMIN_KEY = 'admin-key'
export const testApiKeys = [{ value: TEST_ADMIN_KEY, actions: ['*'], collections: ['*'] }]
export const testCars = [
  { id: '1', make: 'Toyota', model: 'HiLux SR5', price: 45000 },
  { id: '2', make: 'Ford', model: 'Ranger XLT', price: 52000 },
  { id: '3', make: 'Toyota', model: 'RAV4 GX', price: 38000 },
]

/** Starts the engine and fills a `cars` collection through `client` (over HTTP unless told otherwise). */
export async function startTestCarsEngine(clientFor?: (server: StandaloneServer) => Client) {
  const server = await startStandaloneServer({ port: 0, host: '127.0.0.1', apiKeys: testApiKeys })
  const client =
    clientFor?.(server) ??
    new Client({
      nodes: [{ host: '127.0.0.1', port: server.port, protocol: 'http' }],
      apiKey: TEST_ADMIN_KEY,
      numRetries: 0,
    })
  await client.collections().create({
    name: 'cars',
    fields: [
      { name: 'make', type: 'string', facet: true },
      { name: 'model', type: 'string' },
      { name: 'price', type: 'int32', sort: true },
    ],
  })
  const imported = await client.collections('cars').documents().import(testCars, { action: 'upsert' })
  if (!imported.every((result) => result.success)) throw new Error('The test cars were not imported.')
  return server
}
