import type { OpenedDatabase } from '@forecourt/db/database'
import { embeddedPayments } from '@forecourt/db/schema'
import { openTestPglite } from '@forecourt/db/testing/pglite-template'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EmbeddedPaymentProvider, embeddedPaymentProvider } from './embedded-payment-provider.ts'
import { createOnlinePaymentDesk, type OnlinePayment, type OnlinePaymentDesk } from './online-payments.ts'
import type { PaymentEvent } from './payment-provider.ts'
import { createReservationDesk } from './reservations.ts'

let opened: OpenedDatabase
let provider: EmbeddedPaymentProvider
let desk: OnlinePaymentDesk
const paid: OnlinePayment[] = []
const outcomes: unknown[] = []

beforeAll(async () => {
  opened = await openTestPglite()
  provider = embeddedPaymentProvider(opened.db)
  desk = createOnlinePaymentDesk({
    db: opened.db,
    provider,
    onPaid: async (payment) => {
      paid.push(payment)
    },
  })
  const reservations = createReservationDesk({ db: opened.db, provider, onChange: async () => {} })
  // As the server routes them: an online payment's events to its desk, the rest to reservations.
  provider.deliverWebhooksTo(async (body, signature) => {
    const event = provider.readWebhook(body, signature)
    outcomes.push((await desk.receive(event)) ?? (await reservations.receive(event)))
  })
})
afterAll(() => opened.close())

const start = (amountCents: number) =>
  desk.start(
    {
      userId: null,
      dealerId: 'dealer-southern-cross-motors',
      websiteSlug: 'southern-cross-motors',
      referenceKind: 'invoice',
      reference: 'INV-1001',
      amountCents,
      siteName: 'Southern Cross Motors',
      leadChannels: ['email'],
    },
    {
      description: 'Payment of invoice INV-1001',
      customerEmail: 'sam@example.com',
      successUrl: (id) => `http://scm.localhost/online-payment/${id}`,
      cancelUrl: 'http://scm.localhost/online-payment',
    },
  )

describe('online payments (issue 33)', () => {
  it('is paid once for the amount the server stored, and the dealer is told once', async () => {
    const { payment, url } = await start(25_000)
    expect(url).toMatch(/^\/payments\/test\/cs_test_/)
    const sessionId = url.split('/').pop()!
    await provider.pay(sessionId)
    expect(outcomes.at(-1)).toBe('applied')
    expect((await desk.refresh(payment.id))?.status).toBe('paid')
    expect(paid.map((row) => row.id)).toEqual([payment.id])
    // The reservation desk never refunded it as a deposit it does not hold.
    const [session] = await opened.db
      .select()
      .from(embeddedPayments)
      .where(eq(embeddedPayments.sessionId, sessionId))
    expect(session).toMatchObject({ purpose: 'online_payment', paid: true, refunded: false })
  })

  it('changes nothing for a webhook delivered twice', async () => {
    const { payment } = await start(12_345)
    const event: PaymentEvent = {
      id: 'evt_twice',
      type: 'checkout_paid',
      sessionId: payment.providerSessionId!,
      paymentId: 'pi_twice',
      reservationId: null,
      onlinePaymentId: payment.id,
      amountCents: 12_345,
      currency: 'aud',
    }
    expect(await desk.receive(event)).toBe('applied')
    expect(await desk.receive(event)).toBe('duplicate')
    expect(paid.filter((row) => row.id === payment.id)).toHaveLength(1)
  })

  it('refunds a paid amount that is not the one stored, and leaves the payment unpaid', async () => {
    const { payment } = await start(50_000)
    const outcome = await desk.receive({
      id: 'evt_tampered',
      type: 'checkout_paid',
      sessionId: payment.providerSessionId!,
      paymentId: 'pi_tampered',
      reservationId: null,
      onlinePaymentId: payment.id,
      amountCents: 100,
      currency: 'aud',
    })
    expect(outcome).toBe('refunded')
    expect((await desk.refresh(payment.id))?.status).toBe('pending')
  })

  it("is no one else's business: a reservation's event is left to the reservation desk", async () => {
    expect(
      await desk.receive({
        id: 'evt_reservation',
        type: 'checkout_expired',
        sessionId: 'cs_someone_else',
        reservationId: '00000000-0000-4000-8000-000000000000',
      }),
    ).toBeNull()
  })
})
