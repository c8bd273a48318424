import type { Database } from '@forecourt/db/database'
import { onlinePayments, paymentEvents } from '@forecourt/db/schema'
import { and, eq } from 'drizzle-orm'
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts'
import type { WebhookOutcome } from './reservations.ts'

export type OnlinePayment = typeof onlinePayments.$inferSelect
export type OnlinePaymentInput = Omit<
  typeof onlinePayments.$inferInsert,
  | 'id'
  | 'status'
  | 'provider'
  | 'providerSessionId'
  | 'providerPaymentId'
  | 'paidAt'
  | 'createdAt'
  | 'updatedAt'
>

export interface OnlinePaymentDesk {
  readonly provider: PaymentProvider
  /** Stores the payment (pending) and opens its checkout for the amount stored: where to send the shopper. */
  start(
    payment: OnlinePaymentInput,
    checkout: {
      description: string
      customerEmail: string | null
      successUrl: (paymentId: string) => string
      cancelUrl: string
    },
  ): Promise<{ payment: OnlinePayment; url: string }>
  /** A webhook event if it is an online payment's (once per event id); null for anyone else's. */
  receive(event: PaymentEvent): Promise<WebhookOutcome | null>
  /** A pending payment as the provider knows it now (the receipt page asks before it answers). */
  refresh(paymentId: string): Promise<OnlinePayment | null>
}

/**
 * Online payments to the dealer (issue 33) through the same provider as reserve deposits: one checkout
 * per payment, for the amount the server stored. Paid once: the first paid event (or the provider's own
 * word, asked on the receipt page) marks it paid and calls `onPaid`; a paid amount or currency that does
 * not match, or a second payment of the same, is refunded.
 */
export function createOnlinePaymentDesk(options: {
  db: Database
  provider: PaymentProvider
  onPaid: (payment: OnlinePayment) => Promise<void>
}): OnlinePaymentDesk {
  const { db, provider } = options

  const find = async (id: string) =>
    (await db.select().from(onlinePayments).where(eq(onlinePayments.id, id)))[0] ?? null

  async function markPaid(
    payment: OnlinePayment,
    paid: { paymentId: string | null; amountCents: number; currency: string },
  ): Promise<WebhookOutcome> {
    const mismatch =
      paid.amountCents !== payment.amountCents || paid.currency.toLowerCase() !== payment.currency
    const [changed] = mismatch
      ? []
      : await db
          .update(onlinePayments)
          .set({ status: 'paid', providerPaymentId: paid.paymentId, paidAt: new Date() })
          .where(and(eq(onlinePayments.id, payment.id), eq(onlinePayments.status, 'pending')))
          .returning()
    if (changed) {
      await options.onPaid(changed)
      return 'applied'
    }
    const current = await find(payment.id)
    if (!mismatch && current?.status === 'paid' && current.providerPaymentId === paid.paymentId) {
      return 'applied'
    }
    // Not the amount asked for, or paid after it expired or twice: the money goes back.
    if (paid.paymentId) await provider.refund(paid.paymentId, `refund-${paid.paymentId}`)
    return 'refunded'
  }

  async function apply(event: PaymentEvent, payment: OnlinePayment): Promise<WebhookOutcome> {
    if (event.type === 'checkout_paid') return markPaid(payment, event)
    if (event.type === 'checkout_expired') {
      await db
        .update(onlinePayments)
        .set({ status: 'expired' })
        .where(and(eq(onlinePayments.id, payment.id), eq(onlinePayments.status, 'pending')))
      return 'applied'
    }
    return 'ignored'
  }

  async function paymentOf(event: PaymentEvent): Promise<OnlinePayment | null> {
    if (event.type !== 'checkout_paid' && event.type !== 'checkout_expired') return null
    if (event.onlinePaymentId) return find(event.onlinePaymentId)
    const [bySession] = await db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.providerSessionId, event.sessionId))
    return bySession ?? null
  }

  return {
    provider,
    async start(input, checkout) {
      const [payment] = await db
        .insert(onlinePayments)
        .values({ ...input, provider: provider.name })
        .returning()
      if (!payment) throw new Error('The online payment was not stored')
      const session = await provider.createCheckout({
        reservationId: payment.id,
        purpose: 'online_payment',
        attempt: 1,
        amountCents: payment.amountCents,
        currency: 'aud',
        description: checkout.description,
        customerEmail: checkout.customerEmail,
        successUrl: checkout.successUrl(payment.id),
        cancelUrl: checkout.cancelUrl,
      })
      const [started] = await db
        .update(onlinePayments)
        .set({ providerSessionId: session.id })
        .where(eq(onlinePayments.id, payment.id))
        .returning()
      return { payment: started ?? payment, url: session.url }
    },
    async receive(event) {
      const payment = await paymentOf(event)
      if (!payment) {
        if (event.type !== 'checkout_paid' || !event.onlinePaymentId) return null
        // Paid for an online payment we never stored: the money goes back.
        if (event.paymentId) await provider.refund(event.paymentId, `refund-${event.paymentId}`)
        return 'refunded'
      }
      const [fresh] = await db
        .insert(paymentEvents)
        .values({ provider: provider.name, eventId: event.id, type: event.type })
        .onConflictDoNothing()
        .returning()
      if (!fresh) return 'duplicate'
      try {
        return await apply(event, payment)
      } catch (error) {
        await db
          .delete(paymentEvents)
          .where(and(eq(paymentEvents.provider, provider.name), eq(paymentEvents.eventId, event.id)))
        throw error
      }
    },
    async refresh(paymentId) {
      const payment = await find(paymentId)
      if (payment?.status !== 'pending' || !payment.providerSessionId) return payment
      const state = await provider.retrieveCheckout(payment.providerSessionId)
      if (state.paid) await markPaid(payment, state)
      return find(paymentId)
    },
  }
}
