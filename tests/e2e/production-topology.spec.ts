import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import { leads, outboxDeliveries, shopperMessages } from '@forecourt/db/schema'
import { dealerWebhookSecret } from '@forecourt/leads/dealer-webhook-secret'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { encodeSignatureHeader } from '@sanity/webhook'
import { and, desc, eq, inArray, like } from 'drizzle-orm'
import { type FakeCrm, startFakeCrm } from '../support/fake-crm'
import { coastlineEnquiry, contentWithCrmWebhook, postForm } from '../support/lead-server'
import { listedVehicles } from './support/demo-stock'
import { e2eDemoContent } from './support/extra-server'
import { uniqueEmail, uniqueMobile } from './support/leads'
import {
  type AppInstance,
  type ProductionTopology,
  startProductionTopology,
} from './support/production-topology'
import { e2eDataDir } from './support/server'

/**
 * Production's shape (issue 18): two app instances on one real PostgreSQL server and one standalone
 * search engine. What one instance learns (published content, ingested stock), every instance shows at
 * once; sessions, rate limits and the lead outbox are shared through the database.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 })

const contentSecret = 'production-topology-content-webhook-secret'
const platformSecret = 'production-topology-platform-secret-0123456789'
const vw = 'harbourside-volkswagen'
const coastline = 'coastline-motorcycles'
const workDir = join(repoRoot, e2eDataDir('production-content'))
const feed = join(repoRoot, e2eDataDir(), 'demo/stock.ndjson')

let topology: ProductionTopology
let crm: FakeCrm
let dataset: string
let one: AppInstance
let two: AppInstance

test.beforeAll(async () => {
  crm = await startFakeCrm((dealerId) => dealerWebhookSecret(platformSecret, dealerId))
  crm.down = false
  mkdirSync(workDir, { recursive: true })
  dataset = contentWithCrmWebhook(e2eDemoContent, workDir, crm.url)
  topology = await startProductionTopology({
    instances: 2,
    env: {
      CONTENT_DATASET_PATH: dataset,
      SANITY_WEBHOOK_SECRET: contentSecret,
      LEAD_WEBHOOK_SECRET: platformSecret,
      OUTBOX_RETRY_BASE_SECONDS: '1',
      // Long enough that only an invalidation explains a fresh page.
      PAGE_CACHE_TTL_SECONDS: '600',
      LEADS_PER_IP_PER_HOUR: '100000',
      LEADS_PER_PHONE_PER_HOUR: '3',
      SIGN_IN_CODES_PER_IP_PER_HOUR: '100000',
    },
  })
  ;[one, two] = topology.instances as [AppInstance, AppInstance]
  topology.ingest(feed)
})

test.afterAll(async () => {
  await topology?.stop()
  await crm?.close()
})

/** A page of a website on one instance, as a crawler would fetch it (no cookies). */
async function fetchPage(request: APIRequestContext, instance: AppInstance, slug: string, path: string) {
  const response = await request.get(`${instance.origin}${path}`, {
    headers: { host: `${slug}.localhost:${instance.port}` },
  })
  return { cache: response.headers()['x-cache'] ?? 'MISS', html: await response.text() }
}

test('both instances are ready, on PostgreSQL and the search engine', async ({ request }) => {
  for (const instance of topology.instances) {
    const ready = await request.get(`${instance.origin}/readyz`)
    expect(ready.status()).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up', search: 'up' })
  }
})

test('a shopper signed in on one instance is signed in on the other', async ({ page }) => {
  const mobile = uniqueMobile()
  await page.goto(one.url(vw, '/sign-in?type=my-garage&redirect=/my-garage'))
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'First Name' }).fill('Sam')
  await main.getByRole('textbox', { name: 'Last Name' }).fill('Shopper')
  await main.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('topology'))
  await main.getByRole('textbox', { name: 'Mobile' }).fill(mobile)
  await main.getByRole('button', { name: 'Send Code' }).click()
  await expect(main.getByText('Code sent!')).toBeVisible()

  // The code waits in the database's shopper outbox (no SMS provider configured): read it there.
  const db = await topology.database()
  let code = ''
  try {
    const [message] = await db.db
      .select()
      .from(shopperMessages)
      .where(and(eq(shopperMessages.recipient, mobile), eq(shopperMessages.purpose, 'sign_in_code')))
      .orderBy(desc(shopperMessages.createdAt))
      .limit(1)
    code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? ''
  } finally {
    await db.close()
  }
  expect(code).toMatch(/^\d{6}$/)
  await main.getByRole('textbox', { name: 'Code', exact: true }).fill(code)
  await main.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(one.url(vw, '/my-garage'))

  // The same browser on the other instance (cookies are per host, not per port).
  await page.goto(two.url(vw, '/my-garage'))
  await expect(page).toHaveURL(two.url(vw, '/my-garage'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Garage')
  await expect(page.getByText('Hi Sam, here are the cars you saved and your recent requests.')).toBeVisible()
})

