import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageCache, pageCacheKey, splitAtNonce } from './page-cache.ts'
import { createNonce, nonceOf } from './security-headers.ts'

let closeServer: (() => void) | undefined
afterEach(() => closeServer?.())

async function serve(
  cacheControl: string | null,
  options: Parameters<typeof createPageCache>[0],
  vary: string | null = null,
) {
  let renders = 0
  const app = express()
  app.use(compression())
  app.use(createPageCache(options))
  app.get('/page', (_request, response) => {
    renders += 1
    if (cacheControl) response.setHeader('Cache-Control', cacheControl)
    if (vary) response.append('Vary', vary)
    response.type('html').send(`<p>render ${renders}</p>${'x'.repeat(2000)}`)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  closeServer = () => server.close()
  const port = (server.address() as AddressInfo).port
  const get = (headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const request = httpRequest(
        { port, path: '/page', headers: { host: 'a.localhost', ...headers } },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          )
        },
      )
      request.on('error', reject)
      request.end()
    })
  return { get, renders: () => renders }
}

describe('page cache', () => {
  it('serves a shareable page from memory until its s-maxage passes', async () => {
    let clock = 0
    const site = await serve('public, max-age=0, s-maxage=60', { maxAgeSeconds: 60, now: () => clock })
    const first = await site.get()
    expect(first.headers['x-cache']).toBe('MISS')
    const second = await site.get()
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.body.toString()).toBe(first.body.toString())
    expect(site.renders()).toBe(1)
    clock = 61_000
    expect((await site.get()).body.toString()).toContain('render 2')
  })

  it('never keeps pages that are private, uncacheable or not declared shareable', async () => {
    for (const header of ['private, s-maxage=60', 'no-store', 'public, max-age=60', null]) {
      const site = await serve(header, { maxAgeSeconds: 60 })
      await site.get()
      await site.get()
      expect(site.renders()).toBe(2)
      closeServer?.()
    }
  })

  it("neither serves nor keeps a signed-in shopper's pages, which are theirs alone", async () => {
    const site = await serve(
      'public, s-maxage=60',
      { maxAgeSeconds: 60, isPersonal: (request) => !!request.headers.cookie },
      'Cookie',
    )
    await site.get({ cookie: 'session=a' })
    expect((await site.get()).headers['x-cache']).toBe('MISS')
    const hit = await site.get()
    expect(hit.headers['x-cache']).toBe('HIT')
    // A browser must not reuse the anonymous copy once it has a session cookie.
    expect(hit.headers.vary).toBe('Accept-Encoding, Cookie')
    const personal = await site.get({ cookie: 'session=a' })
    expect(personal.headers['x-cache']).toBeUndefined()
    expect(site.renders()).toBe(3)
  })

  it('caps the time at its own limit, and is off at 0', async () => {
    let clock = 0
    const capped = await serve('public, s-maxage=600', { maxAgeSeconds: 10, now: () => clock })
    await capped.get()
    clock = 11_000
    await capped.get()
    expect(capped.renders()).toBe(2)
    closeServer?.()
    const off = await serve('public, s-maxage=600', { maxAgeSeconds: 0 })
    await off.get()
    await off.get()
    expect(off.renders()).toBe(2)
  })

  it('answers a cached page compressed when the client accepts it', async () => {
    const site = await serve('public, s-maxage=60', { maxAgeSeconds: 60 })
    const plain = await site.get()
    const zipped = await site.get({ 'accept-encoding': 'gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString())
  })
})

describe('page cache and Content-Security-Policy nonces', () => {
  async function serveNonced() {
    let renders = 0
    const app = express()
    // As in server.ts: each response gets its nonce and its policy before the cache runs.
    app.use((_request, response, next) => {
      response.locals.cspNonce = createNonce()
      response.setHeader('Content-Security-Policy', `script-src 'nonce-${response.locals.cspNonce}'`)
      next()
    })
    app.use(compression())
    app.use(createPageCache({ maxAgeSeconds: 60, nonceOf }))
    app.get('/page', (_request, response) => {
      renders += 1
      const nonce = response.locals.cspNonce as string
      response.setHeader('Cache-Control', 'public, s-maxage=60')
      response
        .type('html')
        .send(
          `<script nonce="${nonce}">a()</script><p>render ${renders}</p><script nonce="${nonce}">b()</script>`,
        )
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    closeServer = () => server.close()
    const port = (server.address() as AddressInfo).port
    const get = (headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}/page`, { headers }).then(async (response) => ({
        cache: response.headers.get('x-cache'),
        policy: response.headers.get('content-security-policy') ?? '',
        body: await response.text(),
      }))
    return { get, renders: () => renders }
  }
  const nonceIn = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1] ?? ''

  it("gives every hit its own nonce, in the policy header and everywhere the page quoted the first one's", async () => {
    const site = await serveNonced()
    const first = await site.get()
    const hits = [
      await site.get(),
      await site.get({ 'accept-encoding': 'br' }),
      await site.get({ 'accept-encoding': 'gzip' }),
    ]
    expect(site.renders()).toBe(1)
    const nonces = [first, ...hits].map((answer) => nonceIn(answer.policy))
    expect(new Set(nonces).size).toBe(4)
    for (const [index, hit] of hits.entries()) {
      expect(hit.cache).toBe('HIT')
      const nonce = nonces[index + 1]!
      expect(hit.body).toBe(
        `<script nonce="${nonce}">a()</script><p>render 1</p><script nonce="${nonce}">b()</script>`,
      )
      expect(hit.body).not.toContain(nonces[0])
    }
  })

  it('keys a page by everything it is built from: host, path and query, scheme, and whether a bot asked', () => {
    const key = (request: { host: string; url: string; protocol?: string; agent?: string }) =>
      pageCacheKey({
        headers: {
          host: request.host,
          'user-agent': request.agent ?? 'Mozilla/5.0 Chrome/140',
          'x-forwarded-host': 'evil.example',
        },
        originalUrl: request.url,
        protocol: request.protocol ?? 'http',
      } as unknown as Parameters<typeof pageCacheKey>[0])
    const page = { host: 'a.localhost:3000', url: '/cars/golf?x=1' }
    const keys = [
      key(page),
      key({ ...page, host: 'b.localhost:3000' }),
      key({ ...page, url: '/cars/golf?x=2' }),
      key({ ...page, protocol: 'https' }),
      key({ ...page, agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
    ]
    expect(new Set(keys).size).toBe(keys.length)
    // A host's pages are purged by the host: every key starts with it and the path.
    expect(keys[0]?.startsWith('a.localhost:3000/')).toBe(true)
    expect(keys.join()).not.toContain('evil.example')
  })

  it('splits a body only where it quotes the nonce', () => {
    const body = Buffer.from('<script nonce="N0nce">x</script>N0nce!')
    expect(splitAtNonce(body, 'N0nce').map(String)).toEqual(['<script nonce="', '">x</script>', '!'])
    expect(splitAtNonce(body, 'other').map(String)).toEqual([body.toString()])
    expect(splitAtNonce(body, undefined)).toHaveLength(1)
  })
})
