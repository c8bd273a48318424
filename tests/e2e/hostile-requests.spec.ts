import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import { isReserveEligible } from '@forecourt/domain/vehicle-card/availability'
import { type FakeStripe, startFakeStripe } from '@forecourt/payments/testing/fake-stripe'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { encodeSignatureHeader } from '@sanity/webhook'
import { listedVehicles } from './support/demo-stock'
import { type ExtraServer, startExtraServer } from './support/extra-server'
import { siteRequest, uniqueEmail, uniqueMobile } from './support/leads'
import { e2ePort } from './support/server'

/**
 * Hostile and malformed requests, written byte for byte on a raw socket (no browser, no HTTP client
 * to tidy them up): each must get a 4xx answer, never a 5xx, never a stack trace or a file path, and
 * never the contents of a file outside what the site serves.
 */

test.skip(({ isMobile }) => isMobile, 'server behaviour, checked on the desktop project')

const host = `harbourside-volkswagen.localhost:${e2ePort}`

interface RawAnswer {
  status: number
  head: string
  body: string
}

/** Sends `lines` (joined with CRLF, then a blank line) and reads the answer until the server closes. */
function raw(requestText: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(e2ePort, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer within 20 s')))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', (error) => (chunks.length ? finish() : reject(error)))
    socket.on('end', () => finish())
    socket.on('close', () => finish())
    let done = false
    function finish() {
      if (done) return
      done = true
      const text = Buffer.concat(chunks).toString('latin1')
      const split = text.indexOf('\r\n\r\n')
      const head = split === -1 ? text : text.slice(0, split)
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0)
      resolve({ status, head, body: split === -1 ? '' : text.slice(split + 4) })
    }
    socket.write(requestText)
  })
}

const get = (target: string, headers: string[] = [`Host: ${host}`], method = 'GET') =>
  raw(`${[`${method} ${target} HTTP/1.1`, ...headers, 'Connection: close'].join('\r\n')}\r\n\r\n`)

const packageJson = readFileSync(join(repoRoot, 'package.json'), 'utf8')
const serverSource = readFileSync(join(repoRoot, 'apps/web/server.ts'), 'utf8')

function expectRefused(answer: RawAnswer, what: string) {
  expect(answer.status, `${what}: ${answer.head.split('\r\n')[0]}`).toBeGreaterThanOrEqual(400)
  expect(answer.status, what).toBeLessThan(500)
  // No stack trace, no path of this machine, no file contents.
  expect(answer.body, what).not.toMatch(/\bat [\w$.<>]+ \(|node:internal|\/work\/|[A-Z]:\\|\.tsx?:\d+/)
  expect(answer.body, what).not.toContain(repoRoot)
  expect(answer.body, what).not.toContain('"workspaces"')
  expect(answer.body, what).not.toContain(packageJson.slice(0, 60))
  expect(answer.body, what).not.toContain(serverSource.slice(0, 60))
}

test('oversized headers and URLs are refused with 431 or 414', async () => {
  expectRefused(await get('/', [`Host: ${host}`, `X-Padding: ${'a'.repeat(20_000)}`]), 'a 20 kB header')
  const manyHeaders = Array.from({ length: 2000 }, (_, index) => `X-H${index}: ${'b'.repeat(10)}`)
  expectRefused(await get('/', [`Host: ${host}`, ...manyHeaders]), '2,000 headers')
  expectRefused(await get(`/search?q=${'c'.repeat(20_000)}`), 'a 20 kB URL')
  expectRefused(await get(`/${'d/'.repeat(10_000)}`), 'a 20 kB path')
})

test('bad percent-encoding is a 400, never a crash', async () => {
  for (const target of [
    '/cars/%ZZ',
    '/search/%E0%A4%A',
    '/search?q=%E0%A4%A',
    '/%',
    '/demo-media/%ZZ',
    '/assets/%ZZ.js',
    '/cars/%C0%AE%C0%AE',
    '/api/youx/quote?x=%ZZ',
  ]) {
    const answer = await get(target)
    expectRefused(answer, target)
    expect(answer.status, target).toBe(400)
  }
})

test('methods other than GET, HEAD and POST get 405 with Allow', async () => {
  for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'PROPFIND']) {
    for (const target of ['/', '/api/youx/quote', '/demo-media/service-booking/volkswagen-service.html']) {
      const answer = await get(target, [`Host: ${host}`, 'Content-Length: 0'], method)
      expectRefused(answer, `${method} ${target}`)
      expect(answer.status, `${method} ${target}`).toBe(405)
      expect(answer.head).toMatch(/\r\nallow: GET, HEAD, POST/i)
    }
  }
  const options = await get('*', [`Host: ${host}`], 'OPTIONS')
  expectRefused(options, 'OPTIONS *')
  const tunnel = await raw(`CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`)
  expectRefused(tunnel, 'CONNECT')
  expect(tunnel.status).toBe(405)
})

