import { randomBytes } from 'node:crypto'
import type { Database } from '@forecourt/db/database'
import { embeddedPayments } from '@forecourt/db/schema'
import { and, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import {
  type CheckoutState,
  checkoutIdempotencyKey,
  checkoutMetadata,
  checkoutReferenceOf,
  type PaymentProvider,
  PaymentWebhookError,
  paymentEventOf,
} from './payment-provider.ts'

/** Where the site's own test payment page lives; the session id follows. */
export const TEST_PAYMENT_PATH = '/payments/test'

export type EmbeddedSession = typeof embeddedPayments.$inferSelect

/** Hands a signed webhook to the app's webhook endpoint (in this process: the same handler as Stripe's). */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<void>

export interface EmbeddedPaymentProvider extends PaymentProvider {
  readonly name: 'embedded'
  /** The test page's session, or null for an unknown id. */
  session(sessionId: string): Promise<EmbeddedSession | null>
  /** The test page's "Pay": completes an open session, then delivers its signed webhook. */
  pay(sessionId: string): Promise<EmbeddedSession | null>
  /** Where this provider's webhooks go; set once the app's handler exists. */
  deliverWebhooksTo(delivery: WebhookDelivery): void
}

const token = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

const stateOf = (row: EmbeddedSession): CheckoutState => ({
  id: row.sessionId,
  status: row.status,
  paid: row.paid,
  paymentId: row.paid ? row.paymentId : null,
  amountCents: row.amountCents,
  currency: row.currency,
  ...checkoutReferenceOf(sessionObject(row)),
})

const sessionObject = (row: EmbeddedSession) => ({
  id: row.sessionId,
  object: 'checkout.session',
  status: row.status,
  payment_status: row.paid ? 'paid' : 'unpaid',
  payment_intent: row.paymentId,
  amount_total: row.amountCents,
  currency: row.currency,
  client_reference_id: row.reservationId,
  metadata: checkoutMetadata({ reservationId: row.reservationId, purpose: row.purpose }),
})

/**
 * The default payment provider: checkout sessions kept in our database and paid on the site's own test
 * payment page (clearly marked test mode; no card, no money). Its webhooks are Stripe-shaped events
 * signed with the library's own signing scheme and a secret made for this process, and go through the
 * same verification and state machine as Stripe's.
 */
export function embeddedPaymentProvider(db: Database): EmbeddedPaymentProvider {
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`
  let deliver: WebhookDelivery | null = null

  async function emit(type: string, object: Record<string, unknown>) {
    if (!deliver) return
    const payload = JSON.stringify({
      id: token('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    })
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
    try {
      await deliver(payload, signature)
    } catch (error) {
      // The session is already stored as it is now: the reservation sweeper reads it from there.
      console.error(`Test payment webhook ${type} was not handled:`, error)
    }
  }

  const find = async (sessionId: string) =>
    (await db.select().from(embeddedPayments).where(eq(embeddedPayments.sessionId, sessionId)))[0] ?? null

  return {
    name: 'embedded',
    async createCheckout(request) {
      const idempotencyKey = checkoutIdempotencyKey(request.reservationId, request.attempt, request.purpose)
      const [created] = await db
        .insert(embeddedPayments)
        .values({
          sessionId: token('cs'),
          paymentId: token('pi'),
          idempotencyKey,
          reservationId: request.reservationId,
          purpose: request.purpose ?? 'reservation',
          amountCents: request.amountCents,
          currency: request.currency,
          description: request.description,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
        })
        .onConflictDoNothing({ target: embeddedPayments.idempotencyKey })
        .returning()
      const row =
        created ??
        (
          await db.select().from(embeddedPayments).where(eq(embeddedPayments.idempotencyKey, idempotencyKey))
        )[0]
      if (!row) throw new Error('The test payment session was not stored')
      return { id: row.sessionId, url: `${TEST_PAYMENT_PATH}/${row.sessionId}` }
    },
    async retrieveCheckout(sessionId) {
      const row = await find(sessionId)
      if (!row) throw new Error(`No test payment session ${sessionId}`)
      return stateOf(row)
    },
    async expireCheckout(sessionId) {
      const [expired] = await db
        .update(embeddedPayments)
        .set({ status: 'expired' })
        .where(and(eq(embeddedPayments.sessionId, sessionId), eq(embeddedPayments.status, 'open')))
        .returning()
      if (expired) {
        await emit('checkout.session.expired', sessionObject(expired))
        return stateOf(expired)
      }
      const row = await find(sessionId)
      if (!row) throw new Error(`No test payment session ${sessionId}`)
      return stateOf(row)
    },
    async refund(paymentId) {
      // The idempotency key is Stripe's business; here a refund of a refunded payment changes nothing.
      const [refunded] = await db
        .update(embeddedPayments)
        .set({ refunded: true })
        .where(
          and(
            eq(embeddedPayments.paymentId, paymentId),
            eq(embeddedPayments.paid, true),
            eq(embeddedPayments.refunded, false),
          ),
        )
        .returning()
      if (!refunded) return
      await emit('charge.refunded', {
        id: token('ch'),
        object: 'charge',
        payment_intent: paymentId,
        amount: refunded.amountCents,
        amount_refunded: refunded.amountCents,
        currency: refunded.currency,
        refunded: true,
      })
    },
    readWebhook(rawBody, signature) {
      if (!signature) throw new PaymentWebhookError('The Stripe-Signature header is missing')
      try {
        return paymentEventOf(Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret))
      } catch (error) {
        throw new PaymentWebhookError(error instanceof Error ? error.message : 'Invalid webhook', {
          cause: error,
        })
      }
    },
    session: find,
    async pay(sessionId) {
      const [paid] = await db
        .update(embeddedPayments)
        .set({ status: 'complete', paid: true })
        .where(and(eq(embeddedPayments.sessionId, sessionId), eq(embeddedPayments.status, 'open')))
        .returning()
      if (!paid) return find(sessionId)
      await emit('checkout.session.completed', sessionObject(paid))
      return paid
    },
    deliverWebhooksTo(delivery) {
      deliver = delivery
    },
  }
}
