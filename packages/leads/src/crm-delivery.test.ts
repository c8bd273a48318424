import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { OpenedDatabase } from '@forecourt/db/database'
import { leads, outboxDeliveries } from '@forecourt/db/schema'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  crmWebhookSender,
  IDEMPOTENCY_HEADER,
  SIGNATURE_HEADER,
  signatureHeader,
  verifySignature,
} from './crm-webhook-sender.ts'
import { type LeadInput, recordSubmittedLead } from './lead-store.ts'
import { claimDueDeliveries, type OutboxPolicy } from './outbox.ts'
import { deliverDue } from './outbox-worker.ts'

/**
 * The CRM side, on loopback: it refuses unsigned calls, can be switched down (503), and keeps one copy
 * per idempotency key, as the webhook contract asks of a receiver.
 */
const secret = 'crm-webhook-secret-for-tests'
const crm = {
  down: false,
  calls: 0,
  refused: 0,
  received: new Map<string, Record<string, unknown>>(),
  duplicates: 0,
}
let server: Server
let url: string

const lead: LeadInput = {
  dealerId: 'dealer-southern-cross-motors',
  category: 'New Vehicle Enquiry',
  leadEventId: 14,
  name: 'Alex Driver',
  phone: '0412345678',
  email: 'alex@example.com',
  message: 'Please call me about the Hilux.',
  optIn: true,
  consent: true,
  attribution: { visited_pages: ['/search', '/cars/hilux'], linked_query_params: { utm_source: 'google' } },
}
const policy: OutboxPolicy = { maxAttempts: 10, baseDelayMs: 1_000, maxDelayMs: 60_000, leaseMs: 30_000 }
const send = crmWebhookSender({ endpointFor: async () => ({ url, secret }) })

let opened: OpenedDatabase
beforeAll(async () => {
  opened = await openTestPglite()
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      crm.calls++
      const body = Buffer.concat(chunks).toString('utf8')
      if (crm.down) return response.writeHead(503).end()
      if (!verifySignature(body, request.headers[SIGNATURE_HEADER] as string | undefined, secret)) {
        crm.refused++
        return response.writeHead(401).end()
      }
      const key = String(request.headers[IDEMPOTENCY_HEADER])
      if (crm.received.has(key)) crm.duplicates++
      else crm.received.set(key, JSON.parse(body))
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await opened?.close()
})
beforeEach(async () => {
  await opened.db.delete(leads)
  Object.assign(crm, { down: false, calls: 0, refused: 0, duplicates: 0 })
  crm.received.clear()
})

