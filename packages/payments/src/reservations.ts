import type { Database } from '@forecourt/db/database'
import { type DeliveryChannel, paymentEvents, reservations } from '@forecourt/db/schema'
import {
  type ReservationEvent,
  type ReservationStatus,
  reservationStep,
} from '@forecourt/domain/purchase/reservation-lifecycle'
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import {
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
} from './payment-provider.ts'

export type Reservation = typeof reservations.$inferSelect

/** A reservation that changed status: what the app tells the search index, the dealer and the shopper. */
export interface ReservationChange {
  reservation: Reservation
  /** Null for a new hold. */
  from: ReservationStatus | null
  to: ReservationStatus
}

export interface HoldRequest {
  carId: string
  dealerId: string
  websiteSlug: string
  accountScope: string
  userId: string | null
  leadId: string | null
  depositCents: number
  pendingHoldSeconds: number
  paidHoldDays: number
  carTitle: string
  carPath: string
  siteName: string
  siteOrigin: string
  leadChannels: DeliveryChannel[]
}

export interface PaymentPages {
  description: string
  customerEmail: string | null
  successUrl: string
  cancelUrl: string
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'refunded'

const HOLDING_INDEX = 'reservations_one_holding_per_car'
const DAY_MS = 24 * 60 * 60_000

/** True when the insert lost the race for the car: the partial unique index refused a second hold. */
function isHoldConflict(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { constraint, message } = cause as { constraint?: unknown; message?: unknown }
    if (constraint === HOLDING_INDEX || (typeof message === 'string' && message.includes(HOLDING_INDEX)))
      return true
  }
  return false
}

/**
 * Reservations of cars with a deposit (issue 16): the hold, each attempt to pay, the provider's webhooks,
 * and the sweep that ends unpaid holds. Every change of status goes through `reservationStep` under a row
 * lock, and is then handed to `onChange` (search index, dealer lead, receipts).
 */
