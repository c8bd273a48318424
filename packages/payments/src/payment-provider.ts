/**
 * Where reserve deposits are paid (issue 16): Stripe in production, the built-in test payment page by
 * default. Both speak Stripe's shapes: a checkout session per attempt to pay, and signed webhook events
 * read with `stripe.webhooks.constructEvent`, so one state machine serves both.
 */

/** What a checkout pays for: a reservation's deposit, or an online payment to the dealer (issue 33). */
export type CheckoutPurpose = 'reservation' | 'online_payment'

export interface CheckoutRequest {
  /** The reservation's id, or the online payment's where `purpose` says so. */
  reservationId: string
  /** A reservation's deposit unless said otherwise. */
  purpose?: CheckoutPurpose
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
  /** Set instead of `reservationId` for an online payment's checkout. */
  onlinePaymentId?: string | null
}

/** A webhook event, read and verified, in the terms the reservation state machine needs. */
export type PaymentEvent =
  | {
      id: string
      type: 'checkout_paid'
      sessionId: string
      paymentId: string | null
      reservationId: string | null
      /** An online payment's checkout (never a reservation's): the reservation desk leaves it alone. */
      onlinePaymentId?: string | null
      amountCents: number
      currency: string
    }
  | {
      id: string
      type: 'checkout_expired'
      sessionId: string
      reservationId: string | null
      onlinePaymentId?: string | null
    }
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

/** The idempotency key of one attempt to pay for a reservation (or an online payment). */
export const checkoutIdempotencyKey = (
  reservationId: string,
  attempt: number,
  purpose: CheckoutPurpose = 'reservation',
) =>
  purpose === 'online_payment'
    ? `online-payment-${reservationId}-checkout-${attempt}`
    : `reservation-${reservationId}-checkout-${attempt}`

/** The metadata a checkout carries to its webhooks: which reservation, or which online payment. */
export const checkoutMetadata = (
  request: Pick<CheckoutRequest, 'reservationId' | 'purpose'>,
): Record<string, string> =>
  request.purpose === 'online_payment'
    ? { online_payment_id: request.reservationId }
    : { reservation_id: request.reservationId }

/** A checkout's reservation or online payment, from its metadata (Stripe's session, or the embedded one's). */
export function checkoutReferenceOf(object: {
  metadata?: Record<string, unknown> | null
  client_reference_id?: unknown
}): { reservationId: string | null; onlinePaymentId: string | null } {
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  const onlinePaymentId = text(object.metadata?.online_payment_id)
  if (onlinePaymentId) return { reservationId: null, onlinePaymentId }
  return {
    reservationId: text(object.metadata?.reservation_id) ?? text(object.client_reference_id),
    onlinePaymentId: null,
  }
}

/** A Stripe-shaped event (as the webhook carries it), in the state machine's terms. */
export function paymentEventOf(event: { id: string; type: string; data: { object: unknown } }): PaymentEvent {
  const object = event.data.object as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
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
        ...checkoutReferenceOf(object),
        amountCents: Number(object.amount_total),
        currency: String(object.currency),
      }
    case 'checkout.session.expired':
      return {
        id: event.id,
        type: 'checkout_expired',
        sessionId: String(object.id),
        ...checkoutReferenceOf(object),
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