describe('delivering leads to a CRM webhook', () => {
  it('sends a signed lead with its fields and attribution', async () => {
    const { leadId } = await recordSubmittedLead(opened.db, lead, ['crm_webhook'])
    expect(await deliverDue(opened.db, { crm_webhook: send }, { policy })).toEqual({
      delivered: 1,
      retrying: 0,
      dead: 0,
    })
    expect(crm.refused).toBe(0)
    expect([...crm.received.values()]).toEqual([
      expect.objectContaining({
        lead_id: leadId,
        lead_event_id: 14,
        name: 'Alex Driver',
        phone: '0412345678',
        lead_attributes: {
          visited_pages: ['/search', '/cars/hilux'],
          linked_query_params: { utm_source: 'google' },
        },
      }),
    ])
  })

  it('delivers every lead exactly once when the CRM is down, then up', async () => {
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        recordSubmittedLead(opened.db, { ...lead, name: `Shopper ${index}` }, ['crm_webhook']),
      ),
    )
    crm.down = true
    let now = new Date()
    for (let round = 0; round < 3; round++) {
      const outcome = await deliverDue(opened.db, { crm_webhook: send }, { now, limit: 100, policy })
      expect(outcome).toEqual({ delivered: 0, retrying: 40, dead: 0 })
      now = new Date(now.getTime() + policy.maxDelayMs)
    }
    crm.down = false
    // Nothing is due before its backoff has passed.
    const early = await deliverDue(opened.db, { crm_webhook: send }, { now: new Date(0), limit: 100, policy })
    expect(early.delivered).toBe(0)
    const outcome = await deliverDue(opened.db, { crm_webhook: send }, { now, limit: 100, policy })
    expect(outcome).toEqual({ delivered: 40, retrying: 0, dead: 0 })
    expect(await deliverDue(opened.db, { crm_webhook: send }, { now, limit: 100, policy })).toEqual({
      delivered: 0,
      retrying: 0,
      dead: 0,
    })
    expect(crm.received.size).toBe(40)
    expect(crm.duplicates).toBe(0)
    expect(new Set([...crm.received.values()].map((body) => body.lead_id))).toEqual(
      new Set(ids.map((id) => id.leadId)),
    )
    const rows = await opened.db.select().from(outboxDeliveries)
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 4)).toBe(true)
  })

  it('keeps one copy at the CRM when a worker dies after sending and another sends again', async () => {
    await recordSubmittedLead(opened.db, lead, ['crm_webhook'])
    const now = new Date()
    // A worker claims and sends, then dies before recording the outcome.
    const [claimed] = await claimDueDeliveries(opened.db, {
      channels: ['crm_webhook'],
      now,
      limit: 1,
      policy,
    })
    if (!claimed) throw new Error('expected a due delivery')
    await send(claimed)
    // After a restart, nothing is resent while the dead worker's lease holds…
    expect((await deliverDue(opened.db, { crm_webhook: send }, { now, policy })).delivered).toBe(0)
    // …then the same delivery goes again with the same key, and the CRM keeps one copy.
    const later = new Date(now.getTime() + policy.leaseMs + 1)
    expect((await deliverDue(opened.db, { crm_webhook: send }, { now: later, policy })).delivered).toBe(1)
    expect(crm.calls).toBe(2)
    expect(crm.received.size).toBe(1)
    expect(crm.duplicates).toBe(1)
  })

  it('is refused by a CRM that checks the signature against another secret', async () => {
    await recordSubmittedLead(opened.db, lead, ['crm_webhook'])
    const forged = crmWebhookSender({ endpointFor: async () => ({ url, secret: 'not-the-secret' }) })
    expect(await deliverDue(opened.db, { crm_webhook: forged }, { policy })).toEqual({
      delivered: 0,
      retrying: 1,
      dead: 0,
    })
    expect(crm.refused).toBe(1)
    const [row] = await opened.db.select().from(outboxDeliveries)
    expect(row?.lastError).toBe('CRM webhook answered 401')
  })

  it('leaves a lead queued while its dealer has no CRM webhook configured', async () => {
    await recordSubmittedLead(opened.db, lead, ['crm_webhook'])
    const unconfigured = crmWebhookSender({ endpointFor: async () => null })
    expect(await deliverDue(opened.db, { crm_webhook: unconfigured }, { policy })).toEqual({
      delivered: 0,
      retrying: 1,
      dead: 0,
    })
    const [row] = await opened.db.select().from(outboxDeliveries)
    expect(row).toMatchObject({
      status: 'pending',
      lastError: 'No CRM webhook is configured for dealer-southern-cross-motors',
    })
  })
})

describe('webhook signatures', () => {
  const body = '{"lead_id":"x"}'
  const now = new Date('2026-11-22T10:00:00Z')
  const header = `t=${now.getTime() / 1000},v1=${'0'.repeat(64)}`

  it('accept the right secret within five minutes, and nothing else', () => {
    const signed = signatureHeader(body, secret, now.getTime() / 1000)
    expect(verifySignature(body, signed, secret, { now })).toBe(true)
    expect(verifySignature(`${body} `, signed, secret, { now })).toBe(false)
    expect(verifySignature(body, signed, 'another-secret', { now })).toBe(false)
    expect(verifySignature(body, signed, secret, { now: new Date(now.getTime() + 301_000) })).toBe(false)
    expect(verifySignature(body, header, secret, { now })).toBe(false)
    expect(verifySignature(body, undefined, secret, { now })).toBe(false)
  })
})