test('traversal out of the media and asset folders finds nothing', async () => {
  for (const target of [
    '/demo-media/../../package.json',
    '/demo-media/../../../package.json',
    '/demo-media/%2e%2e%2f%2e%2e%2fpackage.json',
    '/demo-media/%2e%2e/%2e%2e/package.json',
    '/demo-media/..%2f..%2f..%2fpackage.json',
    '/demo-media/....//....//package.json',
    '/demo-media/..\\..\\package.json',
    '/demo-media/%252e%252e%252fpackage.json',
    '/assets/..%2f..%2fserver.ts',
    '/assets/../../server.ts',
    '/assets/%2e%2e%2f%2e%2e%2fserver.ts',
    '/assets/..%5c..%5cserver.ts',
    '/../package.json',
    '/%2e%2e/package.json',
    '/demo-media/%00',
    '/demo-media/x%00.svg',
  ]) {
    expectRefused(await get(target), target)
  }
})

test('an absolute-URI request line and duplicate or missing Host headers are 400', async () => {
  for (const target of ['http://evil.example/', `http://${host}/`, 'https://evil.example/search']) {
    const answer = await get(target)
    expectRefused(answer, target)
    expect(answer.status, target).toBe(400)
  }
  const twoHosts = await get('/', [`Host: ${host}`, 'Host: southern-cross-motors.localhost'])
  expectRefused(twoHosts, 'two Host headers')
  expect(twoHosts.status).toBe(400)
  const sameTwice = await get('/', [`Host: ${host}`, `Host: ${host}`])
  expect(sameTwice.status).toBe(400)
  expectRefused(await get('/', []), 'no Host header')
  expectRefused(await get('/', ['Host: ']), 'an empty Host header')
})

