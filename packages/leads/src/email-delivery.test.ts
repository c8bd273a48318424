import type { AddressInfo } from 'node:net'
import type { OpenedDatabase } from '@forecourt/db/database'
import { outboxDeliveries } from '@forecourt/db/schema'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dealerWebhookSecret } from './dealer-webhook-secret.ts'
import { emailSender } from './email-sender.ts'
import { recordSubmittedLead } from './lead-store.ts'
import { deliverDue } from './outbox-worker.ts'

/** A mail server on loopback that keeps what it is sent, and can refuse it. */
const inbox: { from: string; to: string[]; data: string }[] = []
let refuse = false
let smtp: SMTPServer
let smtpUrl: string
let opened: OpenedDatabase
const policy = { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 1, leaseMs: 30_000 }

beforeAll(async () => {
  opened = await openTestPglite()
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refuse) return callback(new Error('451 try again later'))
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  await opened.close()
})

describe('email lead delivery', () => {
  it("emails the lead to the dealer's addresses, replying to the shopper, and retries a refusal", async () => {
    const send = emailSender({
      smtpUrl,
      from: 'leads@forecourt.example',
      recipientsFor: async (dealerId) => (dealerId === 'dealer-a' ? ['sales@dealer-a.example'] : []),
    })
    const { leadId } = await recordSubmittedLead(
      opened.db,
      {
        dealerId: 'dealer-a',
        category: 'General Enquiry',
        leadEventId: 22,
        name: 'Sam Shopper',
        email: 'sam@example.com',
        phone: '0412345678',
        message: 'Is the wagon still available?',
        fields: { Rego: 'ABC123' },
      },
      ['email'],
    )

    refuse = true
    expect(await deliverDue(opened.db, { email: send }, { policy })).toEqual({
      delivered: 0,
      retrying: 1,
      dead: 0,
    })
    refuse = false
    expect(
      await deliverDue(opened.db, { email: send }, { policy, now: new Date(Date.now() + 1000) }),
    ).toEqual({
      delivered: 1,
      retrying: 0,
      dead: 0,
    })

    expect(inbox).toHaveLength(1)
    const [mail] = inbox.map((received) => ({ ...received, data: received.data.replace(/\r\n[ \t]+/g, ' ') }))
    expect(mail?.to).toEqual(['sales@dealer-a.example'])
    expect(mail?.data).toContain('Reply-To: sam@example.com')
    expect(mail?.data).toContain('Subject: New lead: General Enquiry - Sam Shopper')
    expect(mail?.data).toContain('Comments: Is the wagon still available?')
    expect(mail?.data).toContain('Rego: ABC123')
    expect(mail?.data).toContain(`Message-ID: <lead.${leadId}.email@forecourt.example>`)
    const [row] = await opened.db.select().from(outboxDeliveries).where(eq(outboxDeliveries.leadId, leadId))
    expect(row?.status).toBe('delivered')
    send.close()
  })
})

describe('dealer webhook keys', () => {
  it('gives each dealer its own key from the one platform secret', () => {
    const platform = 'p'.repeat(32)
    expect(dealerWebhookSecret(platform, 'dealer-a')).toBe(dealerWebhookSecret(platform, 'dealer-a'))
    expect(dealerWebhookSecret(platform, 'dealer-a')).not.toBe(dealerWebhookSecret(platform, 'dealer-b'))
    expect(dealerWebhookSecret(platform, 'dealer-a')).not.toBe(
      dealerWebhookSecret('q'.repeat(32), 'dealer-a'),
    )
  })
})
