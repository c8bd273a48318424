import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchEngine } from '../src/engine.ts'
import { createTypesenseHandler } from '../src/http-handler.ts'

// Mounting under a prefix the way express's `app.use('/typesense', handler)` does: the prefix is removed
// from `req.url`, and a JSON body parser placed before the mount may already have consumed the body.
describe('handler mounted under /typesense', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    const engine = new SearchEngine()
    const handler = createTypesenseHandler(engine, {
      apiKeys: [{ value: 'k', actions: ['*'], collections: ['*'] }],
    })
    server = createServer(async (req, res) => {
      if (!req.url?.startsWith('/typesense')) {
        res.writeHead(404).end()
        return
      }
      req.url = req.url.slice('/typesense'.length) || '/'
      if (req.headers['content-type'] === 'application/json') {
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        ;(req as IncomingMessage & { body?: unknown }).body = JSON.parse(Buffer.concat(chunks).toString())
      }
      handler(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/typesense`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('serves the API below the prefix, reading bodies a parser already consumed', async () => {
    const headers = { 'x-typesense-api-key': 'k', 'content-type': 'application/json' }
    const created = await fetch(`${base}/collections`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'c', fields: [{ name: 't', type: 'string' }] }),
    })
    expect(created.status).toBe(201)
    const doc = await fetch(`${base}/collections/c/documents`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: '1', t: 'Hi' }),
    })
    expect(doc.status).toBe(201)
    const found = await fetch(`${base}/collections/c/documents/search?q=hi&query_by=t&x-typesense-api-key=k`)
    expect(((await found.json()) as { found: number }).found).toBe(1)
    const multi = await fetch(`${base}/multi_search?x-typesense-api-key=k`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ searches: [{ collection: 'c', q: '*' }] }),
    })
    expect(((await multi.json()) as { results: { found: number }[] }).results[0]!.found).toBe(1)
    expect((await (await fetch(`${base}/health`)).json()) as object).toEqual({ ok: true })
  })

  it('answers CORS preflight requests', async () => {
    const response = await fetch(`${base}/multi_search`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})
