import type { Site } from '@forecourt/content/sites'
import { LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import { enquiryOptIn } from '@forecourt/domain/leads/enquiry-form'
import { leadEventId } from '@forecourt/domain/leads/event-ids'
import { UNEXPECTED_ERROR_MESSAGE } from '@forecourt/domain/leads/multi-step-lead'
import {
  changedTradeInFields,
  regoChanged,
  storedTradeInVehicle,
  type TradeInVehicle,
} from '@forecourt/domain/leads/trade-in-vehicle'
import { isValuationEligible } from '@forecourt/domain/leads/valuation-eligibility'
import { isOfferOpen } from '@forecourt/domain/trade-in-valuation/offer'
import type { LeadInput } from '@forecourt/leads/lead-store'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { z } from 'zod'
import { siteContentPage } from '~/content-page.server'
import { servicesContext } from '~/context'
import { pageUrl } from '~/page-url'
import { siteAddress } from '~/site-url.server'
import { serverLogger } from '~server/logger'
import { type LeadStepOutcome, leadFormAction, leadFormStep, UNKNOWN_DEALERSHIP } from '../lead-action.server'
import { findSiteCarOrNull, type LeadCar } from '../lead-car.server'
import { attributionOf, leadChannelsOf, leadDealer, leadSite } from '../lead-post.server'
import { recordLeadStep, submitLeadStep } from '../lead-steps.server'
import { findSiteLead } from '../site-lead.server'
import {
  type TradeInFormSetup,
  type TradeInVehicleSubmission,
  tradeInDetailsSchema,
  tradeInVehicleSchema,
} from './trade-in-schema'
import {
  readStoredAcceptance,
  readStoredValuation,
  type StoredAcceptance,
  type StoredValuation,
  saveValuation,
  valueTradeInCar,
} from './trade-in-valuation.server'
import { type LookupOutcome, lookUpVehicle, lookupQuery, lookupSource } from './vehicle-lookup.server'

/**
 * The trade-in form, 'Sell Your Car' (spec, forms document: routes "/cars/trade-in?car_id={id},
 * /trade-in, /sell-my-car, /sell-your-car"; "Multi-step forms … A lead_id is kept between steps";
 * "Multi-step lead lifecycle: a first-step lead, then valuation adjustments, rego lookup and offer
 * accepted"). Two steps, each a real post answered with a redirect to the next page (post/redirect/get),
 * so the form works the same without JavaScript:
 *
 * 1. Your car: creates the open lead ('first_step'); a rego adds a 'rego_lookup' event; going back and
 *    changing the answers adds 'valuation_adjusted' with what changed.
 * 2. Your details: submits the lead with its outbox deliveries, then /success.
 */

type Context = Readonly<RouterContextProvider>
type Args = { request: Request; context: Context }

export const TRADE_IN_PATH = '/sell-your-car'
export const CAR_TRADE_IN_PATH = '/cars/trade-in'

/**
 * The 'rego_lookup' event: the rego and state the shopper gave, and what the configured vehicle lookup
 * (the rego data service, or the demo's registry) found for them; a service that did not answer is
 * recorded as such, never as a made-up result.
 */
async function regoLookupPayload(context: Context, vehicle: TradeInVehicle & { rego: string }) {
  const query = lookupQuery(vehicle.rego, vehicle.state ?? '')
  const outcome: LookupOutcome =
    'invalid' in query ? { status: 'notFound' } : await lookUpVehicle(context, query)
  return {
    rego: vehicle.rego,
    state: vehicle.state,
    found: outcome.status === 'found',
    source: lookupSource(context),
    ...(outcome.status === 'found' ? { vehicle: outcome.vehicle } : {}),
    ...(outcome.status === 'unavailable' ? { error: 'unavailable' } : {}),
  }
}

/** The shopper asked for no offer yet, or took one that has since lapsed. */
export const OFFER_CLOSED_MESSAGE = 'This offer has expired. Please call us for a new valuation.'

/** The website, when it offers the trade-in form ("features.tradeIn"); otherwise the page is not found. */
function tradeInSite(context: Context): Site {
  const site = leadSite(context)
  if (!site.settings.features.tradeIn) throw data({ reason: 'trade-in-off' }, { status: 404 })
  return site
}

const isCarTradeIn = (url: URL) => url.pathname === CAR_TRADE_IN_PATH

/**
 * What the page is about: on /cars/trade-in, the site's car the shopper trades against, if it can still
 * be ("The reserve, online purchase and trade-in buttons show only when the car is eligible": in stock,
 * not sold, not reserved, priced above 200). A car that cannot be traded against (or the search service
 * not answering) leaves the plain form, posted to /sell-your-car.
 */
async function tradeInTarget(context: Context, site: Site, url: URL) {
  if (!isCarTradeIn(url)) return { car: null, carUnavailable: false, path: url.pathname }
  const carId = url.searchParams.get('car_id')
  const found = carId ? await findSiteCarOrNull(context.get(servicesContext), site, carId) : null
  const car = found && isValuationEligible(found) ? found : null
  return car
    ? { car, carUnavailable: false, path: CAR_TRADE_IN_PATH }
    : { car: null, carUnavailable: Boolean(carId), path: TRADE_IN_PATH }
}

/** The journey's trade-in lead on this website (another form's lead is no trade-in journey). */
async function findTradeInLead(context: Context, site: Site, postedLeadId: unknown) {
  const journey = await findSiteLead(context, site, postedLeadId)
  return journey?.lead.category === LEAD_CATEGORIES.tradeIn ? journey : null
}

/** A step's address: the path, the car, the step and the journey's lead_id. */
function stepHref(path: string, car: LeadCar | null, step: 1 | 2, leadId: string | null): string {
  const params = new URLSearchParams()
  if (car) params.set('car_id', car.id)
  if (leadId) {
    params.set('step', String(step))
    params.set('lead_id', leadId)
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

function tradeInSetup(site: Site, car: LeadCar | null): TradeInFormSetup {
  return {
    currentYear: new Date().getFullYear(),
    dealerships:
      site.kind === 'group' && !car
        ? site.content.dealers.flatMap((dealer) =>
            dealer.slug && dealer.name ? [{ value: dealer.slug, label: dealer.name }] : [],
          )
        : null,
  }
}

/** The form's text values for a stored car (going back to step 1). */
function vehicleDefaults(vehicle: TradeInVehicle | null, dealershipSlug: unknown) {
  if (!vehicle) return undefined
  return {
    rego: vehicle.rego ?? '',
    state: vehicle.state ?? '',
    make: vehicle.make,
    model: vehicle.model,
    year: String(vehicle.year),
    odometer: String(vehicle.odometer_km),
    condition: vehicle.condition,
    badge: vehicle.badge ?? '',
    body: vehicle.body ?? '',
    transmission: vehicle.transmission ?? '',
    fuel: vehicle.fuel ?? '',
    dealership_slug: typeof dealershipSlug === 'string' ? dealershipSlug : '',
  }
}

/**
 * Step 1's rego lookup (a GET form, so it works without JavaScript): `?lookup_rego=&lookup_state=`.
 * Found, the car's description fills the form; not found or unanswered, the shopper types it in.
 */
async function pageLookup(context: Context, url: URL) {
  if (!url.searchParams.has('lookup_rego')) return null
  const typed = url.searchParams.get('lookup_rego') ?? ''
  const state = url.searchParams.get('lookup_state') ?? ''
  const query = lookupQuery(typed, state)
  if ('invalid' in query)
    return { rego: typed, state, outcome: { status: 'invalid', message: query.invalid } as const }
  return { rego: typed, state, query, outcome: await lookUpVehicle(context, query) }
}

type PageLookup = Awaited<ReturnType<typeof pageLookup>>

function lookupDefaults(lookup: PageLookup) {
  if (lookup?.outcome.status !== 'found' || !lookup.query) return undefined
  const found = lookup.outcome.vehicle
  return {
    rego: 'plate' in lookup.query ? lookup.query.plate : '',
    state: 'plate' in lookup.query ? lookup.query.state : '',
    make: found.make,
    model: found.model,
    year: String(found.year),
    badge: found.badge ?? '',
    body: found.body ?? '',
    transmission: found.transmission ?? '',
    fuel: found.fuel ?? '',
  }
}

const longDate = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Australia/Sydney',
})

/** What step 2 shows of the stored valuation: the range or the call-back, the offer and its acceptance. */
function valuationView(valuation: StoredValuation | null, acceptance: StoredAcceptance | null, now: Date) {
  if (!valuation) return null
  const offer = valuation.offer
  return {
    kind: valuation.kind,
    range: valuation.range,
    comparables: valuation.comparables,
    explanation: valuation.explanation,
    offer: offer
      ? {
          amount: priceFormat.format(offer.amount),
          validUntil: longDate.format(new Date(offer.expires_at)),
          open: isOfferOpen({ expiresAt: offer.expires_at }, now),
        }
      : null,
    accepted: acceptance
      ? {
          amount: priceFormat.format(acceptance.amount),
          on: longDate.format(new Date(acceptance.accepted_at)),
        }
      : null,
  }
}

const numberFormat = new Intl.NumberFormat('en-AU')
const priceFormat = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
})

