import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { SearchClient } from './typesense-multi-search-client'

const servers: { close(): void }[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

async function node(answer: (request: IncomingMessage, body: string) => [number, unknown]) {
  const seen: { url: string; body: string; contentType: string | undefined }[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      seen.push({ url: request.url ?? '', body, contentType: request.headers['content-type'] })
      const [status, json] = answer(request, body)
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return { port: (server.address() as AddressInfo).port, seen }
}

const request = { searches: [{ collection: 'vehicles', q: '*' }] }

describe('multi-search client for the InstantSearch adapter', () => {
  it('posts the searches with the key as a query parameter and a text body', async () => {
    const typesense = await node(() => [200, { results: [{ found: 3, hits: [] }] }])
    const client = new SearchClient({
      apiKey: 'scoped',
      nodes: [{ host: '127.0.0.1', port: typesense.port, protocol: 'http' }],
    })
    await expect(client.multiSearch.perform(request, { page: 2 })).resolves.toEqual({
      results: [{ found: 3, hits: [] }],
    })
    expect(typesense.seen[0]?.url).toBe('/multi_search?x-typesense-api-key=scoped&page=2')
    expect(typesense.seen[0]?.contentType).toBe('text/plain')
    expect(JSON.parse(typesense.seen[0]?.body ?? '')).toEqual(request)
  })

  it('answers a repeated search from its cache while the cache time lasts', async () => {
    const typesense = await node(() => [200, { results: [] }])
    const client = new SearchClient({
      apiKey: 'k',
      nodes: [{ host: '127.0.0.1', port: typesense.port, protocol: 'http' }],
      cacheSearchResultsForSeconds: 60,
    })
    await client.multiSearch.perform(request)
    await client.multiSearch.perform(request)
    expect(typesense.seen).toHaveLength(1)
  })

  it('moves to the next node when one fails with a server error', async () => {
    const broken = await node(() => [503, { message: 'Not Ready' }])
    const healthy = await node(() => [200, { results: [] }])
    const client = new SearchClient({
      apiKey: 'k',
      nodes: [
        { host: '127.0.0.1', port: broken.port, protocol: 'http' },
        { host: '127.0.0.1', port: healthy.port, protocol: 'http' },
      ],
      numRetries: 1,
    })
    await expect(client.multiSearch.perform(request)).resolves.toEqual({ results: [] })
  })

  it("reports a refused request with the server's message, without retrying", async () => {
    const typesense = await node(() => [401, { message: 'Forbidden - a valid key must be sent.' }])
    const client = new SearchClient({
      apiKey: 'k',
      nodes: [{ host: '127.0.0.1', port: typesense.port, protocol: 'http' }],
    })
    await expect(client.multiSearch.perform(request)).rejects.toThrow(
      'Request failed with HTTP code 401 | Server said: Forbidden - a valid key must be sent.',
    )
    expect(typesense.seen).toHaveLength(1)
  })
})
