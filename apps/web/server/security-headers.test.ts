import type { AddressInfo } from 'node:net'
import { loadServerConfig } from '@forecourt/config/server-config'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { ALLOW_HEADER, hostHeaderCount, isValidHost, pathDecodes, requestGuards } from './request-guards.ts'
import { cspDirectives, HSTS_MAX_AGE_SECONDS, securityHeaders } from './security-headers.ts'

let closeServer: (() => void) | undefined
afterEach(() => closeServer?.())

async function serve(environment: Record<string, string>) {
  const config = loadServerConfig(environment)
  const app = express()
  app.set('trust proxy', config.trustProxyHops)
  app.use(securityHeaders(config))
  app.use(requestGuards)
  app.get('/page', (_request, response) => {
    response.type('html').send(`<script nonce="${response.locals.cspNonce}"></script>`)
  })
  app.get('/broken', () => {
    throw new Error('a bug')
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  closeServer = () => server.close()
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return (path: string, init: RequestInit = {}) => fetch(`${origin}${path}`, init)
}

const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? ''

describe('security headers', () => {
  it('sends the policy with a fresh nonce per response, quoted by the page, and the other headers', async () => {
    const get = await serve({ NODE_ENV: 'production' })
    const [first, second] = [await get('/page'), await get('/page')]
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policyOf(first))?.[1]
    expect(nonce).toHaveLength(24)
    expect(await first.text()).toBe(`<script nonce="${nonce}"></script>`)
    expect(policyOf(second)).not.toContain(nonce)
    expect(policyOf(first)).toContain(`script-src 'self' 'nonce-${nonce}'`)
    expect(policyOf(first)).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(policyOf(first)).toContain("frame-ancestors 'self'")
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(first.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(first.headers.get('permissions-policy')).toContain('camera=()')
    expect(first.headers.get('permissions-policy')).toContain('geolocation=(self)')
  })

  it('sends HSTS in production over https only (a trusted proxy says so), never in development', async () => {
    const production = await serve({ NODE_ENV: 'production', TRUST_PROXY_HOPS: '1' })
    const secure = await production('/page', { headers: { 'x-forwarded-proto': 'https' } })
    expect(secure.headers.get('strict-transport-security')).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}`)
    expect((await production('/page')).headers.get('strict-transport-security')).toBeNull()
    closeServer?.()
    const untrusted = await serve({ NODE_ENV: 'production' })
    const spoofed = await untrusted('/page', { headers: { 'x-forwarded-proto': 'https' } })
    expect(spoofed.headers.get('strict-transport-security')).toBeNull()
    closeServer?.()
    const development = await serve({ NODE_ENV: 'development', TRUST_PROXY_HOPS: '1' })
    const local = await development('/page', { headers: { 'x-forwarded-proto': 'https' } })
    expect(local.headers.get('strict-transport-security')).toBeNull()
  })

  it('also heads refusals, 404s and errors', async () => {
    const get = await serve({ NODE_ENV: 'production' })
    const broken = await get('/broken')
    expect(broken.status).toBe(500)
    expect(broken.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(broken.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    const missing = await get('/nothing')
    expect(missing.status).toBe(404)
    // Express's own 404 narrows the policy further (default-src 'none'); the other headers stay.
    expect(policyOf(missing)).toMatch(/default-src '(self|none)'/)
    expect(missing.headers.get('permissions-policy')).toContain('camera=()')
    expect(missing.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    const refused = await get('/page', { method: 'DELETE' })
    expect(refused.status).toBe(405)
    expect(refused.headers.get('allow')).toBe(ALLOW_HEADER)
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('policy sources follow the configuration', () => {
  const render = (environment: Record<string, string>) => {
    const directives = cspDirectives(loadServerConfig(environment))
    const response = { locals: { cspNonce: 'N' } } as never
    return Object.fromEntries(
      Object.entries(directives).map(([name, values]) => [
        name,
        values.map((value) => (typeof value === 'function' ? value({} as never, response) : value)).join(' '),
      ]),
    )
  }

  const analyticsConnect =
    "'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com"

  it("embedded: everything on this origin, but a dealer's analytics tag sends its measurements to Google", () => {
    const policy = render({ NODE_ENV: 'production' })
    // The tag's scripts run by the page's nonce (Tag Manager passes it on): no script origin is added.
    expect(policy['connect-src']).toBe(analyticsConnect)
    expect(policy['form-action']).toBe("'self'")
    expect(policy['script-src']).toBe("'self' 'nonce-N'")
    expect(policy['object-src']).toBe("'none'")
  })

  it('Stripe and a finance broker add their origins; a Typesense cluster adds none (browsers search here)', () => {
    const policy = render({
      NODE_ENV: 'production',
      SEARCH_SOURCE: 'typesense',
      TYPESENSE_URL: 'https://node-1.search.example:443',
      TYPESENSE_ADMIN_API_KEY: 'admin-key',
      TYPESENSE_SEARCH_API_KEY: 'search-key',
      STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
      FINANCE_BROKER_URL: 'https://api.broker.example/v1',
      FINANCE_BROKER_API_KEY: 'broker-key-0123456789',
      FINANCE_APPLICATION_ORIGINS: 'https://apply.broker.example',
    })
    expect(policy['connect-src']).toBe(analyticsConnect)
    expect(policy['form-action']).toBe(
      "'self' https://checkout.stripe.com https://api.broker.example https://apply.broker.example",
    )
  })
})

describe('request guards', () => {
  it('knows a path that does not decode and counts Host headers', () => {
    expect(pathDecodes('/cars/%ZZ')).toBe(false)
    expect(pathDecodes('/search/%E0%A4%A')).toBe(false)
    expect(pathDecodes('/cars/a%20b')).toBe(true)
    expect(pathDecodes('/search?q=%E0%A4%A')).toBe(false)
    expect(pathDecodes('/search?q=caf%C3%A9+au+lait')).toBe(true)
    for (const host of [
      'harbourside-volkswagen.localhost:3100',
      'WWW.Dealer.com.au',
      '127.0.0.1:3000',
      '[::1]:3000',
    ])
      expect(isValidHost(host), host).toBe(true)
    for (const host of ['', 'evil.example/path', 'a b', 'user@evil.example', 'evil.example:99999', undefined])
      expect(isValidHost(host), String(host)).toBe(false)
    expect(hostHeaderCount(['Host', 'a', 'Accept', '*/*', 'host', 'b'])).toBe(2)
  })
})