/** The page: step 1 (blank, or prefilled when the shopper came back) or step 2, with the car if any. */
export async function loadTradeIn({ request, context }: Args) {
  const site = tradeInSite(context)
  const url = pageUrl(request)
  if (isCarTradeIn(url) && !url.searchParams.get('car_id')) throw redirect(TRADE_IN_PATH)
  const { car, carUnavailable, path } = await tradeInTarget(context, site, url)
  const step: 1 | 2 = url.searchParams.get('step') === '2' ? 2 : 1
  const journey = await findTradeInLead(context, site, url.searchParams.get('lead_id'))
  const openLead = journey?.lead.status === 'open' ? journey.lead : null
  const leadId = openLead?.id ?? null
  const vehicle = openLead ? storedTradeInVehicle(openLead.fields.trade_in) : null
  const lookup = step === 1 ? await pageLookup(context, url) : null
  const faqs = await tradeInFaqs(context, site)
  const now = new Date()

  return data(
    {
      siteName: site.content.name ?? '',
      step,
      /** Step 2 without the journey's open lead: the spec's "Multi-step lead with no lead_id". */
      lostJourney: step === 2 && !openLead,
      car: car
        ? {
            id: car.id,
            title: car.title,
            stockNumber: car.stockNumber,
            price: car.price > 0 ? priceFormat.format(car.price) : null,
            imageUrl: car.imageUrl,
            locationName: car.locationName,
          }
        : null,
      carUnavailable,
      leadId,
      setup: tradeInSetup(site, car),
      vehicleDefaults: {
        ...vehicleDefaults(vehicle, openLead?.fields.dealership_slug),
        ...lookupDefaults(lookup),
      },
      lookup: lookup
        ? {
            rego: lookup.rego,
            state: lookup.state,
            status: lookup.outcome.status,
            message: lookup.outcome.status === 'invalid' ? lookup.outcome.message : null,
            found:
              lookup.outcome.status === 'found'
                ? [
                    lookup.outcome.vehicle.year,
                    lookup.outcome.vehicle.make,
                    lookup.outcome.vehicle.model,
                    lookup.outcome.vehicle.badge,
                  ]
                    .filter(Boolean)
                    .join(' ') +
                  [
                    lookup.outcome.vehicle.body,
                    lookup.outcome.vehicle.transmission,
                    lookup.outcome.vehicle.fuel,
                  ]
                    .filter(Boolean)
                    .map((part) => `, ${part}`)
                    .join('')
                : null,
          }
        : null,
      lookupAction: path,
      valuation:
        step === 2 && openLead
          ? valuationView(
              readStoredValuation(openLead.fields.valuation),
              readStoredAcceptance(openLead.fields.offer_accepted),
              now,
            )
          : null,
      vehicleSummary: vehicle
        ? `${vehicle.year} ${vehicle.make} ${vehicle.model}, ${numberFormat.format(vehicle.odometer_km)} km, ${vehicle.condition.toLowerCase()} condition`
        : null,
      stepOneAction: stepHref(path, car, 1, leadId),
      stepTwoAction: stepHref(path, car, 2, leadId),
      backHref: stepHref(path, car, 1, leadId),
      startAgainHref: stepHref(path, car, 1, null),
      faqs,
      canonicalUrl: siteAddress(context, TRADE_IN_PATH),
      indexable: !isCarTradeIn(url) && url.search === '',
    },
    // A page that reads a shopper's answers back is theirs alone: never stored by a cache.
    { headers: leadId || lookup ? { 'Cache-Control': 'private, no-store' } : {} },
  )
}

