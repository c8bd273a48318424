import { isReserveEligible } from '@forecourt/domain/vehicle-card/availability'
import { type FakeStripe, type SignedWebhook, startFakeStripe } from '@forecourt/payments/testing/fake-stripe'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { listedVehicles } from './support/demo-stock'
import { type ExtraServer, startExtraServer } from './support/extra-server'

/**
 * Reserving against Stripe (a fake of its API on loopback, the real `stripe` client in the server): the
 * deposit goes to Stripe Checkout in AUD, its signed webhook is checked and applied once, a replayed old
 * one is refused, and a server killed between the payment and its webhook ends with the reservation paid.
 */

const vw = 'harbourside-volkswagen'
const name = 'reservations-stripe'
let stripe: FakeStripe
let server: ExtraServer

test.describe.configure({ mode: 'serial' })
test.skip(({ isMobile }) => isMobile, 'server behaviour, checked on the desktop project')

const env = () => ({
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_URL: stripe.url,
  LEADS_PER_IP_PER_HOUR: '100000',
})

test.beforeAll(async () => {
  stripe = await startFakeStripe()
  server = await startExtraServer({ offset: 6, name, ingestStock: true, env: env() })
})
test.afterAll(async () => {
  server?.stop()
  await stripe?.close()
})

const site = () => new URL(server.url(vw)).host

async function reserve(request: APIRequestContext, carPath: string) {
  const answer = await request.post(`${server.origin}${carPath}/checkout`, {
    form: {
      firstName: 'Sam',
      lastName: 'Buyer',
      email: 'sam.stripe@example.com',
      phone: '0412000111',
      acceptTerms: 'on',
      amount: '1',
      currency: 'usd',
    },
    headers: { host: site(), origin: `http://${site()}` },
    maxRedirects: 0,
  })
  expect(answer.status()).toBe(302)
  const checkout = new URL(answer.headers().location!)
  expect(checkout.origin).toBe(stripe.url)
  const session = stripe.sessions.get(checkout.pathname.split('/').pop()!)!
  // Stripe sends the shopper back to the reservation's signed address: the page is theirs alone.
  const back = new URL(session.success_url)
  return { session, reservationId: session.metadata.reservation_id!, link: `${back.pathname}${back.search}` }
}

const deliver = (request: APIRequestContext, webhook: SignedWebhook) =>
  request.post(`${server.origin}/api/payments/webhook`, {
    data: webhook.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
  })

const reservationHeading = async (request: APIRequestContext, link: string) => {
  const page = await request.get(`${server.origin}${link}`, { headers: { host: site() } })
  return (await page.text()).match(/data-status="(\w+)"/)?.[1]
}

const eligible = () => listedVehicles(vw, (vehicle) => isReserveEligible(vehicle))
const pathOf = (vehicle: ReturnType<typeof eligible>[number]) =>
  vehicle.path ?? `/cars/${vehicle.slug ?? vehicle.id}`

test('the deposit goes to Stripe Checkout in AUD from the server, and its webhook is applied once', async ({
  request,
}) => {
  const { session, reservationId, link } = await reserve(request, pathOf(eligible()[0]!))
  expect(session).toMatchObject({ amount_total: 20_000, currency: 'aud', client_reference_id: reservationId })
  expect(await reservationHeading(request, link)).toBe('pending')

  const paid = stripe.pay(session.id)
  const first = await deliver(request, paid)
  expect(await first.json()).toEqual({ received: true, outcome: 'applied' })
  const again = await deliver(request, paid)
  expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' })
  expect(await reservationHeading(request, link)).toBe('paid')
  expect(stripe.refunds).toEqual([])

  // A valid signature from ten minutes ago (a replay) is refused.
  const replayed = stripe.webhook('checkout.session.completed', stripe.sessions.get(session.id)!, {
    timestamp: Math.floor(Date.now() / 1000) - 600,
  })
  expect((await deliver(request, replayed)).status()).toBe(400)
})

test('a server killed between the payment and its webhook ends with the reservation paid', async ({
  request,
}) => {
  const { session, link } = await reserve(request, pathOf(eligible()[1]!))
  const paid = stripe.pay(session.id)
  await server.kill()

  server = await startExtraServer({ offset: 6, name, keepData: true, env: env() })
  await expect.poll(() => reservationHeading(request, link), { timeout: 30_000 }).toBe('paid')
  // Stripe's retry of the webhook arrives later and changes nothing; nothing is refunded.
  expect(await (await deliver(request, paid)).json()).toMatchObject({ received: true })
  expect(await reservationHeading(request, link)).toBe('paid')
  expect(stripe.refunds).toEqual([])
})
