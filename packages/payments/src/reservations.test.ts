import type { OpenedDatabase } from '@forecourt/db/database'
import { reservations } from '@forecourt/db/schema'
import { type DurableTestDatabase, testDatabaseKinds } from '@forecourt/db/testing/test-databases'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedPaymentProvider } from './embedded-payment-provider.ts'
import { type PaymentProvider, PaymentProviderError } from './payment-provider.ts'
import { createReservationDesk, type HoldRequest, type ReservationChange } from './reservations.ts'
import { stripePaymentProvider } from './stripe-payment-provider.ts'
import { type FakeStripe, startFakeStripe } from './testing/fake-stripe.ts'

// Every test below runs on both database paths: the embedded PGlite and a real PostgreSQL server.
describe.each(testDatabaseKinds)('reservations on $name', (kind) => {
  const WATCHDOG_MS = 120_000
  let opened: OpenedDatabase
  let fake: FakeStripe
  let stripe: PaymentProvider
  let clock = new Date('2026-11-24T10:00:00Z')
  const changes: ReservationChange[] = []

  beforeAll(async () => {
    opened = await kind.open()
    fake = await startFakeStripe()
    stripe = stripePaymentProvider({
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
    })
  }, WATCHDOG_MS)
  afterAll(async () => {
    await fake?.close()
    await opened?.close()
  })

  const deskOn = (db = opened.db, provider = stripe) =>
    createReservationDesk({
      db,
      provider,
      onChange: async (change) => {
        changes.push(change)
      },
      now: () => clock,
    })

  const request = (carId: string, userId: string | null = null): HoldRequest => ({
    carId,
    dealerId: 'dealer-southern-cross-motors',
    websiteSlug: 'southern-cross-motors',
    accountScope: 'group-southern-cross',
    userId,
    leadId: null,
    depositCents: 20_000,
    pendingHoldSeconds: 15 * 60,
    paidHoldDays: 3,
    carTitle: '2021 Toyota HiLux SR5',
    carPath: `/cars/${carId}`,
    siteName: 'Southern Cross Motors',
    siteOrigin: 'http://southern-cross-motors.localhost:3000',
    leadChannels: ['email'],
  })

  const pages = {
    description: 'Deposit to reserve 2021 Toyota HiLux SR5',
    customerEmail: null,
    successUrl: 'http://southern-cross-motors.localhost:3000/cars/x/checkout/complete',
    cancelUrl: 'http://southern-cross-motors.localhost:3000/cars/x/checkout',
  }

  async function reserveAndPay(desk: ReturnType<typeof deskOn>, carId: string) {
    const held = await desk.hold(request(carId))
    if (!held.held) throw new Error('not held')
    const session = await desk.startPayment(held.reservation.id, pages)
    const webhook = fake.pay(session!.id)
    return { reservation: held.reservation, session: session!, webhook }
  }

  const statusOf = async (id: string) =>
    (await opened.db.select().from(reservations).where(eq(reservations.id, id)))[0]?.status

  describe('reserving a car with a deposit (issue 16)', () => {
    it('gives fifty shoppers reserving one car at once one reservation, and charges none of the others', async () => {
      const desk = deskOn()
      const results = await Promise.all(Array.from({ length: 50 }, () => desk.hold(request('car-50'))))
      const winners = results.filter((result) => result.held)
      expect(winners).toHaveLength(1)
      const sessionsBefore = fake.sessions.size
      const { webhook } = await (async () => {
        const winner = winners[0]!
        if (!winner.held) throw new Error('unreachable')
        const session = await desk.startPayment(winner.reservation.id, pages)
        return { webhook: fake.pay(session!.id) }
      })()
      // Only the winner was ever sent to pay.
      expect(fake.sessions.size).toBe(sessionsBefore + 1)
      expect(await desk.receive(stripe.readWebhook(webhook.payload, webhook.signature))).toBe('applied')
      const rows = await opened.db.select().from(reservations).where(eq(reservations.carId, 'car-50'))
      expect(rows.map((row) => row.status)).toEqual(['paid'])
    })

    it('charges the amount and currency the server holds, whatever else a payment says', async () => {
      const desk = deskOn()
      const held = await desk.hold({ ...request('car-amount'), depositCents: 35_000 })
      if (!held.held) throw new Error('not held')
      const session = await desk.startPayment(held.reservation.id, pages)
      expect(fake.sessions.get(session!.id)).toMatchObject({ amount_total: 35_000, currency: 'aud' })
      // A completed session that claims another amount is paid back and reserves nothing.
      fake.pay(session!.id)
      const tampered = fake.webhook('checkout.session.completed', {
        ...fake.sessions.get(session!.id),
        amount_total: 100,
      })
      expect(await desk.receive(stripe.readWebhook(tampered.payload, tampered.signature))).toBe('refunded')
      expect(await statusOf(held.reservation.id)).toBe('pending')
      expect(fake.refunds).toContain(fake.sessions.get(session!.id)!.payment_intent)
    })

    it('changes nothing when a webhook is delivered twice, or out of order', async () => {
      const desk = deskOn()
      const { reservation, session, webhook } = await reserveAndPay(desk, 'car-twice')
      const event = stripe.readWebhook(webhook.payload, webhook.signature)
      expect(await desk.receive(event)).toBe('applied')
      const paidAt = (
        await opened.db.select().from(reservations).where(eq(reservations.id, reservation.id))
      )[0]!
      expect(await desk.receive(stripe.readWebhook(webhook.payload, webhook.signature))).toBe('duplicate')
      // An expiry announced after the payment (Stripe does not promise order) leaves it paid.
      const late = fake.webhook('checkout.session.expired', {
        ...fake.sessions.get(session.id),
        status: 'expired',
      })
      expect(await desk.receive(stripe.readWebhook(late.payload, late.signature))).toBe('applied')
      const after = (
        await opened.db.select().from(reservations).where(eq(reservations.id, reservation.id))
      )[0]!
      expect(after).toEqual(paidAt)
      expect(after.status).toBe('paid')
      expect(after.holdEndsAt.getTime() - clock.getTime()).toBe(3 * 24 * 60 * 60_000)
      expect(fake.refunds).not.toContain(after.providerPaymentId)
    })

    it('frees the car when the unpaid hold ends after 15 minutes, closing the payment page', async () => {
      const desk = deskOn()
      const held = await desk.hold(request('car-abandoned'))
      if (!held.held) throw new Error('not held')
      const session = await desk.startPayment(held.reservation.id, pages)
      clock = new Date(clock.getTime() + 14 * 60_000)
      expect(await desk.sweep()).toBe(0)
      clock = new Date(clock.getTime() + 60_000)
      expect(await desk.sweep()).toBe(1)
      expect(await statusOf(held.reservation.id)).toBe('expired')
      expect(fake.sessions.get(session!.id)!.status).toBe('expired')
      expect(changes.at(-1)).toMatchObject({ from: 'pending', to: 'expired' })
      expect((await desk.hold(request('car-abandoned'))).held).toBe(true)
    })

    it('keeps a hold whose payment went through though its webhook never came, and ends it paid', async () => {
      const desk = deskOn()
      const { reservation } = await reserveAndPay(desk, 'car-lost-webhook')
      clock = new Date(clock.getTime() + 16 * 60_000)
      await desk.sweep()
      expect(await statusOf(reservation.id)).toBe('paid')
    })

    it('pays back money that arrives for a hold already ended, and keeps the car free', async () => {
      const desk = deskOn()
      const held = await desk.hold(request('car-late'))
      if (!held.held) throw new Error('not held')
      const session = await desk.startPayment(held.reservation.id, pages)
      // The shopper pays in the instant the hold is given up; the webhook arrives afterwards.
      const webhook = fake.pay(session!.id)
      await opened.db
        .update(reservations)
        .set({ status: 'cancelled' })
        .where(eq(reservations.id, held.reservation.id))
      expect(await desk.receive(stripe.readWebhook(webhook.payload, webhook.signature))).toBe('refunded')
      expect(await statusOf(held.reservation.id)).toBe('cancelled')
      expect(fake.refunds).toContain(fake.sessions.get(session!.id)!.payment_intent)
    })

    it('frees the car when the dealer refunds the deposit', async () => {
      const desk = deskOn()
      const { reservation, webhook } = await reserveAndPay(desk, 'car-refund')
      await desk.receive(stripe.readWebhook(webhook.payload, webhook.signature))
      const paid = (
        await opened.db.select().from(reservations).where(eq(reservations.id, reservation.id))
      )[0]!
      const refund = fake.webhook('charge.refunded', {
        payment_intent: paid.providerPaymentId,
        refunded: true,
      })
      expect(await desk.receive(stripe.readWebhook(refund.payload, refund.signature))).toBe('applied')
      expect(await statusOf(reservation.id)).toBe('refunded')
      expect((await desk.hold(request('car-refund'))).held).toBe(true)
    })

    it('cancels a paid reservation only by refunding its deposit through Stripe, and records the refund', async () => {
      // Security issue: "cancelling a paid one goes through the payment provider's refund ... and records it".
      const desk = deskOn()
      const { reservation, webhook } = await reserveAndPay(desk, 'car-shopper-cancels')
      await desk.receive(stripe.readWebhook(webhook.payload, webhook.signature))
      const paymentId = (
        await opened.db.select().from(reservations).where(eq(reservations.id, reservation.id))
      )[0]!.providerPaymentId!

      const cancelled = await desk.cancel(reservation.id)
      expect(cancelled?.status).toBe('refunded')
      expect(fake.refunds.filter((refunded) => refunded === paymentId)).toHaveLength(1)
      expect(changes.at(-1)).toMatchObject({ from: 'paid', to: 'refunded' })
      expect((await desk.hold(request('car-shopper-cancels'))).held).toBe(true)

      // Stripe's refund webhook, and a second cancel, change nothing and refund nothing more.
      const refund = fake.webhook('charge.refunded', { payment_intent: paymentId, refunded: true })
      expect(await desk.receive(stripe.readWebhook(refund.payload, refund.signature))).toBe('applied')
      expect((await desk.cancel(reservation.id))?.status).toBe('refunded')
      expect(await statusOf(reservation.id)).toBe('refunded')
      expect(fake.refunds.filter((refunded) => refunded === paymentId)).toHaveLength(1)
    })

    it('keeps a paid reservation paid, and the car held, when Stripe does not take the refund', async () => {
      const desk = deskOn()
      const { reservation, webhook } = await reserveAndPay(desk, 'car-refund-refused')
      await desk.receive(stripe.readWebhook(webhook.payload, webhook.signature))
      fake.failNext(10)
      try {
        await expect(desk.cancel(reservation.id)).rejects.toThrow(PaymentProviderError)
      } finally {
        fake.failNext(0)
      }
      expect(await statusOf(reservation.id)).toBe('paid')
      expect((await desk.hold(request('car-refund-refused'))).held).toBe(false)
    })

    it('lets a shopper who left the payment page try again, and only the latest attempt can be paid', async () => {
      const desk = deskOn()
      const held = await desk.hold(request('car-retry'))
      if (!held.held) throw new Error('not held')
      const first = await desk.startPayment(held.reservation.id, pages)
      const second = await desk.startPayment(held.reservation.id, pages)
      expect(second!.id).not.toBe(first!.id)
      expect(fake.sessions.get(first!.id)!.status).toBe('expired')
      const webhook = fake.pay(second!.id)
      expect(await desk.receive(stripe.readWebhook(webhook.payload, webhook.signature))).toBe('applied')
      expect(await desk.startPayment(held.reservation.id, pages)).toBeNull()
    })
  })

  describe('a server killed between the payment and its webhook', () => {
    let durable: DurableTestDatabase
    beforeAll(async () => {
      durable = await kind.durable()
    })
    afterAll(() => durable?.remove())

    it('ends with the reservation paid once restarted, and the webhook that follows changes nothing', async () => {
      const before = await durable.open()
      const held = await deskOn(before.db).hold(request('car-restart'))
      if (!held.held) throw new Error('not held')
      const session = await deskOn(before.db).startPayment(held.reservation.id, pages)
      const webhook = fake.pay(session!.id)
      await before.close()

      const after = await durable.open()
      try {
        const desk = deskOn(after.db)
        await desk.reconcileAllPending()
        const [row] = await after.db
          .select()
          .from(reservations)
          .where(eq(reservations.id, held.reservation.id))
        expect(row?.status).toBe('paid')
        expect(await desk.receive(stripe.readWebhook(webhook.payload, webhook.signature))).toBe('applied')
        expect(fake.refunds).not.toContain(row?.providerPaymentId)
      } finally {
        await after.close()
      }
    })
  })

  describe('the embedded test payment provider', () => {
    it('drives the same state machine through the same signed webhook path', async () => {
      const provider = embeddedPaymentProvider(opened.db)
      const desk = deskOn(opened.db, provider)
      const delivered: string[] = []
      provider.deliverWebhooksTo(async (payload, signature) => {
        delivered.push(await desk.receive(provider.readWebhook(payload, signature)))
      })
      const held = await desk.hold(request('car-embedded'))
      if (!held.held) throw new Error('not held')
      const session = await desk.startPayment(held.reservation.id, pages)
      expect(session!.url).toBe(`/payments/test/${session!.id}`)
      expect(await provider.session(session!.id)).toMatchObject({ amountCents: 20_000, currency: 'aud' })
      await provider.pay(session!.id)
      expect(delivered).toEqual(['applied'])
      expect(await statusOf(held.reservation.id)).toBe('paid')
      // Paying again (a second click) changes nothing.
      await provider.pay(session!.id)
      expect(delivered).toEqual(['applied'])

      const paid = (
        await opened.db.select().from(reservations).where(eq(reservations.id, held.reservation.id))
      )[0]!
      await provider.refund(paid.providerPaymentId!, 'refund')
      expect(await statusOf(held.reservation.id)).toBe('refunded')
    })

    it('refunds a paid reservation the shopper cancels, through the test provider', async () => {
      const provider = embeddedPaymentProvider(opened.db)
      const desk = deskOn(opened.db, provider)
      provider.deliverWebhooksTo(async (payload, signature) => {
        await desk.receive(provider.readWebhook(payload, signature))
      })
      const held = await desk.hold(request('car-embedded-cancel'))
      if (!held.held) throw new Error('not held')
      const session = await desk.startPayment(held.reservation.id, pages)
      await provider.pay(session!.id)
      expect(await statusOf(held.reservation.id)).toBe('paid')

      expect((await desk.cancel(held.reservation.id))?.status).toBe('refunded')
      expect(await provider.session(session!.id)).toMatchObject({ paid: true, refunded: true })
    })

    it('refuses a webhook signed with any other secret', () => {
      const provider = embeddedPaymentProvider(opened.db)
      const { payload, signature } = fake.webhook('checkout.session.completed', { id: 'cs_forged' })
      expect(() => provider.readWebhook(payload, signature)).toThrow(/signature/i)
    })
  })
})
