import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import { openDatabase } from '@forecourt/db/database'
import { leadEvents, leads, outboxDeliveries } from '@forecourt/db/schema'
import { dealerWebhookSecret } from '@forecourt/leads/dealer-webhook-secret'
import { expect, test } from '@playwright/test'
import { like } from 'drizzle-orm'
import { startFakeCrm } from '../support/fake-crm'
import {
  coastlineEnquiry,
  contentWithCrmWebhook,
  type FormAnswer,
  postForm,
  startLeadServer,
} from '../support/lead-server'
import { e2eDemoContent } from './support/extra-server'
import { e2eDataDir, e2ePort } from './support/server'

/**
 * The lead pipeline under failure, on servers of its own (ports e2ePort + 51 to 53): a CRM that is down
 * then up, a thousand shoppers at once, and a server killed outright mid-load. These drive HTTP only, so
 * they run once, in the 'load' project, after the browser tests.
 */

test.describe.configure({ mode: 'serial', timeout: 300_000 })

const platformSecret = 'reliability-test-platform-secret-0123456789'
const everyLimitOff = { LEADS_PER_IP_PER_HOUR: '1000000', LEADS_PER_PHONE_PER_HOUR: '1000000' }

async function storedLeads(dataDir: string, marker: string) {
  const opened = await openDatabase({ dataDir: join(dataDir, 'pglite') })
  try {
    const rows = await opened.db
      .select()
      .from(leads)
      .where(like(leads.email, `${marker}-%`))
    const ids = new Set(rows.map((row) => row.id))
    const events = (await opened.db.select().from(leadEvents)).filter((event) => ids.has(event.leadId))
    const deliveries = (await opened.db.select().from(outboxDeliveries)).filter((row) => ids.has(row.leadId))
    return { rows, events, deliveries }
  } finally {
    await opened.close()
  }
}

test('the CRM is down, then up: every lead reaches it exactly once, signed with the dealer key', async () => {
  const crm = await startFakeCrm((dealerId) => dealerWebhookSecret(platformSecret, dealerId))
  const dataDir = join(repoRoot, e2eDataDir('crm-outage'))
  const server = await startLeadServer({
    port: e2ePort + 51,
    dataDir,
    fresh: true,
    env: {
      CONTENT_DATASET_PATH: contentWithCrmWebhook(e2eDemoContent, dataDir, crm.url),
      LEAD_WEBHOOK_SECRET: platformSecret,
      OUTBOX_RETRY_BASE_SECONDS: '1',
      ...everyLimitOff,
    },
  })
  try {
    const marker = `outage-${Date.now()}`
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, shopper) =>
        postForm(server.port, 'coastline-motorcycles', '/contact', coastlineEnquiry(shopper, marker)),
      ),
    )
    // Every shopper is told it worked while the CRM is down: the leads are stored first.
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 302))
    await expect.poll(() => crm.refusedWhileDown, { timeout: 30_000 }).toBeGreaterThanOrEqual(40)
    expect(crm.received.size).toBe(0)

    crm.down = false
    await expect.poll(() => crm.received.size, { timeout: 90_000 }).toBe(40)
    // A little longer: nothing may arrive twice.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(crm.accepted).toBe(40)
    expect(crm.forged).toBe(0)
    const emails = [...crm.received.values()].map((lead) => lead.email).sort()
    expect(new Set(emails).size).toBe(40)
    expect(emails.every((email) => email.startsWith(`${marker}-`))).toBe(true)
  } finally {
    await server.kill('SIGTERM')
    await crm.close()
  }
  const { deliveries } = await storedLeads(dataDir, 'outage')
  expect(
    deliveries.filter((delivery) => delivery.channel === 'crm_webhook').map((row) => row.status),
  ).toEqual(Array.from({ length: 40 }, () => 'delivered'))
})

test('1,000 shoppers submitting at once are all stored, each exactly once', async () => {
  const dataDir = join(repoRoot, e2eDataDir('thousand'))
  const server = await startLeadServer({
    port: e2ePort + 52,
    dataDir,
    fresh: true,
    env: { CONTENT_DATASET_PATH: e2eDemoContent, ...everyLimitOff },
  })
  const marker = `thousand-${Date.now()}`
  let answers: FormAnswer[]
  try {
    answers = await Promise.all(
      Array.from({ length: 1000 }, (_, shopper) =>
        postForm(server.port, 'coastline-motorcycles', '/contact', coastlineEnquiry(shopper, marker)),
      ),
    )
  } finally {
    await server.kill('SIGTERM')
  }
  expect(answers.filter((answer) => answer.status === 302)).toHaveLength(1000)
  const { rows, events, deliveries } = await storedLeads(dataDir, marker)
  expect(rows).toHaveLength(1000)
  expect(new Set(rows.map((row) => row.email)).size).toBe(1000)
  expect(events.filter((event) => event.type === 'submitted')).toHaveLength(1000)
  // One delivery per channel the demo dealer has (CRM webhook and email), none doubled.
  expect(new Set(deliveries.map((row) => row.idempotencyKey)).size).toBe(deliveries.length)
  expect(deliveries).toHaveLength(2000)
})

test('a server killed (SIGKILL) mid-load keeps every lead it said yes to', async () => {
  const dataDir = join(repoRoot, e2eDataDir('sigkill'))
  const env = { CONTENT_DATASET_PATH: e2eDemoContent, ...everyLimitOff }
  const port = e2ePort + 53
  const server = await startLeadServer({ port, dataDir, fresh: true, env })
  const marker = `sigkill-${Date.now()}`
  const confirmed: number[] = []
  let next = 0
  let killed = false
  // 20 shoppers keep submitting until the server dies under them.
  const shoppers = Array.from({ length: 20 }, async () => {
    while (!killed) {
      const shopper = next++
      const answer = await postForm(
        port,
        'coastline-motorcycles',
        '/contact',
        coastlineEnquiry(shopper, marker),
      ).catch(() => null)
      if (answer?.status === 302) confirmed.push(shopper)
    }
  })
  await expect.poll(() => confirmed.length, { timeout: 60_000 }).toBeGreaterThan(150)
  await server.kill('SIGKILL')
  killed = true
  await Promise.all(shoppers)

  // The database recovers on restart; then stop cleanly and read it.
  const restarted = await startLeadServer({ port, dataDir, env })
  await restarted.kill('SIGTERM')
  const { rows } = await storedLeads(dataDir, marker)
  const stored = new Set(rows.map((row) => row.email))
  const lost = confirmed.filter((shopper) => !stored.has(`${marker}-${shopper}@example.com`))
  expect(lost).toEqual([])
  expect(rows.length).toBe(stored.size)
  test.info().annotations.push({
    type: 'figures',
    description: `${confirmed.length} confirmed before the kill, ${rows.length} stored (the rest were in flight)`,
  })
})