/** The questions and answers of the site's 'selling-your-car' page, if it has one (the spec's "Trade-in FAQ"). */
async function tradeInFaqs(context: Context, site: Site) {
  try {
    const page = await siteContentPage(context.get(servicesContext).content, site, 'selling-your-car')
    return page?.faqs ?? null
  } catch (error) {
    serverLogger().error({ err: error }, 'The trade-in questions could not be read')
    return null
  }
}

/** Either step's post (the lead pipeline, `lead-action.server.ts`): the step the page address names. */
export async function tradeInAction(args: Args) {
  const { request, context } = args
  const site = tradeInSite(context)
  return leadFormAction(args, {
    category: LEAD_CATEGORIES.tradeIn,
    step: async ({ formData }) => {
      const url = pageUrl(request)
      const { car, path } = await tradeInTarget(context, site, url)
      if (formData.get('intent') === 'accept-offer')
        return acceptOfferStep(context, site, formData, { car, path })
      if (url.searchParams.get('step') === '2') return detailsStep(context, site, formData)
      return leadFormStep({
        schema: tradeInVehicleSchema(tradeInSetup(site, car)),
        name: 'a trade-in step',
        rateLimitPhone: () => null,
        run: (value) => recordVehicle(context, site, { car, path }, formData, value),
      })
    },
  })
}

