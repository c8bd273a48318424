import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageCache } from './page-cache.ts'

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
