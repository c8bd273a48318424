import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PaymentProviderError, PaymentWebhookError } from './payment-provider.ts'
import { stripePaymentProvider } from './stripe-payment-provider.ts'
import { type FakeStripe, startFakeStripe } from './testing/fake-stripe.ts'

let fake: FakeStripe
let stripe: ReturnType<typeof stripePaymentProvider>

beforeAll(async () => {
  fake = await startFakeStripe()
  stripe = stripePaymentProvider({
    secretKey: fake.secretKey,
    webhookSecret: fake.webhookSecret,
    apiUrl: fake.url,
    timeoutMs: 2_000,
  })
})
afterAll(() => fake?.close())

const checkout = (reservationId: string, attempt = 1) => ({
  reservationId,
  attempt,
  amountCents: 20_000,
  currency: 'aud' as const,
  description: 'Deposit to reserve 2021 Toyota HiLux SR5',
  customerEmail: 'sam@example.com',
  successUrl: 'https://dealer.example/cars/hilux/checkout/complete',
  cancelUrl: 'https://dealer.example/cars/hilux/checkout',
})

describe('the Stripe payment adapter, against a fake of its API on loopback', () => {
  it('opens a Checkout Session in AUD for the deposit, tagged with the reservation', async () => {
    const session = await stripe.createCheckout(checkout('res-1'))
    const stored = fake.sessions.get(session.id)
    expect(session.url).toBe(stored?.url)
    expect(stored).toMatchObject({
      amount_total: 20_000,
      currency: 'aud',
      client_reference_id: 'res-1',
      customer_email: 'sam@example.com',
      metadata: { reservation_id: 'res-1' },
    })
    // Stripe's minimum session life is 30 minutes; the 15-minute hold is ended by us.
    expect(stored!.expires_at - Date.now() / 1000).toBeGreaterThanOrEqual(30 * 60)
  })

  it('sends one idempotency key per attempt: a retried attempt is the same session, a new one is not', async () => {
    const first = await stripe.createCheckout(checkout('res-2', 1))
    const retried = await stripe.createCheckout(checkout('res-2', 1))
    const second = await stripe.createCheckout(checkout('res-2', 2))
    expect(retried.id).toBe(first.id)
    expect(second.id).not.toBe(first.id)
  })

  it('reads a session, expires an open one and leaves a paid one complete', async () => {
    const open = await stripe.createCheckout(checkout('res-3'))
    expect(await stripe.retrieveCheckout(open.id)).toMatchObject({ status: 'open', paid: false })
    expect(await stripe.expireCheckout(open.id)).toMatchObject({ status: 'expired', paid: false })

    const paid = await stripe.createCheckout(checkout('res-4'))
    fake.pay(paid.id)
    const state = await stripe.expireCheckout(paid.id)
    expect(state).toMatchObject({ status: 'complete', paid: true, amountCents: 20_000, currency: 'aud' })
    expect(state.paymentId).toMatch(/^pi_/)
  })

  it('refunds a payment once however often the refund is retried with its key', async () => {
    const session = await stripe.createCheckout(checkout('res-5'))
    fake.pay(session.id)
    const { paymentId } = await stripe.retrieveCheckout(session.id)
    await stripe.refund(paymentId!, `refund-${paymentId}`)
    await stripe.refund(paymentId!, `refund-${paymentId}`)
    expect(fake.refunds.filter((refunded) => refunded === paymentId)).toHaveLength(1)
  })

  it('says the provider failed when Stripe keeps answering errors', async () => {
    fake.failNext(10)
    await expect(stripe.createCheckout(checkout('res-6'))).rejects.toThrow(PaymentProviderError)
    fake.failNext(0)
  })

  it("reads a signed webhook into the state machine's terms", () => {
    const session = [...fake.sessions.values()].find((candidate) => candidate.payment_status === 'paid')!
    const { payload, signature } = fake.webhook('checkout.session.completed', session, { id: 'evt_paid' })
    expect(stripe.readWebhook(payload, signature)).toEqual({
      id: 'evt_paid',
      type: 'checkout_paid',
      sessionId: session.id,
      paymentId: session.payment_intent,
      reservationId: session.metadata.reservation_id,
      onlinePaymentId: null,
      amountCents: 20_000,
      currency: 'aud',
    })
    const refund = fake.webhook('charge.refunded', { payment_intent: 'pi_1', refunded: true })
    expect(stripe.readWebhook(refund.payload, refund.signature)).toMatchObject({
      type: 'refunded',
      paymentId: 'pi_1',
    })
    const partial = fake.webhook('charge.refunded', { payment_intent: 'pi_1', refunded: false })
    expect(stripe.readWebhook(partial.payload, partial.signature)).toMatchObject({ type: 'ignored' })
  })

  it("marks an online payment's checkout as such, so no reservation is looked for (issue 33)", async () => {
    const session = await stripe.createCheckout({ ...checkout('0b7c2f1e'), purpose: 'online_payment' })
    fake.pay(session.id)
    const paid = [...fake.sessions.values()].find((candidate) => candidate.id === session.id)!
    const { payload, signature } = fake.webhook('checkout.session.completed', paid, { id: 'evt_online' })
    expect(stripe.readWebhook(payload, signature)).toMatchObject({
      type: 'checkout_paid',
      reservationId: null,
      onlinePaymentId: '0b7c2f1e',
    })
    expect(await stripe.retrieveCheckout(session.id)).toMatchObject({
      reservationId: null,
      onlinePaymentId: '0b7c2f1e',
    })
  })

  it('refuses a forged webhook, a replayed old one and one without a signature', () => {
    const { payload, signature } = fake.webhook('checkout.session.completed', { id: 'cs_x' })
    const forged = payload.replace('cs_x', 'cs_y')
    expect(() => stripe.readWebhook(forged, signature)).toThrow(PaymentWebhookError)
    const old = fake.webhook(
      'checkout.session.completed',
      { id: 'cs_x' },
      {
        timestamp: Math.floor(Date.now() / 1000) - 600,
      },
    )
    expect(() => stripe.readWebhook(old.payload, old.signature)).toThrow(/tolerance/i)
    expect(() => stripe.readWebhook(payload, null)).toThrow(/missing/)
  })
})