/** Step 1, your car: the open lead with the car, its rego lookup, and adjustments on a second pass. */
async function recordVehicle(
  context: Context,
  site: Site,
  { car, path }: { car: LeadCar | null; path: string },
  formData: FormData,
  value: TradeInVehicleSubmission,
): Promise<LeadStepOutcome> {
  const dealer = leadDealer(site, car?.dealershipSlug ?? value.dealership_slug)
  if (!dealer) return UNKNOWN_DEALERSHIP
  const vehicle = tradeInVehicleOf(value)
  const journey = await findTradeInLead(context, site, formData.get('lead_id'))
  // The shopper came back to this step: the same open lead, if it is still this dealer's.
  const open = journey?.lead.status === 'open' && journey.dealer.id === dealer.id ? journey.lead : null
  const previous = open ? storedTradeInVehicle(open.fields.trade_in) : null
  const lead: LeadInput = {
    dealerId: dealer.id,
    locationId: car?.locationId ?? null,
    category: LEAD_CATEGORIES.tradeIn,
    subcategory: null,
    // The lead is an enquiry about the car traded against (new or demo 14, used 15, 'Test Drive Only'
    // 17), or the "Default form" 22 when the shopper is only selling.
    leadEventId: leadEventId({
      kind: 'enquiry',
      car: car ? { car_type: car.carType, tag: car.tag } : null,
    }),
    carId: car?.id ?? null,
    stockNumber: car?.stockNumber ?? null,
    vehicleMake: car?.make ?? null,
    vehicleModel: car?.model ?? null,
    carType: car?.carType ?? null,
    vehicleStatus: car?.status ?? null,
    pageId: car ? `car-trade-in:${car.slug ?? car.id}`.slice(0, 120) : path.slice(1),
    fields: {
      trade_in: vehicle,
      ...(value.dealership_slug ? { dealership_slug: value.dealership_slug } : {}),
    },
    attribution: attributionOf(formData),
  }

  let leadId: string
  if (open && previous) {
    leadId = open.id
    const changes = changedTradeInFields(previous, vehicle)
    if (Object.keys(changes).length > 0) {
      const adjusted = await recordLeadStep(context, {
        dealerId: dealer.id,
        postedLeadId: open.id,
        event: 'valuation_adjusted',
        lead,
        payload: changes,
      })
      if (!adjusted.ok) return { formError: adjusted.error }
    }
  } else {
    const started = await recordLeadStep(context, {
      dealerId: dealer.id,
      postedLeadId: null,
      event: 'first_step',
      lead,
    })
    if (!started.ok) return { formError: started.error }
    leadId = started.leadId
  }
  if (vehicle.rego && regoChanged(previous, vehicle)) {
    const looked = await recordLeadStep(context, {
      dealerId: dealer.id,
      postedLeadId: leadId,
      event: 'rego_lookup',
      lead: {},
      payload: await regoLookupPayload(context, { ...vehicle, rego: vehicle.rego }),
    })
    if (!looked.ok) return { formError: looked.error }
  }
  // The instant valuation, stored with the lead (a failure is logged; the shopper goes on without one).
  const valuation = await valueTradeInCar(context, site, vehicle)
  if (valuation) await saveValuation(context, { dealerId: dealer.id, leadId }, valuation)
  return { next: stepHref(path, car, 2, leadId) }
}

