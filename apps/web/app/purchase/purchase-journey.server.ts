import type { Site } from '@forecourt/content/sites'
import { leads } from '@forecourt/db/schema'
import { deliveryQuote } from '@forecourt/domain/calculators/delivery-quote'
import { financePagePath } from '@forecourt/domain/finance/journey'
import { LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import {
  PURCHASE_CHOICE_LABELS,
  PURCHASE_STEPS,
  type PurchaseJourneyState,
  purchaseStepNumber,
  purchaseStepToShow,
} from '@forecourt/domain/purchase/journey'
import { depositText, holdEndText } from '@forecourt/domain/purchase/reservation-texts'
import { formatAud } from '@forecourt/domain/vehicle-card/price'
import type { VehicleDetail } from '@forecourt/search/vehicle-detail'
import { and, eq, inArray } from 'drizzle-orm'
import { data, type RouterContextProvider } from 'react-router'
import { requireShopper, type Shopper } from '~/accounts/shopper-session.server'
import { siteDeliveryZones } from '~/cars/car-page-view.server'
import { servicesContext } from '~/context'
import { leadSite } from '~/leads/lead-post.server'
import { pageUrl } from '~/page-url'
import { dealerTimeZone } from '~/reservations/dealer-time-zone.server'
import { carSummaryOf, findCar, reservePanel } from '~/reservations/reserve.server'
import { findJourney, journeyReservation, type PurchaseJourney } from './purchase-journeys.server'

export type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** `/checkout-journey?car_id={slug}`: this page's own address for a car. */
export const journeyPath = (slug: string) => `/checkout-journey?${new URLSearchParams({ car_id: slug })}`

/** The site, when it sells online; always behind sign-in ("Always gated: online-payment"). */
export async function purchaseScope(args: Args) {
  const site = leadSite(args.context)
  if (!site.settings.features.onlinePurchase) throw data({ reason: 'not-found' }, { status: 404 })
  const shopper = await requireShopper(args.request, args.context, 'online-payment')
  const slug = pageUrl(args.request).searchParams.get('car_id') ?? ''
  const car = await findCar({ ...args, params: { slug } }, site)
  return { site, shopper, car, slug: car.slug ?? car.id }
}

/** Whether this shopper has sent the dealer a lead of this category about this car (a trade-in, finance). */
async function sentLead(args: Args, shopper: Shopper, car: VehicleDetail, category: string) {
  const { database } = args.context.get(servicesContext)
  const [lead] = await database.db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.phone, shopper.phone),
        eq(leads.carId, car.id),
        eq(leads.category, category),
        inArray(leads.status, ['submitted']),
      ),
    )
    .limit(1)
  return Boolean(lead)
}

/** Where the car is handed over on pickup: its own location. */
function pickupPlace(site: Site, car: VehicleDetail) {
  const location = site.content.locations.find((candidate) => candidate.id === car.location_id)
  return location?.name ?? car.location_name
}

function deliveryAnswer(journey: PurchaseJourney | null, site: Site, car: VehicleDetail) {
  if (!journey?.handover) return null
  if (journey.handover === 'pickup')
    return `${PURCHASE_CHOICE_LABELS.handover.pickup}: ${pickupPlace(site, car)}`
  return `Delivery to ${journey.deliveryPostcode} (${journey.deliveryZone}): ${formatAud(journey.deliveryPrice ?? 0)}`
}

export async function loadPurchaseJourney(args: Args) {
  const { site, shopper, car, slug } = await purchaseScope(args)
  const services = args.context.get(servicesContext)
  const db = services.database.db
  const journey = await findJourney(db, shopper.id, car.id)
  let reservation = await journeyReservation(db, journey, shopper.id, car.id)
  if (reservation?.status === 'pending') {
    reservation = (await services.reservations.desk?.refresh(reservation.id).catch(() => null)) ?? reservation
  }
  const state: PurchaseJourneyState = {
    reservationPaid: reservation?.status === 'paid',
    tradeIn: journey?.tradeIn ?? null,
    payment: journey?.payment ?? null,
    handover: journey?.handover ?? null,
    confirmed: journey?.status === 'confirmed',
  }
  const step = purchaseStepToShow(state, pageUrl(args.request).searchParams.get('step'))
  const [tradeInSent, financeSent] = await Promise.all([
    sentLead(args, shopper, car, LEAD_CATEGORIES.tradeIn),
    sentLead(args, shopper, car, LEAD_CATEGORIES.finance),
  ])
  const zones = siteDeliveryZones(site)
  return {
    siteName: site.content.name ?? '',
    path: journeyPath(slug),
    car: carSummaryOf(car),
    steps: PURCHASE_STEPS.map((entry) => entry.title),
    step,
    stepNumber: step ? purchaseStepNumber(step) : PURCHASE_STEPS.length + 1,
    reserve: step === 'reserve' ? reservePanel(args.context, site, car) : null,
    pendingReservation:
      reservation?.status === 'pending'
        ? {
            href: `/reservations/${reservation.id}`,
            holdEnds: holdEndText(reservation.holdEndsAt, dealerTimeZone(site, reservation.dealerId)),
          }
        : null,
    defaults: {
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      email: shopper.email,
      phone: shopper.phone,
    },
    answers: {
      tradeIn: state.tradeIn,
      payment: state.payment,
      handover: state.handover,
      postcode: journey?.deliveryPostcode ?? null,
    },
    tradeIn: { href: `/cars/trade-in?${new URLSearchParams({ car_id: car.id })}`, sent: tradeInSent },
    finance: {
      href: `${financePagePath(site.settings)}?${new URLSearchParams({ car_id: car.id })}`,
      sent: financeSent,
      available: site.settings.features.finance,
    },
    delivery: { possible: zones.length > 0, pickupPlace: pickupPlace(site, car) },
    review: {
      reservation: reservation
        ? {
            status: reservation.status,
            deposit: depositText(reservation.depositCents),
            holdEnds: holdEndText(reservation.holdEndsAt, dealerTimeZone(site, reservation.dealerId)),
            href: `/reservations/${reservation.id}`,
          }
        : null,
      tradeIn: state.tradeIn
        ? `${PURCHASE_CHOICE_LABELS.tradeIn[state.tradeIn]}${state.tradeIn === 'valuation' ? (tradeInSent ? ' (valuation requested)' : ' (valuation not requested yet)') : ''}`
        : null,
      payment: state.payment
        ? `${PURCHASE_CHOICE_LABELS.payment[state.payment]}${state.payment === 'finance' ? (financeSent ? ' (application sent)' : ' (not applied yet)') : ''}`
        : null,
      delivery: deliveryAnswer(journey, site, car),
    },
    confirmedAt: journey?.confirmedAt?.toISOString() ?? null,
  }
}

/** The delivery step's quote for a postcode, from the same zones as the vehicle page's calculator. */
export const deliveryFor = (site: Site, postcode: string) => deliveryQuote(postcode, siteDeliveryZones(site))