export function createReservationDesk(options: {
  db: Database
  provider: PaymentProvider
  onChange: (change: ReservationChange) => Promise<void>
  now?: () => Date
}) {
  const { db, provider, onChange } = options
  const now = options.now ?? (() => new Date())

  async function announce(change: ReservationChange | null) {
    if (change && change.from !== change.to) await onChange(change)
  }

  /** Applies an event to one reservation under its row lock; the change, when there was one. */
  async function transition(
    where: ReturnType<typeof eq>,
    event: ReservationEvent,
    paid?: { sessionId: string; paymentId: string | null },
  ): Promise<{ change: ReservationChange | null; refundDue: boolean; reservation: Reservation | null }> {
    return db.transaction(async (tx) => {
      const [current] = await tx.select().from(reservations).where(where).for('update')
      if (!current) return { change: null, refundDue: false, reservation: null }
      const step = reservationStep(current.status, event)
      if (!step.changed) return { change: null, refundDue: step.refundDue, reservation: current }
      const at = now()
      const [updated] = await tx
        .update(reservations)
        .set({
          status: step.status,
          ...(step.status === 'paid' && paid
            ? {
                paidAt: at,
                holdEndsAt: new Date(at.getTime() + current.paidHoldDays * DAY_MS),
                providerSessionId: paid.sessionId,
                providerPaymentId: paid.paymentId,
              }
            : {}),
        })
        .where(eq(reservations.id, current.id))
        .returning()
      return {
        change: { reservation: updated!, from: current.status, to: step.status },
        refundDue: false,
        reservation: updated!,
      }
    })
  }

  /** Money arrived that no reservation keeps: it goes back, once, whatever retries follow. */
  async function refundPayment(paymentId: string | null) {
    if (paymentId) await provider.refund(paymentId, `refund-${paymentId}`)
  }

  /**
   * A paid reservation given up: the deposit goes back through the provider first, then the reservation
   * is recorded refunded (the provider's refund webhook, when it comes, changes nothing more).
   */
  async function refundPaid(reservation: Reservation): Promise<Reservation | null> {
    if (!reservation.providerPaymentId)
      throw new PaymentProviderError(`Reservation ${reservation.id} is paid but names no payment to refund`)
    await refundPayment(reservation.providerPaymentId)
    const result = await transition(eq(reservations.id, reservation.id), 'refunded')
    await announce(result.change)
    return result.reservation
  }

  async function applyPaid(event: Extract<PaymentEvent, { type: 'checkout_paid' }>) {
    // An online payment's checkout is not a deposit: never matched to, nor refunded as, a reservation.
    if (event.onlinePaymentId) return { outcome: 'ignored' as const, reservation: null }
    const where = event.reservationId
      ? eq(reservations.id, event.reservationId)
      : eq(reservations.providerSessionId, event.sessionId)
    const [reservation] = await db.select().from(reservations).where(where)
    // Never charge without a reservation: a payment of a different amount or for nothing we hold goes back.
    if (
      !reservation ||
      event.amountCents !== reservation.depositCents ||
      event.currency.toLowerCase() !== reservation.currency
    ) {
      await refundPayment(event.paymentId)
      return { outcome: 'refunded' as const, reservation: reservation ?? null }
    }
    const result = await transition(eq(reservations.id, reservation.id), 'payment_succeeded', {
      sessionId: event.sessionId,
      paymentId: event.paymentId,
    })
    const kept = result.reservation
    const secondPayment =
      !result.change &&
      kept?.status === 'paid' &&
      !!event.paymentId &&
      kept.providerPaymentId !== event.paymentId
    if (result.refundDue || secondPayment) {
      await refundPayment(event.paymentId)
      return { outcome: 'refunded' as const, reservation: kept }
    }
    await announce(result.change)
    return { outcome: 'applied' as const, reservation: kept }
  }

  async function apply(
    event: PaymentEvent,
  ): Promise<{ outcome: WebhookOutcome; reservation: Reservation | null }> {
    switch (event.type) {
      case 'checkout_paid':
        return applyPaid(event)
      case 'checkout_expired': {
        if (event.onlinePaymentId) return { outcome: 'ignored', reservation: null }
        const result = await transition(eq(reservations.providerSessionId, event.sessionId), 'hold_ended')
        await announce(result.change)
        return { outcome: 'applied', reservation: result.reservation }
      }
      case 'refunded': {
        const result = await transition(eq(reservations.providerPaymentId, event.paymentId), 'refunded')
        await announce(result.change)
        return { outcome: 'applied', reservation: result.reservation }
      }
      case 'ignored':
        return { outcome: 'ignored', reservation: null }
    }
  }

  /** Checks with the provider whether a pending reservation was paid (a webhook may be late or lost). */
  async function reconcile(reservation: Reservation, expire: boolean): Promise<Reservation> {
    if (reservation.status !== 'pending' || !reservation.providerSessionId) return reservation
    const sessionId = reservation.providerSessionId
    const state = expire
      ? await provider.expireCheckout(sessionId)
      : await provider.retrieveCheckout(sessionId)
    if (state.paid) {
      const result = await applyPaid({
        id: `reconciled-${sessionId}`,
        type: 'checkout_paid',
        sessionId,
        paymentId: state.paymentId,
        reservationId: reservation.id,
        amountCents: state.amountCents,
        currency: state.currency,
      })
      return result.reservation ?? reservation
    }
    return reservation
  }

  return {
    provider,

    /**
     * Holds the car for the shopper while they pay. Exactly one of any number of shoppers holding the same
     * car at once gets the hold: the database's partial unique index decides, not a read in the app.
     */
    async hold(request: HoldRequest): Promise<{ held: true; reservation: Reservation } | { held: false }> {
      const { pendingHoldSeconds, ...values } = request
      try {
        const [reservation] = await db
          .insert(reservations)
          .values({
            ...values,
            provider: provider.name,
            holdEndsAt: new Date(now().getTime() + pendingHoldSeconds * 1000),
          })
          .returning()
        await announce({ reservation: reservation!, from: null, to: 'pending' })
        return { held: true, reservation: reservation! }
      } catch (error) {
        if (isHoldConflict(error)) return { held: false }
        throw error
      }
    },

    /**
     * A new attempt to pay a pending reservation (its own idempotency key), replacing any earlier session
     * so only one can be paid. Null when the reservation no longer waits for payment.
     */
    async startPayment(reservationId: string, pages: PaymentPages): Promise<CheckoutSession | null> {
      const [attempt] = await db
        .update(reservations)
        .set({ paymentAttempts: sql`${reservations.paymentAttempts} + 1` })
        .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'pending')))
        .returning()
      if (!attempt) return null
      if (attempt.providerSessionId) {
        const earlier = await provider.expireCheckout(attempt.providerSessionId)
        if (earlier.paid) {
          await reconcile(attempt, false)
          return null
        }
      }
      const session = await provider.createCheckout({
        reservationId,
        attempt: attempt.paymentAttempts,
        amountCents: attempt.depositCents,
        currency: 'aud',
        ...pages,
      })
      await db
        .update(reservations)
        .set({ providerSessionId: session.id })
        .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'pending')))
      return session
    },

    /**
     * A verified webhook event, applied once: its id is recorded in the transaction that first sees it,
     * so a second delivery is a 'duplicate'. A refund that fails forgets the event again, so the
     * provider's retry of the webhook retries the refund.
     */
    async receive(event: PaymentEvent): Promise<WebhookOutcome> {
      const [fresh] = await db
        .insert(paymentEvents)
        .values({ provider: provider.name, eventId: event.id, type: event.type })
        .onConflictDoNothing()
        .returning()
      if (!fresh) return 'duplicate'
      try {
        const { outcome, reservation } = await apply(event)
        if (reservation) {
          await db
            .update(paymentEvents)
            .set({ reservationId: reservation.id })
            .where(and(eq(paymentEvents.provider, provider.name), eq(paymentEvents.eventId, event.id)))
        }
        return outcome
      } catch (error) {
        await db
          .delete(paymentEvents)
          .where(and(eq(paymentEvents.provider, provider.name), eq(paymentEvents.eventId, event.id)))
        throw error
      }
    },

    /**
     * The shopper or the dealer gives the hold up. A pending one is cancelled (its payment page closed
     * first); a paid one is refunded through the provider and ends 'refunded', never 'cancelled' with the
     * deposit kept. Throws when the provider does not take the refund: the reservation stays paid.
     */
    async cancel(reservationId: string): Promise<Reservation | null> {
      const [current] = await db.select().from(reservations).where(eq(reservations.id, reservationId))
      if (!current) return null
      if (current.status === 'pending' && current.providerSessionId) {
        const settled = await reconcile(current, true)
        if (settled.status !== 'pending') return settled
      }
      const result = await transition(eq(reservations.id, reservationId), 'cancelled')
      if (result.refundDue && result.reservation) return refundPaid(result.reservation)
      await announce(result.change)
      return result.reservation
    },

    /** A pending reservation as the provider knows it now (the return page asks before it answers). */
    async refresh(reservationId: string): Promise<Reservation | null> {
      const [current] = await db.select().from(reservations).where(eq(reservations.id, reservationId))
      return current ? reconcile(current, false) : null
    },

    /**
     * Ends unpaid holds whose time is up: the provider's session is closed first, and a session paid in
     * the meantime makes the reservation paid instead. One that cannot be checked stays pending (it may
     * have been paid) and is tried again on the next sweep. Returns how many holds ended.
     */
    async sweep(limit = 100): Promise<number> {
      const due = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.status, 'pending'), lte(reservations.holdEndsAt, now())))
        .orderBy(asc(reservations.holdEndsAt))
        .limit(limit)
      let ended = 0
      for (const reservation of due) {
        try {
          const settled = await reconcile(reservation, true)
          if (settled.status !== 'pending') continue
          const result = await transition(eq(reservations.id, reservation.id), 'hold_ended')
          await announce(result.change)
          if (result.change) ended++
        } catch (error) {
          console.error(
            `Reservation ${reservation.id} could not be checked with the payment provider:`,
            error,
          )
        }
      }
      return ended
    },

    /** Every pending reservation checked with the provider (at start-up: webhooks missed while down). */
    async reconcileAllPending(): Promise<void> {
      const pending = await db.select().from(reservations).where(eq(reservations.status, 'pending'))
      for (const reservation of pending) {
        await reconcile(reservation, false).catch((error: unknown) => {
          console.error(
            `Reservation ${reservation.id} could not be checked with the payment provider:`,
            error,
          )
        })
      }
    },
  }
}

export type ReservationDesk = ReturnType<typeof createReservationDesk>
