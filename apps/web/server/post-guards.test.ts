import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { sameOriginPosts, UNTRUSTED_PROXY_POST_MESSAGE, untrustedProxyPosts } from './post-guards.ts'

let closeServer: (() => void) | undefined
afterEach(() => closeServer?.())

/** The post guards as the app mounts them, answering with what reached the action. */
async function serve(trustProxyHops: number) {
  const warnings: unknown[][] = []
  const app = express()
  app.set('trust proxy', trustProxyHops)
  app.use(sameOriginPosts, untrustedProxyPosts({ warn: (...args) => void warnings.push(args) }))
  app.post('/contact', (request, response) => {
    response.json({ refusal: response.locals.postRefusal ?? null, origin: request.headers.origin ?? null })
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  closeServer = () => server.close()
  const host = `harbourside-volkswagen.localhost:${(server.address() as AddressInfo).port}`
  const port = (server.address() as AddressInfo).port
  // Through node:http, which (unlike fetch) sends the Host header it is given.
  const post = (origin: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          port,
          method: 'POST',
          path: '/contact',
          headers: { host, origin: origin.replace('{host}', host), 'content-length': '0', ...headers },
        },
        (answer) => {
          let text = ''
          answer.on('data', (chunk) => {
            text += chunk
          })
          answer.on('end', () => {
            const json = answer.headers['content-type']?.startsWith('application/json')
            resolve({ status: answer.statusCode ?? 0, body: json ? JSON.parse(text) : text })
          })
        },
      )
      outgoing.on('error', reject)
      outgoing.end()
    })
  return { post, warnings }
}

describe('a post from an https page reaching the app over http (TRUST_PROXY_HOPS=0 behind a TLS proxy)', () => {
  it('reaches the action marked refused, with the message its form shows, instead of a bare Bad Request', async () => {
    const { post } = await serve(0)
    const answer = await post('https://{host}')
    expect(answer).toEqual({ status: 200, body: { refusal: UNTRUSTED_PROXY_POST_MESSAGE, origin: null } })
    expect(UNTRUSTED_PROXY_POST_MESSAGE).toContain('what you typed is still here')
  })

  it('logs which setting to change once, not for every post', async () => {
    const { post, warnings } = await serve(0)
    for (let count = 0; count < 3; count++) await post('https://{host}')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]?.[0]).toMatchObject({ setting: 'TRUST_PROXY_HOPS' })
    expect(String(warnings[0]?.[1])).toContain('set TRUST_PROXY_HOPS')
  })

  it('leaves alone a post whose scheme matches: plain http, or https through a trusted proxy', async () => {
    const plain = await serve(0)
    expect((await plain.post('http://{host}')).body).toEqual({ refusal: null, origin: expect.any(String) })
    closeServer?.()
    const trusted = await serve(1)
    const answer = await trusted.post('https://{host}', { 'x-forwarded-proto': 'https' })
    expect(answer.body).toEqual({ refusal: null, origin: expect.stringMatching(/^https:/) })
    expect(trusted.warnings).toHaveLength(0)
  })

  it('still refuses another site outright (403), before any of this', async () => {
    const { post } = await serve(0)
    expect((await post('https://evil.example')).status).toBe(403)
  })
})
