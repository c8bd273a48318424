import type { OpenedDatabase } from '@forecourt/db/database'
import { leadEvents, leads, outboxDeliveries } from '@forecourt/db/schema'
import { testDatabaseKinds } from '@forecourt/db/testing/test-databases'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  appendLeadEvent,
  idempotencyKeyOf,
  type LeadInput,
  recordSubmittedLead,
  startLead,
  submitLead,
} from './lead-store.ts'
import { claimDueDeliveries, markFailed, type OutboxPolicy, retryDelayMs } from './outbox.ts'
import { generalEnquiry } from './testing/general-enquiry.ts'

// Every test below runs on both database paths: the embedded PGlite and a real PostgreSQL server.
describe.each(testDatabaseKinds)('the lead outbox on $name', (kind) => {
  const lead: LeadInput = { ...generalEnquiry, message: 'Is the Golf still available?' }
  const policy: OutboxPolicy = { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 10_000, leaseMs: 60_000 }

  let opened: OpenedDatabase
  beforeAll(async () => {
    opened = await kind.open()
  })
  afterAll(() => opened?.close())
  beforeEach(async () => {
    await opened.db.delete(leads)
  })

  describe('storing leads', () => {
    it('stores a submitted lead with its event and one delivery per channel, in one go', async () => {
      const { leadId } = await recordSubmittedLead(opened.db, lead, ['crm_webhook', 'email'])
      const [stored] = await opened.db.select().from(leads).where(eq(leads.id, leadId))
      expect(stored).toMatchObject({ status: 'submitted', name: 'Sam Citizen', leadEventId: 22 })
      const events = await opened.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId))
      expect(events.map((event) => event.type)).toEqual(['submitted'])
      const deliveries = await opened.db
        .select()
        .from(outboxDeliveries)
        .where(eq(outboxDeliveries.leadId, leadId))
      expect(
        deliveries.map((delivery) => [delivery.channel, delivery.idempotencyKey, delivery.status]).sort(),
      ).toEqual([
        ['crm_webhook', idempotencyKeyOf(leadId, 'crm_webhook'), 'pending'],
        ['email', idempotencyKeyOf(leadId, 'email'), 'pending'],
      ])
    })

    it('keeps nothing of a lead whose delivery could not be queued', async () => {
      await expect(
        recordSubmittedLead(opened.db, lead, ['crm_webhook', 'pigeon' as 'email']),
      ).rejects.toThrow()
      expect(await opened.db.select().from(leads)).toEqual([])
    })

    it('stores 1,000 concurrent submissions exactly once each', async () => {
      const results = await Promise.all(
        Array.from({ length: 1000 }, (_, index) =>
          recordSubmittedLead(opened.db, { ...lead, name: `Shopper ${index}` }, ['crm_webhook']),
        ),
      )
      expect(new Set(results.map((result) => result.leadId)).size).toBe(1000)
      const names = (await opened.db.select({ name: leads.name }).from(leads)).map((row) => row.name)
      expect(names).toHaveLength(1000)
      expect(new Set(names).size).toBe(1000)
      expect(await opened.db.$count(outboxDeliveries)).toBe(1000)
    })

    it("merges each step's fields into the lead, so two steps posted at once both keep their answers", async () => {
      const { leadId } = await startLead(opened.db, {
        ...lead,
        category: 'Finance Enquiry',
        fields: { amount: 30000 },
      })
      await Promise.all([
        appendLeadEvent(
          opened.db,
          lead.dealerId,
          leadId,
          'first_step',
          { step: 2 },
          { fields: { postcode: '2000' } },
        ),
        appendLeadEvent(opened.db, lead.dealerId, leadId, 'first_step', { step: 1 }, { fields: { term: 5 } }),
      ])
      expect(
        await submitLead(
          opened.db,
          lead.dealerId,
          leadId,
          { name: 'Sam', fields: { last_name: 'Citizen' } },
          [],
        ),
      ).toBe(true)
      const [stored] = await opened.db.select().from(leads).where(eq(leads.id, leadId))
      expect(stored?.name).toBe('Sam')
      expect(stored?.fields).toEqual({ amount: 30000, postcode: '2000', term: 5, last_name: 'Citizen' })
    })

    it('keeps a multi-step lead open, appends its lifecycle events, and submits it once', async () => {
      const { leadId } = await startLead(opened.db, { ...lead, category: 'Trade-in' })
      expect(
        await appendLeadEvent(opened.db, lead.dealerId, leadId, 'valuation_adjusted', { amount: 18500 }),
      ).toBe(true)
      expect(await appendLeadEvent(opened.db, lead.dealerId, leadId, 'rego_lookup', { rego: 'ABC123' })).toBe(
        true,
      )
      // Another dealer's site can never write to this lead.
      expect(await appendLeadEvent(opened.db, 'dealer-outback-trucks', leadId, 'offer_accepted')).toBe(false)
      expect(
        await submitLead(opened.db, lead.dealerId, leadId, { message: 'Offer accepted' }, ['crm_webhook']),
      ).toBe(true)
      expect(await submitLead(opened.db, lead.dealerId, leadId, {}, ['crm_webhook'])).toBe(false)
      expect(await appendLeadEvent(opened.db, lead.dealerId, leadId, 'offer_accepted')).toBe(false)
      const events = await opened.db
        .select()
        .from(leadEvents)
        .where(eq(leadEvents.leadId, leadId))
        .orderBy(leadEvents.id)
      expect(events.map((event) => event.type)).toEqual([
        'first_step',
        'valuation_adjusted',
        'rego_lookup',
        'submitted',
      ])
      expect(await opened.db.$count(outboxDeliveries)).toBe(1)
    })
  })

  describe('claiming deliveries', () => {
    it('waits 1, 2, 4… × the base delay after each failure, up to the cap', () => {
      expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, policy))).toEqual([
        1_000, 2_000, 4_000, 8_000, 10_000,
      ])
    })

    it('claims each due delivery once until its lease runs out, then again for another worker', async () => {
      const { leadId } = await recordSubmittedLead(opened.db, lead, ['crm_webhook'])
      const now = new Date()
      const first = await claimDueDeliveries(opened.db, { channels: ['crm_webhook'], now, limit: 10, policy })
      expect(first.map((delivery) => [delivery.lead.id, delivery.attempts])).toEqual([[leadId, 1]])
      expect(
        await claimDueDeliveries(opened.db, { channels: ['crm_webhook'], now, limit: 10, policy }),
      ).toEqual([])
      // The first worker died without an answer: after the lease, the same delivery is claimed again.
      const later = new Date(now.getTime() + policy.leaseMs + 1)
      const again = await claimDueDeliveries(opened.db, {
        channels: ['crm_webhook'],
        now: later,
        limit: 10,
        policy,
      })
      expect(again.map((delivery) => [delivery.idempotencyKey, delivery.attempts])).toEqual([
        [idempotencyKeyOf(leadId, 'crm_webhook'), 2],
      ])
    })

    it('only claims the channels it can send', async () => {
      await recordSubmittedLead(opened.db, lead, ['email'])
      expect(
        await claimDueDeliveries(opened.db, {
          channels: ['crm_webhook'],
          now: new Date(),
          limit: 10,
          policy,
        }),
      ).toEqual([])
    })

    it('dead-letters a delivery once its attempts are used up', async () => {
      await recordSubmittedLead(opened.db, lead, ['crm_webhook'])
      let now = new Date()
      const outcomes: string[] = []
      for (let attempt = 0; attempt < policy.maxAttempts; attempt++) {
        const [delivery] = await claimDueDeliveries(opened.db, {
          channels: ['crm_webhook'],
          now,
          limit: 1,
          policy,
        })
        if (!delivery) throw new Error('expected a due delivery')
        outcomes.push(await markFailed(opened.db, delivery, 'CRM webhook answered 503', now, policy))
        now = new Date(now.getTime() + policy.maxDelayMs)
      }
      expect(outcomes).toEqual(['pending', 'pending', 'dead'])
      expect(
        await claimDueDeliveries(opened.db, { channels: ['crm_webhook'], now, limit: 1, policy }),
      ).toEqual([])
      const [row] = await opened.db.select().from(outboxDeliveries)
      expect(row).toMatchObject({ status: 'dead', attempts: 3, lastError: 'CRM webhook answered 503' })
    })
  })
})
