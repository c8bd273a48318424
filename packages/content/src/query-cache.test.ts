import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SanityClient } from '@sanity/client'
import { describe, expect, it } from 'vitest'
import { createContentClient } from './client.ts'
import { createDatasetFromDocuments, loadDatasetFile } from './embedded-dataset.ts'
import { withQueryCache } from './query-cache.ts'

const dealers = [
  { _id: 'dealer-one', _type: 'dealer', name: 'Dealer One', slug: { current: 'one' } },
  { _id: 'dealer-two', _type: 'dealer', name: 'Dealer Two', slug: { current: 'two' } },
]
const nameQuery = '*[_type == "dealer" && slug.current == $slug][0]{name}'

/** The embedded client, counting the queries that reach it. */
function countingClient(documents = dealers) {
  const client = createContentClient({ source: 'embedded', dataset: createDatasetFromDocuments(documents) })
  const counted = { fetches: 0 }
  const fetch = client.fetch.bind(client)
  client.fetch = ((...args: Parameters<SanityClient['fetch']>) => {
    counted.fetches++
    return fetch(...args)
  }) as SanityClient['fetch']
  return { client, counted }
}

describe('withQueryCache', () => {
  it('answers the same query and parameters from memory, others from the client', async () => {
    const { client, counted } = countingClient()
    const cache = withQueryCache(client, { ttlMs: Number.POSITIVE_INFINITY })
    expect(await cache.client.fetch(nameQuery, { slug: 'one' })).toEqual({ name: 'Dealer One' })
    expect(await cache.client.fetch(nameQuery, { slug: 'one' })).toEqual({ name: 'Dealer One' })
    expect(counted.fetches).toBe(1)
    expect(await cache.client.fetch(nameQuery, { slug: 'two' })).toEqual({ name: 'Dealer Two' })
    expect(counted.fetches).toBe(2)
    // Anything but (query, params) goes straight through, as do the client's other methods.
    await cache.client.fetch(nameQuery, { slug: 'one' }, { filterResponse: true })
    expect(counted.fetches).toBe(3)
    expect(cache.client.config().dataset).toBe('embedded')
  })

  it('drops results on clear, after the TTL and when the revision changes', async () => {
    const { client, counted } = countingClient()
    let clock = 0
    let revision = 'a'
    const cache = withQueryCache(client, { ttlMs: 1000, now: () => clock, revision: () => revision })
    await cache.client.fetch(nameQuery, { slug: 'one' })
    cache.clear()
    await cache.client.fetch(nameQuery, { slug: 'one' })
    clock = 1000
    await cache.client.fetch(nameQuery, { slug: 'one' })
    revision = 'b'
    await cache.client.fetch(nameQuery, { slug: 'one' })
    await cache.client.fetch(nameQuery, { slug: 'one' })
    expect(counted.fetches).toBe(4)
  })

  it('sees an edited dataset file once it is reloaded', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'query-cache-')), 'content.ndjson')
    const write = (name: string) =>
      writeFileSync(path, `${JSON.stringify({ ...dealers[0], name })}\n`, { flag: 'w' })
    write('Before')
    const dataset = loadDatasetFile(path, { watch: false })
    const cache = withQueryCache(createContentClient({ source: 'embedded', dataset }), {
      revision: dataset.revision,
      ttlMs: Number.POSITIVE_INFINITY,
    })
    expect(await cache.client.fetch(nameQuery, { slug: 'one' })).toEqual({ name: 'Before' })
    write('After, a longer name')
    expect(await cache.client.fetch(nameQuery, { slug: 'one' })).toEqual({ name: 'Before' })
    dataset.reload()
    expect(await cache.client.fetch(nameQuery, { slug: 'one' })).toEqual({ name: 'After, a longer name' })
  })

  it('keeps no failure, and hands out frozen results shared by every caller', async () => {
    const { client } = countingClient()
    let failing = true
    const fetch = client.fetch.bind(client)
    client.fetch = ((...args: Parameters<SanityClient['fetch']>) =>
      failing ? Promise.reject(new Error('down')) : fetch(...args)) as SanityClient['fetch']
    const cache = withQueryCache(client, { ttlMs: Number.POSITIVE_INFINITY })
    await expect(cache.client.fetch(nameQuery, { slug: 'one' })).rejects.toThrow('down')
    failing = false
    const result = await cache.client.fetch<{ name: string }>(nameQuery, { slug: 'one' })
    expect(result).toEqual({ name: 'Dealer One' })
    expect(Object.isFrozen(result)).toBe(true)
    expect(() => {
      ;(result as { name: string }).name = 'changed'
    }).toThrow(TypeError)
  })
})
