import { startStandaloneServer } from '@forecourt/search-engine/server'
import { Client } from 'typesense'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineCollection } from '../collections/define-collection.ts'
import { ensureCollections } from './ensure-collections.ts'

let server: Awaited<ReturnType<typeof startStandaloneServer>>
let client: Client

beforeEach(async () => {
  server = await startStandaloneServer({ port: 0, apiKey: 'admin-key' })
  client = new Client({
    nodes: [{ host: '127.0.0.1', port: server.port, protocol: 'http' }],
    apiKey: 'admin-key',
  })
})
afterEach(async () => {
  await server.close()
})

const v1 = defineCollection({ name: 'things', fields: [{ name: 'title', type: 'string' }] } as const)
const v2 = defineCollection({
  name: 'things',
  fields: [
    { name: 'title', type: 'string' },
    { name: 'colour', type: 'string', facet: true },
  ],
} as const)

describe('ensureCollections', () => {
  it('creates a missing collection and leaves an unchanged one with its documents', async () => {
    await ensureCollections(client, [v1])
    await client.collections('things').documents().create({ id: '1', title: 'kept' })
    await ensureCollections(client, [v1])
    expect((await client.collections('things').retrieve()).num_documents).toBe(1)
  })

  it('recreates a collection whose fields changed', async () => {
    await ensureCollections(client, [v1])
    await client.collections('things').documents().create({ id: '1', title: 'old shape' })
    await ensureCollections(client, [v2])
    const collection = await client.collections('things').retrieve()
    expect(collection.fields.map((field) => field.name)).toEqual(['title', 'colour'])
    expect(collection.num_documents).toBe(0)
  })
})
