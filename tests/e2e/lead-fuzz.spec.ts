import { expect, test } from '@playwright/test'
import { postForm } from '../support/lead-server'
import { demoDocuments } from './support/demo-stock'
import { e2ePort } from './support/server'

/**
 * Thousands of malformed posts to every lead form action: each must get a 4xx (field errors for a form
 * that was readable), never a 5xx or a stack trace. Seeded, so a failure names a payload that repeats.
 * HTTP only: it runs once, in the 'load' project, after the browser tests.
 */

test.setTimeout(300_000)

const vw = 'harbourside-volkswagen'

function targets() {
  const car = demoDocuments().find(
    (document) => document.dealership_slug === vw && document.status === 'in_stock',
  )
  return [
    { site: vw, path: '/contact' },
    { site: 'southern-cross-group', path: '/contact' },
    { site: vw, path: '/enquire' },
    { site: vw, path: `/enquire?car_id=${car?.id}&type=request-photos` },
    { site: vw, path: '/enquire?offer=amarok-style-drive-away' },
    { site: vw, path: '/models/order-now?model_id=tiguan&model_name=Tiguan' },
    { site: vw, path: '/models/tiguan' },
    { site: vw, path: '/book-test-drive?model_id=tiguan&model=Tiguan' },
    { site: vw, path: `/book-test-drive?car_id=${car?.id}` },
    { site: vw, path: '/service/booking' },
    { site: vw, path: '/service/booking?step=2&lead_id=4b1b6a4e-5d0c-4e5f-9a57-3a8e2f0f1c11' },
    { site: vw, path: '/service/booking?step=3' },
    { site: 'southern-cross-motors', path: '/sell-your-car' },
    { site: 'southern-cross-motors', path: '/sell-your-car?step=2&lead_id=not-a-uuid' },
    { site: 'southern-cross-motors', path: `/cars/trade-in?car_id=${car?.id}` },
    { site: vw, path: '/api/leads/events' },
    { site: vw, path: '/sign-in?type=watchlist&redirect=/&back=/' },
    { site: 'southern-cross-motors', path: `/sign-in?type=watchlist&car_id=${car?.id}&redirect=/my-garage` },
    { site: vw, path: '/api/watchlist/save-car' },
    { site: vw, path: '/api/watchlist/remove-car' },
    { site: vw, path: '/watchlist/unsubscribe?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    { site: vw, path: '/finance' },
    { site: vw, path: `/finance?car_id=${car?.id}` },
    { site: vw, path: '/finance?step=2&lead_id=4b1b6a4e-5d0c-4e5f-9a57-3a8e2f0f1c11' },
    { site: 'southern-cross-group', path: '/apply-for-finance' },
    { site: vw, path: '/api/youx/quote' },
    { site: vw, path: '/api/youx/create-customer' },
    { site: vw, path: `/cars/${car?.slug ?? car?.id}/checkout` },
    { site: vw, path: '/reservations/4b1b6a4e-5d0c-4e5f-9a57-3a8e2f0f1c11' },
    { site: vw, path: '/payments/test/cs_test_0000' },
  ]
}

/** Mulberry32: a small seeded generator, so every run posts the same payloads. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const fieldNames = [
  'name',
  'email',
  'phone',
  'message',
  'category',
  'subcategory',
  'opt_in',
  'dealership_slug',
  'location',
  'Rego',
  'terms_conditions',
  'additional_services',
  'page_url',
  'visited_pages',
  'linked_query_params',
  'lead_id',
  'step',
  'intent',
  'slot',
  'preferred_date',
  'preferred_time',
  'model_id',
  'car_id',
  'last_name',
  'postcode',
  'rego',
  'state',
  'make',
  'model',
  'year',
  'odometer',
  'condition',
  'service_interval',
  'service_date',
  'vehicle_make',
  'vehicle_model',
  'vehicle_year',
  'vehicle_rego',
  'street',
  'suburb',
  'event',
  'payload',
  'radio_options',
  'service_checkbox_options',
  '__proto__',
  'constructor',
  'firstName',
  'lastName',
  'mobile',
  'code',
  'phone_number',
  'token',
  'redirect',
  'amount',
  'term',
  'selfAssessedCreditScore',
  'whoIsHelping',
  'subscribe',
  'a[0].b',
  'x.y[z]',
]

// No valid email and no real choice value is in here, so no payload can be a valid form by chance.
const values = [
  '',
  'verify',
  '123456',
  ' ',
  '\t\n',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  '99999999999999999999',
  '2026-02-30',
  '1899-01-01',
  '9999-12-31',
  'sam@',
  '@example.com',
  'sam@@example',
  'not an email',
  '0412',
  '+61',
  '61412',
  '1800',
  'abc',
  '<script>alert(1)</script>',
  "'; DROP TABLE leads;--",
  '../../etc/passwd',
  '%00',
  '\u0000',
  '🚗💨',
  'ṩ̷̛ẗ̸r̴a̵n̶g̷e',
  '{"a":',
  '[]',
  '{}',
  '[1,2,3]',
  '{"__proto__":{"polluted":true}}',
  'javascript:alert(1)',
  '//evil.example/',
  'A'.repeat(300),
  'x'.repeat(5000),
  'GENERAL ENQUIRY',
  'Careers',
  'on',
  'off',
  'false',
  'valuation_adjusted',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '4b1b6a4e-5d0c-4e5f-9a57-3a8e2f0f1c11',
]

type Payload = { body: string; contentType: string; kind: 'form' | 'other' }

function payload(next: () => number): Payload {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  const pairs: [string, string][] = []
  const count = Math.floor(next() * 12)
  for (let index = 0; index < count; index++) {
    const name = next() < 0.9 ? pick(fieldNames) : `field_${Math.floor(next() * 1000)}`
    pairs.push([name, pick(values)])
  }
  const roll = next()
  if (roll < 0.7) {
    return {
      body: new URLSearchParams(pairs).toString(),
      contentType: 'application/x-www-form-urlencoded',
      kind: 'form',
    }
  }
  if (roll < 0.8) {
    const boundary = `----fuzz${Math.floor(next() * 1e9)}`
    const parts = pairs.map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    // Some bodies are cut short or lose their closing boundary.
    const closing = next() < 0.5 ? `--${boundary}--\r\n` : ''
    return {
      body: parts.join('') + closing,
      contentType: `multipart/form-data; boundary=${boundary}`,
      kind: 'other',
    }
  }
  if (roll < 0.9) {
    return { body: JSON.stringify(Object.fromEntries(pairs)), contentType: 'application/json', kind: 'other' }
  }
  if (roll < 0.95) {
    return {
      body: '%zz%%&=&==&name=%E0%A4%A',
      contentType: 'application/x-www-form-urlencoded',
      kind: 'other',
    }
  }
  return {
    body: pick(values),
    contentType: pick(['text/plain', 'application/xml', 'image/png', '']),
    kind: 'other',
  }
}

test('thousands of malformed posts to every lead form action get 4xx answers, never a 5xx', async () => {
  const next = random(20261122)
  const all = targets()
  const perTarget = 130
  const jobs = all.flatMap((target) =>
    Array.from({ length: perTarget }, () => ({ target, payload: payload(next) })),
  )
  const failures: string[] = []
  const statuses = new Map<number, number>()
  let withoutFieldErrors = 0
  let cursor = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (cursor < jobs.length) {
        const job = jobs[cursor++]
        if (!job) break
        const { target, payload: sent } = job
        const answer = await postForm(e2ePort, target.site, target.path, sent.body, {
          'content-type': sent.contentType,
        })
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        const leaked = /\bat [\w.<>]+ \(|node_modules|ZodError|TypeError/.test(answer.body)
        if (answer.status < 400 || answer.status >= 500 || leaked) {
          failures.push(
            `${answer.status} ${target.site}${target.path} ${sent.contentType} ${sent.body.slice(0, 200)}`,
          )
        }
        const isPage = !target.path.startsWith('/api/')
        if (
          sent.kind === 'form' &&
          answer.status === 400 &&
          isPage &&
          !/aria-invalid="true"|role="alert"/.test(answer.body)
        ) {
          withoutFieldErrors++
        }
      }
    }),
  )
  test
    .info()
    .annotations.push({ type: 'statuses', description: JSON.stringify(Object.fromEntries(statuses)) })
  expect(failures.slice(0, 10)).toEqual([])
  expect(withoutFieldErrors).toBe(0)
  expect(jobs.length).toBeGreaterThanOrEqual(2000)
})