test('a content webhook sent to one instance refreshes the pages of both', async ({ request }) => {
  // The home page reads the content cache; the results page is also kept whole in the page cache.
  for (const instance of topology.instances) {
    expect((await fetchPage(request, instance, vw, '/')).html).toContain('Harbourside Volkswagen')
    await fetchPage(request, instance, vw, '/search')
    const cached = await fetchPage(request, instance, vw, '/search')
    expect(cached.cache).toBe('HIT')
    expect(cached.html).toContain('Harbourside Volkswagen')
  }
  const lines = readFileSync(dataset, 'utf8').split('\n').filter(Boolean)
  const edited = lines.map((line) => {
    const document = JSON.parse(line) as Record<string, unknown>
    if (document._id === `dealer-${vw}`) document.name = 'Harbourside VW Topology'
    return JSON.stringify(document)
  })
  writeFileSync(dataset, `${edited.join('\n')}\n`)

  const body = JSON.stringify({ _id: `dealer-${vw}`, _type: 'dealer', slug: vw })
  const answer = await request.post(`${one.origin}/api/content/webhook`, {
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), contentSecret),
    },
    data: body,
  })
  expect(answer.status()).toBe(200)

  for (const instance of topology.instances) {
    for (const path of ['/', '/search']) {
      await expect
        .poll(async () => (await fetchPage(request, instance, vw, path)).html, { timeout: 10_000 })
        .toContain('Harbourside VW Topology')
    }
  }
})

test('stock ingestion that sells a car updates the cached car pages of every instance', async ({
  request,
}) => {
  const [car] = listedVehicles(vw, (vehicle) => vehicle.status === 'in_stock' && vehicle.item_type === 'car')
  const path = `/cars/${car!.slug}`
  const soldHeading = 'Unfortunately this car recently sold.'
  for (const instance of topology.instances) {
    await fetchPage(request, instance, vw, path)
    const cached = await fetchPage(request, instance, vw, path)
    expect(cached.cache).toBe('HIT')
    expect(cached.html).not.toContain(soldHeading)
  }

  // The demo feed's dates are relative to its manifest's moment: the edited feed keeps them so.
  copyFileSync(join(dirname(feed), 'manifest.json'), join(workDir, 'manifest.json'))
  const soldFeed = join(workDir, 'stock-sold.ndjson')
  // Sold now, as the dealer's feed says it: status and the time of the change (the feed's 'now').
  const { datesRelativeTo } = JSON.parse(readFileSync(join(dirname(feed), 'manifest.json'), 'utf8')) as {
    datesRelativeTo: string
  }
  const rows = readFileSync(feed, 'utf8').split('\n').filter(Boolean)
  const sold = rows.map((line) => {
    const row = JSON.parse(line) as { id: string; status: string }
    return row.id === car!.id ? JSON.stringify({ ...row, status: 'sold', updated_at: datesRelativeTo }) : line
  })
  writeFileSync(soldFeed, `${sold.join('\n')}\n`)
  topology.ingest(soldFeed)

  for (const instance of topology.instances) {
    await expect
      .poll(async () => (await fetchPage(request, instance, vw, path)).html, { timeout: 10_000 })
      .toContain(soldHeading)
  }
})

test('leads sent to both instances reach the CRM exactly once each, with both outbox workers running', async () => {
  const marker = `topology-${Date.now()}`
  const shoppers = Array.from({ length: 40 }, (_, index) => index + 1)
  const answers = await Promise.all(
    shoppers.map((shopper) =>
      postForm((shopper % 2 ? one : two).port, coastline, '/contact', coastlineEnquiry(shopper, marker)),
    ),
  )
  expect(answers.map((answer) => answer.status)).toEqual(shoppers.map(() => 302))

  const db = await topology.database()
  try {
    const stored = await db.db
      .select()
      .from(leads)
      .where(like(leads.email, `${marker}-%`))
    expect(stored).toHaveLength(40)
    const ids = stored.map((lead) => lead.id)
    await expect
      .poll(
        async () =>
          (await db.db.select().from(outboxDeliveries).where(inArray(outboxDeliveries.leadId, ids)))
            .filter((delivery) => delivery.channel === 'crm_webhook')
            .map((delivery) => `${delivery.status}:${delivery.attempts}`),
        { timeout: 60_000 },
      )
      .toEqual(ids.map(() => 'delivered:1'))
    const received = [...crm.received.values()].filter((lead) => lead.email.startsWith(`${marker}-`))
    expect(received).toHaveLength(40)
    expect(new Set(received.map((lead) => lead.lead_id)).size).toBe(40)
    // Every call the CRM accepted was a first delivery: no worker sent a lead another one had claimed.
    expect(crm.accepted).toBe(crm.received.size)
  } finally {
    await db.close()
  }
})

test('the lead limits of one phone number are counted across both instances', async () => {
  const phone = uniqueMobile()
  const enquiry = (shopper: number) => {
    const form = coastlineEnquiry(shopper, `limits-${Date.now()}`)
    form.set('phone', phone)
    return form
  }
  const statuses = []
  for (const [index, instance] of [one, two, one, two].entries()) {
    statuses.push((await postForm(instance.port, coastline, '/contact', enquiry(index))).status)
  }
  // LEADS_PER_PHONE_PER_HOUR is 3 for this topology: the fourth, on either instance, is refused.
  expect(statuses).toEqual([302, 302, 302, 429])
})
