import Stripe from 'stripe'
import {
  type CheckoutState,
  checkoutIdempotencyKey,
  checkoutMetadata,
  checkoutReferenceOf,
  type PaymentProvider,
  PaymentProviderError,
  PaymentWebhookError,
  paymentEventOf,
} from './payment-provider.ts'

export interface StripeOptions {
  secretKey: string
  webhookSecret: string
  /** Another address for the API (a fake on loopback in tests); Stripe's own when null. */
  apiUrl?: string | null
  timeoutMs?: number
}

/**
 * Stripe cannot expire a Checkout Session sooner than 30 minutes after creating it, while our hold is
 * 15: the session is made to last a little longer than Stripe's minimum and we expire it ourselves when
 * the hold ends (a payment that still slips through is refunded by the state machine).
 */
const SESSION_LIFETIME_SECONDS = 31 * 60

function apiLocation(apiUrl: string | null | undefined) {
  if (!apiUrl) return {}
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const)
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

const stateOf = (session: Stripe.Checkout.Session): CheckoutState => ({
  id: session.id,
  status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
  paid: session.payment_status === 'paid',
  paymentId:
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null),
  amountCents: session.amount_total ?? 0,
  currency: session.currency ?? '',
  ...checkoutReferenceOf(session),
})

async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new PaymentProviderError(`Stripe ${what} failed: ${message}`, { cause: error })
  }
}

/** Reserve deposits through Stripe Checkout, with the official library, in AUD. */
export function stripePaymentProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...apiLocation(options.apiUrl),
    maxNetworkRetries: 2,
    timeout: options.timeoutMs ?? 10_000,
  })
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await call('checkout session', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
              },
            ],
            client_reference_id: request.reservationId,
            metadata: checkoutMetadata(request),
            payment_intent_data: { metadata: checkoutMetadata(request) },
            ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(Date.now() / 1000) + SESSION_LIFETIME_SECONDS,
          },
          { idempotencyKey: checkoutIdempotencyKey(request.reservationId, request.attempt, request.purpose) },
        ),
      )
      if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a URL')
      return { id: session.id, url: session.url }
    },
    async retrieveCheckout(sessionId) {
      return stateOf(await call('session lookup', () => stripe.checkout.sessions.retrieve(sessionId)))
    },
    async expireCheckout(sessionId) {
      const current = stateOf(
        await call('session lookup', () => stripe.checkout.sessions.retrieve(sessionId)),
      )
      if (current.status !== 'open') return current
      try {
        return stateOf(await stripe.checkout.sessions.expire(sessionId))
      } catch (error) {
        // Paid (or expired) between the two calls: the session says which.
        const after = stateOf(
          await call('session lookup', () => stripe.checkout.sessions.retrieve(sessionId)),
        )
        if (after.status !== 'open') return after
        throw new PaymentProviderError('Stripe session expiry failed', { cause: error })
      }
    },
    async refund(paymentId, idempotencyKey) {
      await call('refund', () => stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey }))
    },
    readWebhook(rawBody, signature) {
      if (!signature) throw new PaymentWebhookError('The Stripe-Signature header is missing')
      try {
        return paymentEventOf(stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret))
      } catch (error) {
        throw new PaymentWebhookError(error instanceof Error ? error.message : 'Invalid webhook', {
          cause: error,
        })
      }
    },
  }
}
