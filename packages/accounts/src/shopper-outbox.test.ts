import type { OpenedDatabase } from '@forecourt/db/database'
import { type ShopperMessage, shopperMessages } from '@forecourt/db/schema'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { defaultOutboxPolicy } from '@forecourt/leads/outbox'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverDueShopperMessages, queueShopperMessage, sendSignInCode } from './shopper-outbox.ts'

let opened: OpenedDatabase
let counter = 0
const message = (purpose: 'sign_in_code' | 'price_alert') => ({
  channel: 'sms' as const,
  purpose,
  recipient: '0412345678',
  body: 'Your Harbourside Volkswagen code is 123456',
  accountScope: 'group-vw',
  websiteSlug: 'harbourside-volkswagen',
  idempotencyKey: `test:${++counter}`,
})
const stored = async (key: string) =>
  (await opened.db.select().from(shopperMessages).where(eq(shopperMessages.idempotencyKey, key)))[0]

beforeAll(async () => {
  opened = await openTestPglite()
})
afterAll(async () => {
  await opened.close()
})

describe('sign-in code messages', () => {
  it('wait in the development outbox with their text when no SMS provider is configured', async () => {
    const code = { ...message('sign_in_code'), redactedBody: 'Your code is ******' }
    expect(await sendSignInCode(opened.db, undefined, code)).toEqual({ sent: true })
    expect(await stored(code.idempotencyKey)).toMatchObject({ status: 'pending', body: code.body })
  })

  it('are sent at once through the provider, and only a redacted text is kept', async () => {
    const sent: ShopperMessage[] = []
    const code = { ...message('sign_in_code'), redactedBody: 'Your code is ******' }
    expect(await sendSignInCode(opened.db, async (sms) => void sent.push(sms), code)).toEqual({ sent: true })
    expect(sent.map((sms) => sms.body)).toEqual([code.body])
    expect(await stored(code.idempotencyKey)).toMatchObject({
      status: 'delivered',
      body: 'Your code is ******',
    })
  })

  it('report a failed send to the shopper and are not retried later', async () => {
    const code = { ...message('sign_in_code'), redactedBody: 'Your code is ******' }
    const failing = async () => {
      throw new Error('The SMS could not be sent in time')
    }
    expect(await sendSignInCode(opened.db, failing, code)).toEqual({
      sent: false,
      error: 'The SMS could not be sent in time',
      timedOut: false,
    })
    expect(await stored(code.idempotencyKey)).toMatchObject({ status: 'dead' })
    const sent: ShopperMessage[] = []
    await deliverDueShopperMessages(opened.db, { sms: async (sms) => void sent.push(sms) })
    expect(sent.filter((sms) => sms.idempotencyKey === code.idempotencyKey)).toEqual([])
  })
})

describe('price alert delivery', () => {
  it('keeps one message per idempotency key', async () => {
    const alert = message('price_alert')
    expect(await queueShopperMessage(opened.db, alert)).toEqual(expect.any(Number))
    expect(await queueShopperMessage(opened.db, alert)).toBeNull()
  })

  it('retries a failed alert after the backoff, then delivers it once', async () => {
    const alert = message('price_alert')
    await queueShopperMessage(opened.db, alert)
    const now = new Date()
    const failing = async () => {
      throw new Error('provider down')
    }
    await deliverDueShopperMessages(opened.db, { sms: failing }, { now })
    expect(await stored(alert.idempotencyKey)).toMatchObject({ status: 'pending', attempts: 1 })
    const sent: string[] = []
    const sender = async (sms: ShopperMessage) => void sent.push(sms.idempotencyKey)
    await deliverDueShopperMessages(opened.db, { sms: sender }, { now })
    expect(sent).not.toContain(alert.idempotencyKey)
    const later = new Date(now.getTime() + defaultOutboxPolicy.baseDelayMs + 1000)
    await deliverDueShopperMessages(opened.db, { sms: sender }, { now: later })
    await deliverDueShopperMessages(opened.db, { sms: sender }, { now: later })
    expect(sent.filter((key) => key === alert.idempotencyKey)).toHaveLength(1)
    expect(await stored(alert.idempotencyKey)).toMatchObject({ status: 'delivered', attempts: 2 })
  })
})