test('a garbled request line and header are refused', async () => {
  expectRefused(await raw('GARBAGE\r\n\r\n'), 'no method or version')
  expectRefused(await raw(`GET / HTTP/9.9\r\nHost: ${host}\r\n\r\n`), 'HTTP/9.9')
  expectRefused(
    await raw(`GET / HTTP/1.1\r\nHost: ${host}\r\nBad Header\r\n\r\n`),
    'a header without a colon',
  )
  expectRefused(
    await raw(
      `POST /api/youx/quote HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ),
    'Content-Length with Transfer-Encoding',
  )
})

test('a well-formed request still works on the same server', async () => {
  const answer = await get('/healthz')
  expect(answer.status).toBe(200)
})

test.describe('facet values in a search URL never widen the site to other dealers', () => {
  const dealer = 'harbourside-volkswagen'
  const otherDealers = ['Southern Cross', 'Coastline Motorcycles', 'Outback Trucks']
  // Closes the make list and ORs in every dealer: `&&` and `||` share one precedence in Typesense.
  const injection = 'a`]) || (dealership_slug:!=zzz) || (make:=`b'
  const hostile = [injection, ')', '||', '`', '\\`', 'Volkswagen]) || (dealership_slug:!=zzz']
  const searchPath = (make: string) => `/search?${new URLSearchParams({ make })}`
  const searchUrl = (make: string) => `http://${dealer}.localhost:${e2ePort}${searchPath(make)}`
  /** The page's HTML as the server sends it (the request goes to loopback, the site named by Host). */
  const pageHtml = async (request: import('@playwright/test').APIRequestContext, make: string) => {
    const answer = await request.get(`http://localhost:${e2ePort}${searchPath(make)}`, {
      headers: { host: `${dealer}.localhost:${e2ePort}` },
      maxRedirects: 0,
    })
    expect(answer.status(), make).toBe(200)
    return answer.text()
  }
  const resultCount = (page: import('@playwright/test').Page) =>
    page.getByRole('main').getByText(/^[\d,]+ vehicles?$/)

  test('the page for a make the site has lists that make, and no other dealer', async ({ request }) => {
    const html = await pageHtml(request, 'Volkswagen')
    expect(html).toMatch(/>[1-9][\d,]* vehicles?</)
    for (const name of otherDealers) expect(html).not.toContain(name)
  })

  for (const make of hostile) {
    test(`make=${JSON.stringify(make)} finds no car, names no other dealer and is no error`, async ({
      page,
      request,
    }) => {
      const html = await pageHtml(request, make)
      for (const name of otherDealers) expect(html, name).not.toContain(name)
      // No cars because the search found none, not because it failed.
      expect(html).not.toContain('search is temporarily unavailable')

      await page.goto(searchUrl(make))
      await expect(resultCount(page)).toHaveText('0 vehicles')
      await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible()
      const chips = page.getByRole('list', { name: 'Current filters' })
      await expect(chips.getByRole('link', { name: `Remove filter Make: ${make}` })).toBeVisible()
      await expect(page.getByRole('list', { name: 'Vehicles' }).getByRole('article')).toHaveCount(0)
    })
  }

  test('a make the site does not have finds no car either, with its chip', async ({ page }) => {
    await page.goto(searchUrl('Zzyzx'))
    await expect(resultCount(page)).toHaveText('0 vehicles')
    await expect(page.getByRole('link', { name: 'Remove filter Make: Zzyzx' })).toBeVisible()
  })
})

/**
 * The security issue's reservation and production findings, on servers of their own started with
 * NODE_ENV=production (ports E2E_PORT + 12 and + 13): one without payment keys, one taking deposits through
 * Stripe (a fake of its API on loopback). HTTP only, from 127.0.0.1, as a proxy on the same host would be.
 */
test.describe('reservations and production mode', () => {
  test.describe.configure({ mode: 'serial' })
  const vw = 'harbourside-volkswagen'
  const eligible = (slug: string) => listedVehicles(slug, (vehicle) => isReserveEligible(vehicle))
  const carPath = (vehicle: ReturnType<typeof eligible>[number]) =>
    vehicle.path ?? `/cars/${vehicle.slug ?? vehicle.id}`

  test.describe('in production without payment keys', () => {
    let server: ExtraServer
    test.beforeAll(async () => {
      // Ingesting the stock and starting a server take far longer than a test on a loaded machine.
      test.setTimeout(180_000)
      server = await startExtraServer({
        offset: 12,
        name: 'hostile-production',
        ingestStock: true,
        captureStdout: true,
        env: { NODE_ENV: 'production', LOG_LEVEL: 'info' },
      })
    })
    test.afterAll(() => server?.stop())

    test('the dev pages (sign-in codes, leads, reservations) are not routed, even to this machine', async ({
      request,
    }) => {
      for (const path of [
        '/dev/sms.json',
        '/dev/sms',
        '/dev/leads',
        '/dev/leads.json',
        '/dev/reservations.json',
      ]) {
        const answer = await request.get(`${server.origin}${path}`)
        expect(answer.status(), path).toBe(404)
        expect(await answer.text(), path).not.toContain('sign-in code')
      }
    })

    test('reserve and buy online are hidden and their pages are not found; the start-up log says why', async ({
      request,
    }) => {
      const [car] = eligible(vw)
      const host = { host: new URL(server.url(vw)).host }
      const carPage = await request.get(`${server.origin}${carPath(car!)}`, { headers: host })
      expect(carPage.status()).toBe(200)
      const html = await carPage.text()
      expect(/Reserve Now|\/checkout"/.test(html), 'a Reserve Now button on the car page').toBe(false)
      expect(
        (await request.get(`${server.origin}${carPath(car!)}/checkout`, { headers: host })).status(),
      ).toBe(404)
      const scm = 'southern-cross-motors'
      const [scmCar] = eligible(scm)
      const journey = await request.get(
        `${server.origin}/checkout-journey?${new URLSearchParams({ car_id: scmCar!.slug ?? scmCar!.id })}`,
        { headers: { host: new URL(server.url(scm)).host }, maxRedirects: 0 },
      )
      expect(journey.status()).toBe(404)
      // No webhook endpoint: the post falls through to the pages, whose same-origin guard refuses it.
      const webhook = await request.post(`${server.origin}/api/payments/webhook`, { data: '{}' })
      expect(webhook.status()).toBe(403)
      expect(server.stdoutLines().join('\n')).toMatch(
        /"level":"warn".*"msg":"Reserve and buy online are off: no payment provider is configured/,
      )
    })
  })

  test.describe('in production with empty host lists', () => {
    let server: ExtraServer
    test.beforeAll(async () => {
      test.setTimeout(180_000)
      server = await startExtraServer({
        offset: 14,
        name: 'hostile-production-hosts',
        env: { NODE_ENV: 'production', PLATFORM_HOSTS: '', SLUG_HOST_SUFFIXES: '', TRUST_PROXY_HOPS: '1' },
      })
    })
    test.afterAll(() => server?.stop())

    test('no index of sites and no {slug}.localhost; the configured domain serves, whatever X-Forwarded-Host says', async ({
      request,
    }) => {
      const at = (host: string, headers: Record<string, string> = {}) =>
        request.get(`${server.origin}/`, { headers: { host, ...headers }, maxRedirects: 0 })
      for (const host of [`localhost:${new URL(server.origin).port}`, '127.0.0.1', `${vw}.localhost`]) {
        const answer = await at(host)
        expect(answer.status(), host).toBe(404)
        expect(await answer.text(), host).not.toContain('Southern Cross Motors')
      }
      const home = await at('www.harboursidevolkswagen.com.au', { 'x-forwarded-host': 'evil.example' })
      expect(home.status()).toBe(200)
      const html = await home.text()
      expect(html).toContain('<link rel="canonical" href="https://www.harboursidevolkswagen.com.au/"')
      expect(html).not.toContain('evil.example')
    })
  })

  test.describe('a paid reservation, with Stripe', () => {
    let stripe: FakeStripe
    let server: ExtraServer
    test.beforeAll(async () => {
      test.setTimeout(180_000)
      stripe = await startFakeStripe()
      server = await startExtraServer({
        offset: 13,
        name: 'hostile-stripe',
        ingestStock: true,
        env: {
          NODE_ENV: 'production',
          STRIPE_SECRET_KEY: stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
          STRIPE_API_URL: stripe.url,
          LEADS_PER_IP_PER_HOUR: '100000',
        },
      })
    })
    test.afterAll(async () => {
      server?.stop()
      await stripe?.close()
    })

    const site = () => new URL(server.url(vw)).host
    const sameSite = () => ({ host: site(), origin: `http://${site()}` })

    /** A shopper reserves and pays without signing in; Stripe returns them to their signed link. */
    async function paidReservation(request: APIRequestContext, car: ReturnType<typeof eligible>[number]) {
      const reserved = await request.post(`${server.origin}${carPath(car)}/checkout`, {
        form: {
          firstName: 'Sam',
          lastName: 'Buyer',
          email: 'sam.hostile@example.com',
          phone: '0412000222',
          acceptTerms: 'on',
        },
        headers: sameSite(),
        maxRedirects: 0,
      })
      expect(reserved.status()).toBe(302)
      const session = stripe.sessions.get(new URL(reserved.headers().location!).pathname.split('/').pop()!)!
      const paid = stripe.pay(session.id)
      const applied = await request.post(`${server.origin}/api/payments/webhook`, {
        data: paid.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': paid.signature },
      })
      expect(await applied.json()).toEqual({ received: true, outcome: 'applied' })
      const back = new URL(session.success_url)
      return {
        id: session.metadata.reservation_id!,
        link: `${back.pathname}${back.search}`,
        paymentIntent: stripe.sessions.get(session.id)!.payment_intent!,
      }
    }

    const statusAt = async (request: APIRequestContext, path: string) => {
      const page = await request.get(`${server.origin}${path}`, { headers: { host: site() } })
      return { code: page.status(), status: (await page.text()).match(/data-status="(\w+)"/)?.[1] }
    }

    test("an unsigned cancel of someone else's paid reservation is refused, and it stays paid", async ({
      request,
    }) => {
      const reservation = await paidReservation(request, eligible(vw)[0]!)
      for (const target of [
        `/reservations/${reservation.id}`,
        `/reservations/${reservation.id}?token=forged`,
      ]) {
        const cancel = await request.post(`${server.origin}${target}`, {
          form: { intent: 'cancel' },
          headers: sameSite(),
          maxRedirects: 0,
        })
        expect(cancel.status(), target).toBe(404)
        // Nor may it be looked at.
        expect((await statusAt(request, target)).code, target).toBe(404)
      }
      // The shopper's own link, the one Stripe returned them to, still shows it paid.
      expect(reservation.link).toMatch(new RegExp(`^/reservations/${reservation.id}\\?token=.+`))
      expect(await statusAt(request, reservation.link)).toEqual({ code: 200, status: 'paid' })
      expect(stripe.refunds).not.toContain(reservation.paymentIntent)
    })

    test("cancelling one's own paid reservation refunds the deposit through Stripe and records it", async ({
      request,
    }) => {
      const reservation = await paidReservation(request, eligible(vw)[1]!)
      const cancel = await request.post(`${server.origin}${reservation.link}`, {
        form: { intent: 'cancel' },
        headers: sameSite(),
        maxRedirects: 0,
      })
      expect(cancel.status()).toBe(302)
      expect(cancel.headers().location).toBe(reservation.link)
      expect(stripe.refunds.filter((refunded) => refunded === reservation.paymentIntent)).toHaveLength(1)
      expect(await statusAt(request, reservation.link)).toEqual({ code: 200, status: 'refunded' })
    })
  })
})

test.describe('requests that once reached pages, texts, counters and the database unchecked', () => {
  /** A server behind one trusted proxy (X-Forwarded-For and -Host count), with the content webhook on. */
  let proxied: ExtraServer
  const webhookSecret = 'e2e-hostile-webhook-secret'
  const vw = 'harbourside-volkswagen'
  const scm = 'southern-cross-motors'
  // One server of its own, started once: these tests run in order in one worker.
  test.describe.configure({ mode: 'default' })

  test.beforeAll(async () => {
    proxied = await startExtraServer({
      offset: 15,
      name: 'hostile-proxied',
      ingestStock: true,
      env: {
        // Its sign-in texts are read from the dev outbox, which production never routes (ADR 044).
        NODE_ENV: 'test',
        TRUST_PROXY_HOPS: '1',
        SANITY_WEBHOOK_SECRET: webhookSecret,
        FINANCE_QUOTES_PER_IP_PER_HOUR: '20',
      },
    })
  })
  test.afterAll(() => proxied?.stop())

  const proxiedHost = (slug: string) => `${slug}.localhost:${proxied.port}`
  /** A request to a site on the proxied server, from `address` as its proxy reports it. */
  const viaProxy = (slug: string, address: string, headers: Record<string, string> = {}) => ({
    host: proxiedHost(slug),
    origin: `http://${proxiedHost(slug)}`,
    'x-forwarded-for': address,
    ...headers,
  })
  /** Another client address (the server's database is new each run), from a documentation range. */
  let addresses = 0
  const someAddress = () => `198.51.100.${++addresses}`
  const inStock = (slug: string) => {
    const car = listedVehicles(slug, (vehicle) => vehicle.status === 'in_stock' && !vehicle.reserved)[0]
    if (!car?.slug) throw new Error(`The demo feed has no car in stock for ${slug}`)
    return car as typeof car & { slug: string }
  }

  test('X-Forwarded-Host reaches no page address, cached page, sitemap or sign-in text', async ({
    request,
  }) => {
    const host = proxiedHost(vw)
    const path = `/cars/${inStock(vw).slug}`
    const forged = { host, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }
    const first = await request.get(`${proxied.origin}${path}`, { headers: forged })
    expect(first.status()).toBe(200)
    expect(await first.text()).not.toContain('evil.example')
    // The next visitor, without the header, is served the same page (from the page cache): still clean.
    const next = await request.get(`${proxied.origin}${path}`, { headers: { host } })
    const page = await next.text()
    expect(page).not.toContain('evil.example')
    expect(page).toContain(`<link rel="canonical" href="http://${host}${path}"/>`)
    expect(page).toContain(`<meta property="og:url" content="http://${host}${path}"/>`)

    const sitemap = await request.get(`${proxied.origin}/sitemap.xml`, { headers: forged })
    const sitemapText = await sitemap.text()
    expect(sitemapText).not.toContain('evil.example')
    expect(sitemapText).toContain(`<loc>http://${host}/`)

    // The sign-in text's last line (read by phones to fill the code in) names the site's own address.
    const mobile = uniqueMobile()
    const sent = await request.post(`${proxied.origin}/sign-in?type=my-garage&redirect=/my-garage&back=/`, {
      // A Referer rather than an Origin: the same-origin check takes either.
      headers: { host, referer: `http://${host}/sign-in`, 'x-forwarded-host': 'evil.example' },
      form: { intent: 'send-code', firstName: 'Sam', lastName: 'Shopper', email: uniqueEmail('xfh'), mobile },
    })
    expect(sent.status()).toBe(200)
    const outbox = await request.get(
      `${proxied.origin}/dev/sms.json?${new URLSearchParams({ to: mobile })}`,
      {
        headers: { host },
      },
    )
    const { messages } = (await outbox.json()) as { messages: { body: string }[] }
    expect(messages[0]?.body).toMatch(new RegExp(`\\n@${host.replace(/\./g, '\\.')} #\\d{6}$`))
    expect(messages[0]?.body).not.toContain('evil.example')
  })

  test('behind an https proxy not trusted (TRUST_PROXY_HOPS=0) a form post answers the form with a message, the input kept', async ({
    request,
  }) => {
    const step = siteRequest(vw, '/sell-your-car')
    const https = { ...step.headers, origin: `https://${step.headers.host}` }
    const form = {
      make: 'Kia',
      model: 'Cerato Proxied',
      year: '2020',
      odometer: '40000',
      condition: 'Excellent',
    }
    const page = await request.post(step.url, { headers: https, form, maxRedirects: 0 })
    expect(page.status()).toBe(403)
    const html = await page.text()
    expect(html).toContain('Nothing was sent')
    expect(html).toContain('Cerato Proxied')
    // The same post from the browser's script (a fetcher's data request) gets the same answer as data.
    const data = siteRequest(vw, '/sell-your-car.data')
    const fetched = await request.post(data.url, { headers: https, form })
    expect(fetched.status()).toBe(403)
    const payload = await fetched.text()
    expect(payload).toContain('Nothing was sent')
    expect(payload).toContain('Cerato Proxied')
  })

  test('a NUL or other control character in a text field is a field error with the form kept, never a 5xx', async ({
    request,
  }) => {
    const step = siteRequest(vw, '/sell-your-car')
    const tradeIn = await request.post(step.url, {
      headers: step.headers,
      form: {
        make: 'Kia\u0000',
        model: 'Cerato Nul',
        year: '2020',
        odometer: '40000',
        condition: 'Excellent',
      },
      maxRedirects: 0,
    })
    expect(tradeIn.status()).toBe(400)
    const html = await tradeIn.text()
    expect(html).toContain('Please remove the control characters')
    expect(html).toContain('Cerato Nul')

    // Sign-in: a refused verification leaves the code unspent.
    const mobile = uniqueMobile()
    const details = { firstName: 'Sam', lastName: 'Shopper', email: uniqueEmail('nul'), mobile }
    const signIn = siteRequest(vw, '/sign-in?type=my-garage&redirect=/my-garage&back=/')
    const sent = await request.post(signIn.url, {
      headers: signIn.headers,
      form: { intent: 'send-code', ...details },
    })
    expect(sent.status()).toBe(200)
    const outbox = siteRequest(vw, `/dev/sms.json?${new URLSearchParams({ to: mobile })}`)
    const { messages } = (await (await request.get(outbox.url, { headers: outbox.headers })).json()) as {
      messages: { body: string }[]
    }
    const code = messages[0]?.body.slice(0, 6) ?? ''
    const refused = await request.post(signIn.url, {
      headers: signIn.headers,
      form: { intent: 'verify', ...details, firstName: 'Sa\u0007m', code },
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(400)
    const verified = await request.post(signIn.url, {
      headers: signIn.headers,
      form: { intent: 'verify', ...details, code },
      maxRedirects: 0,
    })
    expect(verified.status()).toBe(302)

    for (const path of [
      '/dev/leads?email=%00',
      '/dev/leads.json?email=%00',
      '/dev/sms.json?to=%00',
      '/dev/reservations.json?car=%00',
    ]) {
      const target = siteRequest(vw, path)
      const answer = await request.get(target.url, { headers: target.headers })
      expect(answer.status(), path).toBeLessThan(500)
    }
  })

  test('a malformed Referer on a page that asks to sign in is a redirect, not a 500', async () => {
    for (const referer of ['http://[', 'not a url', '%']) {
      const answer = await get('/my-garage', [`Host: ${host}`, `Referer: ${referer}`])
      expect(answer.status, referer).toBe(302)
      expect(answer.head, referer).toMatch(
        /\r\nlocation: \/sign-in\?type=my-garage&redirect=%2Fmy-garage&back=%2F\r\n/i,
      )
    }
  })

  test('views and phone reveals count a visitor once per car per day', async ({ request }) => {
    const car = inStock(vw)
    const [address, other] = [someAddress(), someAddress()]
    const post = (path: string, from: string, data: Record<string, string>) =>
      request.post(`${proxied.origin}${path}`, { headers: viaProxy(vw, from), data })
    const counted = async (path: string, from: string, data: Record<string, string>) => {
      const answer = await post(path, from, data)
      expect(answer.status()).toBe(200)
      return ((await answer.json()) as { counted?: boolean }).counted
    }
    const reveal = { car_id: car.id, dealership_id: car.dealership_id, website_id: `dealer-${vw}` }
    for (const [path, data] of [
      ['/api/vehicle-views', { car_id: car.id }],
      ['/api/phone-reveals', reveal],
    ] as const) {
      expect(await counted(path, address, data), path).toBe(true)
      for (let again = 0; again < 5; again++) expect(await counted(path, address, data), path).toBe(false)
      expect(await counted(path, other, data), path).toBe(true)
    }
  })

  test('finance quotes are rate-limited per address, and every 429 says when to come back', async ({
    request,
  }) => {
    const address = someAddress()
    const quote = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30000, loanTerm: 5 }
    let refused: Awaited<ReturnType<typeof request.post>> | null = null
    for (let attempt = 0; attempt < 21 && !refused; attempt++) {
      const answer = await request.post(`${proxied.origin}/api/youx/quote`, {
        headers: viaProxy(scm, address),
        data: quote,
      })
      if (answer.status() === 429) refused = answer
      else expect(answer.status()).toBe(200)
    }
    expect(refused, 'the 21st quote from one address refused').not.toBeNull()
    expect(Number(refused?.headers()['retry-after'])).toBeGreaterThan(0)

    // A lead form over the per-address limit (30 an hour by default), without and with JavaScript.
    const from = someAddress()
    const step = { make: 'Kia', model: 'Cerato', year: '2020', odometer: '40000', condition: 'Excellent' }
    for (let lead = 0; lead < 30; lead++) {
      const answer = await request.post(`${proxied.origin}/sell-your-car`, {
        headers: viaProxy(vw, from),
        form: step,
        maxRedirects: 0,
      })
      expect(answer.status()).toBe(302)
    }
    for (const path of ['/sell-your-car', '/sell-your-car.data']) {
      const limited = await request.post(`${proxied.origin}${path}`, {
        headers: viaProxy(vw, from),
        form: step,
      })
      expect(limited.status(), path).toBe(429)
      expect(Number(limited.headers()['retry-after']), path).toBeGreaterThan(0)
    }

    // A sign-in code asked for again too soon.
    const details = {
      firstName: 'Sam',
      lastName: 'Shopper',
      email: uniqueEmail('retry'),
      mobile: uniqueMobile(),
    }
    const signIn = `${proxied.origin}/sign-in?type=my-garage&redirect=/my-garage&back=/`
    const headers = viaProxy(vw, someAddress())
    expect(
      (await request.post(signIn, { headers, form: { intent: 'send-code', ...details } })).status(),
    ).toBe(200)
    const tooSoon = await request.post(signIn, { headers, form: { intent: 'send-code', ...details } })
    expect(tooSoon.status()).toBe(429)
    expect(Number(tooSoon.headers()['retry-after'])).toBeGreaterThan(0)
  })

  test('the content webhook takes a signed notice once, and none signed more than 30 s ahead', async () => {
    const body = JSON.stringify({ _id: `dealer-${vw}`, _type: 'dealer', slug: vw })
    const post = async (signedAt: number) =>
      fetch(`${proxied.origin}/api/content/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sanity-webhook-signature': await encodeSignatureHeader(body, signedAt, webhookSecret),
        },
        body,
      })
    const signature = await encodeSignatureHeader(body, Date.now(), webhookSecret)
    const send = () =>
      fetch(`${proxied.origin}/api/content/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
        body,
      })
    expect((await send()).status).toBe(200)
    const replayed = await send()
    expect(replayed.status).toBe(409)
    expect((await post(Date.now() + 4 * 60_000)).status).toBe(401)
    // A clock a little ahead of ours is not a replay.
    expect((await post(Date.now() + 10_000)).status).toBe(200)
  })

  test('the masked phone number is nowhere on the car page until a recorded reveal hands it out', async ({
    request,
  }) => {
    // A used car of a dealer with a used-car number: the spec's phone priority picks it.
    const car = listedVehicles(
      scm,
      (vehicle) => vehicle.status === 'in_stock' && vehicle.car_type === 'used',
    )[0]
    if (!car?.slug) throw new Error('The demo feed has no used car in stock for Southern Cross Motors')
    const address = someAddress()
    const page = (query = '') =>
      request.get(`${proxied.origin}/cars/${car.slug}${query}`, { headers: viaProxy(scm, address) })
    for (const query of ['', '?phone=shown']) {
      const html = await (await page(query)).text()
      expect(html, query).toContain('07 35XX XXXX')
      expect(html, query).not.toContain('07 3555 0202')
      expect(html, query).not.toContain('0735550202')
    }
    const revealed = await request.post(`${proxied.origin}/api/phone-reveals`, {
      headers: viaProxy(scm, address),
      data: { car_id: car.id, dealership_id: car.dealership_id, website_id: `dealer-${scm}` },
    })
    expect(await revealed.json()).toMatchObject({ success: true, phone: '07 3555 0202' })
    // The page a browser without JavaScript comes back to shows it to the visitor who revealed it.
    const shown = await (await page('?phone=shown')).text()
    expect(shown).toContain('href="tel:0735550202"')
  })
})
