import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { accountScopeOf } from '@forecourt/accounts/account-scope'
import type { Site } from '@forecourt/content/sites'
import { reservations } from '@forecourt/db/schema'
import { requiresSignIn } from '@forecourt/domain/accounts/shopper-gating'
import { LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import { leadEventId } from '@forecourt/domain/leads/event-ids'
import { depositCents } from '@forecourt/domain/purchase/reservation-lifecycle'
import { depositText, holdPromise, RESERVE_TEXTS } from '@forecourt/domain/purchase/reservation-texts'
import { isReserveEligible } from '@forecourt/domain/vehicle-card/availability'
import { formatAud } from '@forecourt/domain/vehicle-card/price'
import { reservePriceLabel } from '@forecourt/domain/vehicle-page/availability'
import { startLead } from '@forecourt/leads/lead-store'
import type { ReservationDesk } from '@forecourt/payments/reservations'
import { findVehicleBySlug, type VehicleDetail } from '@forecourt/search/vehicle-detail'
import { eq } from 'drizzle-orm'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { currentShopper, requireShopper } from '~/accounts/shopper-session.server'
import { vehicleItemOf } from '~/analytics/vehicle-item.server'
import { servicesContext } from '~/context'
import {
  attributionOf,
  isHoneypotFilled,
  leadChannelsOf,
  leadDealer,
  leadRateLimit,
  leadSite,
  readFormOrRefusal,
} from '~/leads/lead-post.server'
import { pageUrl } from '~/page-url'
import { siteAddress } from '~/site-url.server'
import { serverLogger } from '~server/logger'
import { dealerTimeZone } from './dealer-time-zone.server'
import { type ReserveForm, reserveSchema } from './reserve-schema'

export type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { slug?: string } }

/** The reserve page's address on this site: /checkout, or /buy-online where the dealer's setting says so. */
export const reservePath = (site: Site, slug: string) =>
  `/cars/${slug}/${site.settings.reserveAtBuyOnline ? 'buy-online' : 'checkout'}`

/**
 * The reservation desk; else there is no such page: no payment provider takes deposits (production
 * without Stripe), and the sites' reserve and buy online features are off.
 */
export function reservationDesk(context: Args['context']): ReservationDesk {
  const { desk } = context.get(servicesContext).reservations
  if (!desk) throw data({ reason: 'not-found' }, { status: 404 })
  return desk
}

/** The site, when it takes reservations; else there is no such page. */
function reservingSite({ context }: Args): Site {
  const site = leadSite(context)
  if (!site.settings.features.reserve) throw data({ reason: 'not-found' }, { status: 404 })
  return site
}

export async function findCar({ context, params }: Args, site: Site): Promise<VehicleDetail> {
  const { search, siteStock } = context.get(servicesContext)
  let car: VehicleDetail | null
  try {
    car = await findVehicleBySlug(search.searches, siteStock.access(site).filter, params.slug ?? '')
  } catch (error) {
    serverLogger().error({ err: error }, 'Vehicle lookup failed')
    throw data({ reason: 'search-unavailable' }, { status: 503 })
  }
  if (!car) throw data({ reason: 'not-found' }, { status: 404 })
  return car
}

/** The deposit in cents from the dealer's label; a label that is not an amount takes no payment. */
const siteDeposit = (site: Site) => depositCents(reservePriceLabel(site.settings.reservePriceLabel))

/** Signed in first where the dealer gates checkout; else whoever is signed in, to fill the form. */
async function reservingShopper(args: Args, site: Site) {
  return requiresSignIn('checkout', site.settings)
    ? requireShopper(args.request, args.context, 'checkout')
    : currentShopper(args.request, args.context)
}

/** The car page's 'Find Me Something Similar' enquiry, about this car. */
const similarSearch = (car: VehicleDetail) =>
  `/enquire?${new URLSearchParams({ car_id: car.id, type: 'find-similar' })}`

