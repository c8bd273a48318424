import { queueShopperMessage } from '@forecourt/accounts/shopper-outbox'
import type { ServerConfig } from '@forecourt/config/server-config'
import type { Database } from '@forecourt/db/database'
import { leads, reservations } from '@forecourt/db/schema'
import { locationTimeZone } from '@forecourt/domain/australia/time-zones'
import { holdsTheCar } from '@forecourt/domain/purchase/reservation-lifecycle'
import { reservationReceiptEmail, reservationReceiptSms } from '@forecourt/domain/purchase/reservation-texts'
import { type LeadConfirmation, submitLead } from '@forecourt/leads/lead-store'
import { startPollingWorker } from '@forecourt/leads/outbox-worker'
import {
  type EmbeddedPaymentProvider,
  embeddedPaymentProvider,
} from '@forecourt/payments/embedded-payment-provider'
import { createOnlinePaymentDesk, type OnlinePaymentDesk } from '@forecourt/payments/online-payments'
import type { PaymentEvent, PaymentProvider } from '@forecourt/payments/payment-provider'
import { type ReservationLinks, reservationLinks } from '@forecourt/payments/reservation-links'
import {
  createReservationDesk,
  type Reservation,
  type ReservationChange,
  type ReservationDesk,
  type WebhookOutcome,
} from '@forecourt/payments/reservations'
import { stripePaymentProvider } from '@forecourt/payments/stripe-payment-provider'
import { vehiclesCollection } from '@forecourt/search/collections/vehicles'
import type { SearchConnection } from '@forecourt/search/search-connection'
import { and, eq } from 'drizzle-orm'
import { serverLogger } from './logger.ts'

/** Where the payment webhook hands a verified event: an online payment's, else a reservation's. */
export interface PaymentReceiver {
  provider: Pick<PaymentProvider, 'readWebhook'>
  receive(event: PaymentEvent): Promise<WebhookOutcome>
}

export interface Reservations {
  /** Null when no payment provider takes deposits (production without Stripe): reserve and buy online are off. */
  desk: ReservationDesk | null
  /** Online payments to the dealer (issue 33), through the same provider; null when there is none. */
  onlinePayments: OnlinePaymentDesk | null
  /** The webhook's receiver for both desks; null when there is no provider. */
  receiver: PaymentReceiver | null
  /** The built-in test payment page's provider, when Stripe is not configured (never in production). */
  embedded: EmbeddedPaymentProvider | null
  /** The signed links to reservations' pages, which only their shoppers are given. */
  links: ReservationLinks
  /** Told of every reservation that changed (the page cache forgets its pages). */
  onChange(listener: () => void): void
  stop(): Promise<void>
}

/**
 * Reservations and their payments: the provider the configuration names, the desk, and what follows a
 * change: the car's reserved flag in the search index (every card, page and similar-cars list reads it),
 * the dealer's lead through the outbox and the shopper's receipts once paid, and a sweep that ends unpaid
 * holds. At start-up every pending reservation is checked with the provider (a webhook missed while the
 * server was down), and every paid one's lead and receipts are made sure of. In production without
 * Stripe there is no provider and no desk: the start-up log says why reserve and buy online are off.
 */
