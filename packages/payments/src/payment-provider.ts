/**
 * Where reserve deposits are paid (issue 16): Stripe in production, the built-in test payment page by
 * default. Both speak Stripe's shapes: a checkout session per attempt to pay, and signed webhook events
 * read with `stripe.webhooks.constructEvent`, so one state machine serves both.
 */

export interface CheckoutRequest {
  reservationId: string
  /** Which attempt to pay this is (1, 2, …): with the reservation, the provider's idempotency key. */
  attempt: number
  /** From the server (the dealer's reserve label), never from the browser. */
  amountCents: number
  currency: 'aud'
  /** What the shopper pays for, as the payment page and the card statement show it. */
  description: string
  customerEmail: string | null
  successUrl: string
  cancelUrl: string
}

export interface CheckoutSession {
  id: string
  /** Where to send the shopper to pay: the provider's page, or the site's own test page (a path). */
  url: string
}

export interface CheckoutState {
  id: string
  status: 'open' | 'complete' | 'expired'
  paid: boolean
  /** The payment (a Stripe PaymentIntent) once there is one. */
  paymentId: string | null
  amountCents: number
  currency: string
  reservationId: string | null
}

/** A webhook event, read and verified, in the terms the reservation state machine needs. */
export type PaymentEvent =
  | {
      id: string
      type: 'checkout_paid'
      sessionId: string
      paymentId: string | null
      reservationId: string | null
      amountCents: number
      currency: string
    }
  | { id: string; type: 'checkout_expired'; sessionId: string; reservationId: string | null }
  | { id: string; type: 'refunded'; paymentId: string }
  | { id: string; type: 'ignored'; providerType: string }

export interface PaymentProvider {
  readonly name: 'embedded' | 'stripe'
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>
  retrieveCheckout(sessionId: string): Promise<CheckoutState>
  /** Closes an unpaid session so it can no longer be paid; a session already complete stays complete. */
  expireCheckout(sessionId: string): Promise<CheckoutState>
  /** Pays a deposit back in full; the key makes a retried refund the same refund. */
  refund(paymentId: string, idempotencyKey: string): Promise<void>
  /** Checks a webhook's signature and age; throws `PaymentWebhookError` when it is forged or stale. */
  readWebhook(rawBody: string, signature: string | null): PaymentEvent
}

/** A webhook that must be refused (bad signature, too old, not an event). */
export class PaymentWebhookError extends Error {
  override name = 'PaymentWebhookError'
}

/** The provider could not be reached or refused a request (the shopper is told to try again). */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError'
}

/** The idempotency key of one attempt to pay for a reservation. */
export const checkoutIdempotencyKey = (reservationId: string, attempt: number) =>
  `reservation-${reservationId}-checkout-${attempt}`

/** A Stripe-shaped event (as the webhook carries it), in the state machine's terms. */
export function paymentEventOf(event: { id: string; type: string; data: { object: unknown } }): PaymentEvent {
  const object = event.data.object as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  const metadata = (object.metadata ?? {}) as Record<string, unknown>
  const idOf = (value: unknown) => text(value) ?? text((value as { id?: unknown } | null)?.id)
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      if (object.payment_status !== 'paid') break
      return {
        id: event.id,
        type: 'checkout_paid',
        sessionId: String(object.id),
        paymentId: idOf(object.payment_intent),
        reservationId: text(metadata.reservation_id) ?? text(object.client_reference_id),
        amountCents: Number(object.amount_total),
        currency: String(object.currency),
      }
    case 'checkout.session.expired':
      return {
        id: event.id,
        type: 'checkout_expired',
        sessionId: String(object.id),
        reservationId: text(metadata.reservation_id) ?? text(object.client_reference_id),
      }
    case 'charge.refunded': {
      const paymentId = idOf(object.payment_intent)
      // A partial refund leaves the reservation paid: only money paid back in full frees the car.
      if (paymentId && object.refunded === true) return { id: event.id, type: 'refunded', paymentId }
      break
    }
  }
  return { id: event.id, type: 'ignored', providerType: event.type }
}