function tradeInVehicleOf(value: TradeInVehicleSubmission): TradeInVehicle {
  return {
    rego: value.rego,
    state: value.state,
    make: value.make,
    model: value.model,
    year: value.year,
    odometer_km: value.odometer,
    condition: value.condition,
    ...(value.badge ? { badge: value.badge } : {}),
    ...(value.body ? { body: value.body } : {}),
    ...(value.transmission ? { transmission: value.transmission } : {}),
    ...(value.fuel ? { fuel: value.fuel } : {}),
  }
}

/**
 * The shopper accepts the dealer's instant offer (issue 33): the 'offer_accepted' event, the lead's event
 * id becomes "Offer accepted | 18", and the acceptance is stored with the lead; then step 2 again, to
 * leave their details. An offer that has lapsed (or none) is refused.
 */
function acceptOfferStep(
  context: Context,
  site: Site,
  formData: FormData,
  { car, path }: { car: LeadCar | null; path: string },
) {
  return leadFormStep({
    schema: z.object({ intent: z.literal('accept-offer') }),
    name: 'a trade-in offer acceptance',
    rateLimitPhone: () => false,
    run: async (): Promise<LeadStepOutcome> => {
      const journey = await findTradeInLead(context, site, formData.get('lead_id'))
      if (journey?.lead.status !== 'open') return { formError: UNEXPECTED_ERROR_MESSAGE }
      const back = { redirect: stepHref(path, car, 2, journey.lead.id) }
      // Accepted already (a second click, a resent post): nothing more to record.
      if (readStoredAcceptance(journey.lead.fields.offer_accepted)) return back
      const now = new Date()
      const offer = readStoredValuation(journey.lead.fields.valuation)?.offer
      if (!offer || !isOfferOpen({ expiresAt: offer.expires_at }, now)) {
        return { formError: OFFER_CLOSED_MESSAGE, status: 409 }
      }
      const accepted = await recordLeadStep(context, {
        dealerId: journey.dealer.id,
        postedLeadId: journey.lead.id,
        event: 'offer_accepted',
        lead: {
          leadEventId: leadEventId({ kind: 'offerAccepted' }),
          fields: { offer_accepted: { amount: offer.amount, accepted_at: now.toISOString() } },
        },
        payload: { amount: offer.amount, expires_at: offer.expires_at },
      })
      if (!accepted.ok) return { formError: accepted.error }
      return back
    },
  })
}

/** Step 2, your details: submits the journey's lead with its deliveries, then the thank-you page. */
function detailsStep(context: Context, site: Site, formData: FormData) {
  return leadFormStep({
    schema: tradeInDetailsSchema(),
    name: 'a trade-in',
    rateLimitPhone: (value) => value.phone,
    run: async (value): Promise<LeadStepOutcome> => {
      const journey = await findTradeInLead(context, site, formData.get('lead_id'))
      // "Multi-step lead with no lead_id | The returned error or 'An unexpected error occured'."
      if (!journey) return { formError: UNEXPECTED_ERROR_MESSAGE }
      const { dealer, lead } = journey
      const attribution = attributionOf(formData)
      const submitted = await submitLeadStep(context, {
        dealerId: dealer.id,
        postedLeadId: lead.id,
        channels: leadChannelsOf(dealer),
        lead: {
          // "name (First Name), last_name": the lead's name is the first name, as the form posts it.
          name: value.name,
          email: value.email,
          phone: value.phone,
          optIn: enquiryOptIn({ opt_in: value.opt_in }),
          // The consent line: sending the form means agreeing to the privacy policy.
          consent: true,
          fields: { last_name: value.last_name, postcode: value.postcode },
          ...(attribution.visited_pages.length > 0 ? { attribution } : {}),
        },
      })
      if (!submitted.ok) return { formError: submitted.error }
      return { sent: { category: LEAD_CATEGORIES.tradeIn, leadId: submitted.leadId } }
    },
  })
}