export function startReservations(options: {
  config: ServerConfig
  db: Database
  search: SearchConnection
  /** Signs the links to reservations' pages (a key of their own is derived from it). */
  authSecret: string
  pokeOutboxes: () => void
  /**
   * The shopper's confirmation of a lead sent on this website (by slug): a paid online payment's lead is
   * submitted by the payment webhook, which has no website of its own to ask.
   */
  confirmationFor: (websiteSlug: string) => Promise<LeadConfirmation | null>
}): Reservations {
  const { config, db, search } = options
  const stripe = config.payments.stripe
  const links = reservationLinks(options.authSecret)
  const listeners: (() => void)[] = []
  if (config.payments.provider === null) {
    serverLogger().warn(
      'Reserve and buy online are off: no payment provider is configured. Set STRIPE_SECRET_KEY and ' +
        'STRIPE_WEBHOOK_SECRET; the built-in test payment page never takes deposits in production.',
    )
    return {
      desk: null,
      onlinePayments: null,
      receiver: null,
      embedded: null,
      links,
      onChange: () => {},
      stop: async () => {},
    }
  }
  const embedded = config.payments.provider === 'embedded' ? embeddedPaymentProvider(db) : null
  const provider: PaymentProvider = stripe
    ? stripePaymentProvider({
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        apiUrl: stripe.apiUrl,
      })
    : embedded!

  async function markCar(carId: string, reserved: boolean) {
    await search.client
      .collections(vehiclesCollection.name)
      .documents(carId)
      .update({ reserved })
      .catch((error: unknown) => {
        // A car that left the stock feed has no document; the next ingestion applies holds anyway.
        serverLogger().error({ err: error, carId }, "The search index did not take a car's reservation")
      })
  }

  async function onChange({ reservation, from, to }: ReservationChange) {
    if (from === null || holdsTheCar(from) !== holdsTheCar(to)) {
      await markCar(reservation.carId, holdsTheCar(to))
    }
    for (const listener of listeners) listener()
    if (to === 'paid') await settlePaid(reservation)
  }

  const desk = createReservationDesk({ db, provider, onChange })
  const onlinePayments = createOnlinePaymentDesk({
    db,
    provider,
    // The dealer is told through the lead outbox: the payment's lead, submitted once (safe to repeat).
    onPaid: async (payment) => {
      if (!payment.leadId) return
      const confirmation = await options.confirmationFor(payment.websiteSlug).catch((error: unknown) => {
        serverLogger().error(
          { err: error },
          "An online payment's website could not be read for its confirmation",
        )
        return null
      })
      await submitLead(
        db,
        payment.dealerId,
        payment.leadId,
        {
          fields: {
            online_payment: {
              id: payment.id,
              status: 'paid',
              reference_kind: payment.referenceKind,
              reference: payment.reference,
              amount_cents: payment.amountCents,
              currency: payment.currency,
              provider: payment.provider,
              payment_id: payment.providerPaymentId,
              paid_at: payment.paidAt?.toISOString() ?? null,
            },
          },
        },
        payment.leadChannels,
        {
          ...(confirmation ? { confirmation } : {}),
          onConfirmationError: (error) =>
            serverLogger().error({ err: error }, "An online payment's confirmation was not queued"),
        },
      )
      options.pokeOutboxes()
    },
  })
  const receiver: PaymentReceiver = {
    provider,
    receive: async (event) => (await onlinePayments.receive(event)) ?? desk.receive(event),
  }
  embedded?.deliverWebhooksTo(async (payload, signature) => {
    await receiver.receive(provider.readWebhook(payload, signature))
  })

  /** The dealer's lead and the shopper's receipts for a paid reservation; safe to repeat. */
  async function settlePaid(reservation: Reservation) {
    if (!reservation.leadId) return
    const [lead] = await db.select().from(leads).where(eq(leads.id, reservation.leadId))
    if (!lead) return
    await submitLead(
      db,
      reservation.dealerId,
      lead.id,
      {
        fields: {
          reservation: {
            id: reservation.id,
            status: 'paid',
            deposit_cents: reservation.depositCents,
            currency: reservation.currency,
            provider: reservation.provider,
            payment_id: reservation.providerPaymentId,
            paid_at: reservation.paidAt?.toISOString() ?? null,
            held_until: reservation.holdEndsAt.toISOString(),
          },
        },
      },
      reservation.leadChannels,
    )
    const facts = {
      siteName: reservation.siteName,
      carTitle: reservation.carTitle,
      depositCents: reservation.depositCents,
      holdEndsAt: reservation.holdEndsAt,
      // The dealer's, kept with the lead when the shopper reserved (reserve.server.ts).
      timeZone: locationTimeZone({
        timeZone: typeof lead.fields.timeZone === 'string' ? lead.fields.timeZone : null,
      }),
      // The signed link: the receipt's reader is the shopper, who may not be signed in.
      url: `${reservation.siteOrigin}${links.path(reservation.id)}`,
      firstName: lead.name,
      terms: String(lead.fields.reservationTerms ?? ''),
    }
    const message = {
      purpose: 'reservation_receipt' as const,
      accountScope: reservation.accountScope,
      websiteSlug: reservation.websiteSlug,
    }
    if (lead.phone) {
      await queueShopperMessage(db, {
        ...message,
        channel: 'sms',
        recipient: lead.phone,
        body: reservationReceiptSms(facts),
        idempotencyKey: `reservation:${reservation.id}:receipt:sms`,
      })
    }
    if (lead.email) {
      const email = reservationReceiptEmail(facts)
      await queueShopperMessage(db, {
        ...message,
        channel: 'email',
        recipient: lead.email,
        subject: email.subject,
        body: email.body,
        idempotencyKey: `reservation:${reservation.id}:receipt:email`,
      })
    }
    options.pokeOutboxes()
  }

  const sweeper = startPollingWorker(() => desk.sweep(), {
    intervalMs: config.payments.sweepSeconds * 1000,
    onError: (error) => serverLogger().error({ err: error }, 'Reservation sweep failed'),
  })
  const started = (async () => {
    await desk.reconcileAllPending()
    // Paid while the server stopped before it told the dealer and the shopper.
    const unsettled = await db
      .select({ reservation: reservations })
      .from(reservations)
      .innerJoin(leads, eq(leads.id, reservations.leadId))
      .where(and(eq(reservations.status, 'paid'), eq(leads.status, 'open')))
    for (const { reservation } of unsettled) await settlePaid(reservation)
  })().catch((error: unknown) => {
    serverLogger().error({ err: error }, 'Reservations were not checked at start-up')
  })

  return {
    desk,
    onlinePayments,
    receiver,
    embedded,
    links,
    onChange: (listener) => {
      listeners.push(listener)
    },
    stop: async () => {
      await started
      await sweeper.stop()
    },
  }
}