/** '15 minutes' (or, on a server set up to show the expiry quickly, '20 seconds'). */
const holdLength = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} seconds`

/** The car as the reserve and purchase pages show it beside the form. */
export const carSummaryOf = (car: VehicleDetail) => ({
  id: car.id,
  title: car.name,
  href: `/cars/${car.slug ?? car.id}`,
  price: car.price > 0 ? formatAud(car.price) : null,
  stockNumber: car.stocknum,
  imageUrl: car.primary_image_url ?? null,
  locationName: car.location_name,
  /** The car as analytics events carry it (issue 34). */
  analytics: vehicleItemOf(car),
})

/** What the reserve form says about the deposit and the hold, and whether the car can be reserved now. */
export function reservePanel(context: Args['context'], site: Site, car: VehicleDetail) {
  const services = context.get(servicesContext)
  const deposit = siteDeposit(site)
  return {
    availability: (!deposit || !isReserveEligible(car)
      ? car.reserved
        ? 'reserved'
        : 'unavailable'
      : 'open') as 'open' | 'reserved' | 'unavailable',
    similarHref: similarSearch(car),
    deposit: deposit ? depositText(deposit) : null,
    promise: deposit ? holdPromise(deposit, site.settings.reservationHoldDays) : null,
    pendingHold: holdLength(services.config.payments.pendingHoldSeconds),
    terms: site.settings.reservationTerms,
    testMode: services.reservations.embedded !== null,
  }
}

export async function loadReserve(args: Args) {
  const site = reservingSite(args)
  const slug = args.params.slug ?? ''
  const url = pageUrl(args.request)
  const canonical = reservePath(site, slug)
  if (pageUrl(args.request).pathname !== canonical) throw redirect(`${canonical}${url.search}`)
  const shopper = await reservingShopper(args, site)
  const car = await findCar(args, site)
  return {
    siteName: site.content.name ?? '',
    car: carSummaryOf(car),
    ...reservePanel(args.context, site, car),
    defaults: shopper
      ? {
          firstName: shopper.firstName,
          lastName: shopper.lastName,
          email: shopper.email,
          phone: shopper.phone,
        }
      : {},
  }
}

/** What became of a reservation attempt: off to pay, or refused with a message for the shopper. */
export type HoldOutcome =
  | { ok: true; paymentUrl: string; reservationId: string }
  | { ok: false; status: number; message: string; similarHref?: string; headers?: HeadersInit }

/**
 * Holds the car for the shopper (or the race is lost), keeps their details as the dealer's lead, and
 * opens the payment of the deposit the server set, returning to `returnPath` afterwards. Nothing the
 * browser sends decides the amount, the currency or the car's availability.
 */
export async function holdAndPay(
  { context }: Pick<Args, 'context'>,
  site: Site,
  car: VehicleDetail,
  form: ReserveForm,
  options: { userId: string | null; formData: FormData; returnPath?: (reservationId: string) => string },
): Promise<HoldOutcome> {
  const services = context.get(servicesContext)
  const desk = reservationDesk(context)
  const limited = await leadRateLimit(context, form.phone)
  if (limited) {
    return {
      ok: false,
      status: 429,
      message: limited.message,
      headers: { 'Retry-After': String(limited.retryAfterSeconds) },
    }
  }
  const deposit = siteDeposit(site)
  if (!deposit || !isReserveEligible(car)) {
    const message = car.reserved ? RESERVE_TEXTS.justReserved : RESERVE_TEXTS.notAvailable
    return { ok: false, status: 409, message, similarHref: similarSearch(car) }
  }
  const dealer = leadDealer(site, car.dealership_slug)
  const origin = siteAddress(context, '')
  const held = await desk.hold({
    carId: car.id,
    dealerId: car.dealership_id,
    websiteSlug: site.content.slug ?? '',
    accountScope: accountScopeOf(site),
    userId: options.userId,
    leadId: null,
    depositCents: deposit,
    pendingHoldSeconds: services.config.payments.pendingHoldSeconds,
    paidHoldDays: site.settings.reservationHoldDays,
    carTitle: car.name,
    carPath: `/cars/${car.slug ?? car.id}`,
    siteName: site.content.name ?? '',
    siteOrigin: origin,
    leadChannels: leadChannelsOf(dealer),
  })
  if (!held.held) {
    return { ok: false, status: 409, message: RESERVE_TEXTS.justReserved, similarHref: similarSearch(car) }
  }
  const reservationId = held.reservation.id
  // The signed address: the shopper returning from the payment page may not be signed in.
  const reservationPath = services.reservations.links.path(reservationId)
  const returnPath = options.returnPath?.(reservationId) ?? reservationPath
  try {
    const { leadId } = await startLead(services.database.db, {
      ...carLeadFields(car),
      category: LEAD_CATEGORIES.reservation,
      name: form.firstName,
      email: form.email,
      phone: form.phone,
      consent: true,
      fields: {
        last_name: form.lastName,
        deposit_cents: deposit,
        reservation_id: reservationId,
        reservationTerms: site.settings.reservationTerms,
        // The receipts tell the hold's end on the dealer's clock (server/reservation-services.ts).
        timeZone: dealerTimeZone(site, car.dealership_id),
      },
      attribution: attributionOf(options.formData),
    })
    await services.database.db.update(reservations).set({ leadId }).where(eq(reservations.id, reservationId))
    const session = await desk.startPayment(reservationId, {
      description: `Deposit to reserve the ${car.name} (stock ${car.stocknum})`,
      customerEmail: form.email,
      successUrl: `${origin}${returnPath}`,
      cancelUrl: `${origin}${reservationPath}`,
    })
    return { ok: true, paymentUrl: session?.url ?? returnPath, reservationId }
  } catch (error) {
    // The car must not stay held by a payment that never opened.
    await desk.cancel(reservationId).catch(() => null)
    serverLogger().error({ err: error }, 'Reservation payment could not start')
    return { ok: false, status: 503, message: RESERVE_TEXTS.paymentFailed }
  }
}

/** The lead's columns about the car and its dealer, read from stock (reservations and online purchases). */
export const carLeadFields = (car: VehicleDetail) => ({
  dealerId: car.dealership_id,
  locationId: car.location_id,
  leadEventId: leadEventId({ kind: 'enquiry', car: { car_type: car.car_type, tag: car.tag } }),
  carId: car.id,
  stockNumber: car.stocknum,
  vehicleMake: car.make,
  vehicleModel: car.model,
  carType: car.car_type,
  vehicleStatus: car.status,
})

/** A refused attempt as the form's answer: its message above the form, and the way to similar cars. */
export function refusedAnswer(
  submission: { reply(options: { formErrors: string[] }): SubmissionResult<string[]> },
  outcome: Extract<HoldOutcome, { ok: false }>,
) {
  return data(
    { result: submission.reply({ formErrors: [outcome.message] }), similarHref: outcome.similarHref },
    { status: outcome.status, headers: outcome.headers },
  )
}

/** The reserve form's post (see `holdAndPay`). */
export async function reserveAction(args: Args) {
  const site = reservingSite(args)
  const post = await readFormOrRefusal(args)
  if (post.refused) return post.refused
  const { formData } = post
  const car = await findCar(args, site)
  if (isHoneypotFilled(formData)) throw redirect(`/cars/${car.slug ?? car.id}`)
  const shopper = await reservingShopper(args, site)
  const submission = parseWithZod(formData, { schema: reserveSchema })
  // A car that cannot be reserved is said so first: there is no form left to correct.
  const panel = reservePanel(args.context, site, car)
  if (panel.availability !== 'open') {
    const message =
      panel.availability === 'reserved' ? RESERVE_TEXTS.justReserved : RESERVE_TEXTS.notAvailable
    return refusedAnswer(submission, { ok: false, status: 409, message, similarHref: panel.similarHref })
  }
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const outcome = await holdAndPay(args, site, car, submission.value, {
    userId: shopper?.id ?? null,
    formData,
  })
  return outcome.ok ? redirect(outcome.paymentUrl) : refusedAnswer(submission, outcome)
}
