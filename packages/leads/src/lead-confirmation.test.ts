import type { OpenedDatabase } from '@forecourt/db/database'
import { leads, shopperMessages } from '@forecourt/db/schema'
import { testDatabaseKinds } from '@forecourt/db/testing/test-databases'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  confirmationKeyOf,
  type LeadConfirmation,
  type LeadInput,
  recordSubmittedLead,
  startLead,
  submitLead,
} from './lead-store.ts'
import { generalEnquiry } from './testing/general-enquiry.ts'

describe.each(testDatabaseKinds)("the shopper's confirmation, stored with the lead on $name", (kind) => {
  const lead: LeadInput = generalEnquiry
  const confirmation: LeadConfirmation = (stored) =>
    stored.email
      ? {
          channel: 'email',
          recipient: stored.email,
          subject: 'Harbourside Volkswagen has your General Enquiry request',
          body: `Thanks ${stored.name}`,
          accountScope: 'group-vw',
          websiteSlug: 'harbourside-volkswagen',
        }
      : null

  let opened: OpenedDatabase
  beforeAll(async () => {
    opened = await kind.open()
  })
  afterAll(() => opened?.close())
  beforeEach(async () => {
    await opened.db.delete(leads)
    await opened.db.delete(shopperMessages)
  })

  it('queues one pending confirmation in the shopper outbox with a one-page lead', async () => {
    const { leadId } = await recordSubmittedLead(opened.db, lead, ['email'], { confirmation })
    const messages = await opened.db.select().from(shopperMessages)
    expect(messages).toMatchObject([
      {
        channel: 'email',
        purpose: 'lead_confirmation',
        recipient: 'sam@example.com',
        status: 'pending',
        idempotencyKey: confirmationKeyOf(leadId),
      },
    ])
  })

  it("composes the last step's confirmation from the final answers, once however often it is submitted", async () => {
    const { leadId } = await startLead(opened.db, { ...lead, email: null })
    const update = { email: 'late@example.com', name: 'Sam' }
    expect(await submitLead(opened.db, lead.dealerId, leadId, update, [], { confirmation })).toBe(true)
    expect(await submitLead(opened.db, lead.dealerId, leadId, update, [], { confirmation })).toBe(false)
    const messages = await opened.db.select().from(shopperMessages)
    expect(messages.map((message) => [message.recipient, message.body])).toEqual([
      ['late@example.com', 'Thanks Sam'],
    ])
  })

  it('never costs the shopper the lead: a confirmation that fails is rolled back alone', async () => {
    const errors: unknown[] = []
    const throwing: LeadConfirmation = () => {
      throw new Error('no dealer')
    }
    // Refused by the table's channel check: the savepoint rolls back, the lead's transaction goes on.
    const refused: LeadConfirmation = (stored) => ({
      ...confirmation(stored)!,
      channel: 'pigeon' as 'email',
    })
    for (const failing of [throwing, refused]) {
      const { leadId } = await recordSubmittedLead(opened.db, lead, ['email'], {
        confirmation: failing,
        onConfirmationError: (error) => errors.push(error),
      })
      expect(leadId).toBeTruthy()
    }
    expect(errors).toHaveLength(2)
    expect(await opened.db.select().from(leads)).toHaveLength(2)
    expect(await opened.db.select().from(shopperMessages)).toEqual([])
  })
})
