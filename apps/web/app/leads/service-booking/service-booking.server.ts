import { parseWithZod } from '@conform-to/zod/v4'
import { dealerSiteQuery } from '@forecourt/content/queries'
import type { Site, SiteLocation } from '@forecourt/content/sites'
import type { leads } from '@forecourt/db/schema'
import { AUSTRALIAN_STATES } from '@forecourt/domain/australian-states'
import { enquiryOptIn } from '@forecourt/domain/enquiry-form'
import { LEAD_CATEGORIES } from '@forecourt/domain/lead-categories'
import { leadEventId } from '@forecourt/domain/lead-event-ids'
import { localTime } from '@forecourt/domain/location-hours'
import {
  LEAD_SUBMISSION_FAILED_MESSAGE,
  parseLeadId,
  UNEXPECTED_ERROR_MESSAGE,
} from '@forecourt/domain/multi-step-lead'
import { serviceDateWindow } from '@forecourt/domain/service-booking-date'
import { OTHER_MAKE, serviceMakeOptions } from '@forecourt/domain/service-booking-vehicle'
import { SERVICE_INTERVALS } from '@forecourt/domain/service-intervals'
import type { LeadInput } from '@forecourt/leads/lead-store'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { z } from 'zod'
import { servicesContext } from '~/context'
import {
  attributionOf,
  isHoneypotFilled,
  type LeadRateLimitRefusal,
  leadChannelsOf,
  leadDealer,
  leadRateLimit,
  leadSite,
  readLeadForm,
  redirectToSuccess,
} from '../lead-post.server'
import { readJourneyLead, recordLeadStep, submitLeadStep } from '../lead-steps.server'
import {
  type DetailsStepSetup,
  detailsStepSchema,
  LEAD_ID_FIELD,
  SERVICE_BOOKING_STEPS,
  type ServiceBookingStep,
  type ServiceStepSetup,
  STEP_FIELD,
  serviceStepSchema,
  type VehicleStepSetup,
  vehicleStepSchema,
} from './service-booking-schema'

/**
 * The service booking journey (spec, forms document sections 2, 3, 5 and 8) at `/service/booking`:
 *
 * 1. Your details: creates the open lead (event 'first_step'), so a dealer can follow up a booking the
 *    shopper abandons. Counted against the lead rate limits.
 * 2. Your vehicle: merges the vehicle into the open lead. There is no rego lookup service, so this is not
 *    a 'rego_lookup' event: it is recorded as 'first_step' again, with `{ step: 2 }` in its payload, the
 *    planner's "the shopper is still filling the early part of the form" (`multi-step-lead.ts`).
 * 3. Your service: submits the lead with its outbox deliveries (event 'submitted'), counted against the
 *    rate limits again, then /success.
 *
 * Every step is a real POST answered with a redirect to the next step's address
 * (`/service/booking?step=N&lead_id=…`), so it works without JavaScript and a reload never re-posts. A
 * later step whose lead_id names no lead of this website is the spec's "Multi-step lead with no lead_id":
 * 'An unexpected error occured', with a 400.
 */

type Context = Readonly<RouterContextProvider>
type Args = { request: Request; context: Context }
type Lead = typeof leads.$inferSelect
type Dealer = NonNullable<ReturnType<typeof leadDealer>>

export const SERVICE_BOOKING_PATH = '/service/booking'
export const SERVICE_BOOKING_CATEGORY = LEAD_CATEGORIES.serviceBooking
const PAGE_ID = 'service-booking'
/** Australian dealers default to Sydney time when a location has none set (as location pages do). */
const DEFAULT_TIME_ZONE = 'Australia/Sydney'

/** The names the booking's answers are stored under in the lead's `fields` (and sent to the dealer). */
export const SERVICE_BOOKING_FIELDS = {
  vehicleYear: 'Vehicle Year',
  vehicleRego: 'Vehicle Rego',
  serviceInterval: 'Service Interval',
  preferredDate: 'Preferred Service Date',
  serviceLocation: 'Service Location',
  street: 'Street Address',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  dealership: 'dealership_slug',
} as const

export function serviceBookingStep(value: unknown): ServiceBookingStep {
  const number = Number(value)
  return SERVICE_BOOKING_STEPS.find((step) => step.number === number)?.number ?? 1
}

/** A step's address; `location` (a location id from the service page) rides along to preselect step 3. */
export function serviceBookingPath(
  step: ServiceBookingStep,
  leadId: string | null,
  location: string | null,
): string {
  const params = new URLSearchParams()
  if (step !== 1 || leadId) params.set('step', String(step))
  if (leadId) params.set('lead_id', leadId)
  if (location) params.set('location', location)
  const query = params.toString()
  return query ? `${SERVICE_BOOKING_PATH}?${query}` : SERVICE_BOOKING_PATH
}

function siteDealers(site: Site): Dealer[] {
  return site.kind === 'dealer' ? [site.content] : site.content.dealers
}

/**
 * The journey's lead and its dealer: the lead a lead_id names among this website's dealers (the
 * website's own, or on a group website any of its dealerships), or null.
 */
async function findJourney(
  context: Context,
  site: Site,
  postedLeadId: unknown,
): Promise<{ lead: Lead; dealer: Dealer } | null> {
  const leadId = parseLeadId(postedLeadId)
  if (!leadId) return null
  for (const dealer of siteDealers(site)) {
    const lead = await readJourneyLead(context, dealer.id, leadId)
    if (lead) return { lead, dealer }
  }
  return null
}

/** Where the dealer services cars: its service locations, or all its locations when none is typed service. */
function serviceLocationsOf(site: Site, dealer: Dealer): SiteLocation[] {
  const own =
    site.kind === 'dealer'
      ? site.content.locations
      : site.content.locations.filter((location) => location.dealershipSlug === dealer.slug)
  const service = own.filter((location) => location.locationType === 'service')
  return service.length > 0 ? service : own
}

/** The dealer's calendar day, YYYY-MM-DD, in its (first service location's) time zone. */
function dealerToday(locations: SiteLocation[], now = new Date()): string {
  return localTime(now, locations[0]?.timeZone ?? DEFAULT_TIME_ZONE).date
}

/** The makes the dealer sells: the website's own, or on a group website the chosen dealership's. */
async function dealerMakes(context: Context, site: Site, dealer: Dealer): Promise<string[]> {
  if (site.kind === 'dealer') return site.content.makes ?? []
  if (!dealer.slug) return []
  const content = await context.get(servicesContext).content.fetch(dealerSiteQuery, { slug: dealer.slug })
  return content?.makes ?? []
}

function detailsSetup(site: Site): DetailsStepSetup {
  return {
    step: 1,
    dealerships:
      site.kind === 'group'
        ? site.content.dealers.flatMap((dealer) =>
            dealer.slug && dealer.name ? [{ value: dealer.slug, label: dealer.name }] : [],
          )
        : null,
  }
}

function vehicleSetup(makes: string[], today: string): VehicleStepSetup {
  return { step: 2, makes: serviceMakeOptions(makes), currentYear: Number(today.slice(0, 4)) }
}

function serviceSetup(site: Site, locations: SiteLocation[], today: string): ServiceStepSetup {
  return {
    step: 3,
    intervals: [...SERVICE_INTERVALS],
    intervalRequired: site.settings.serviceIntervalRequired,
    dateWindow: serviceDateWindow(today),
    locations: locations.map((location) => ({ value: location.id, label: location.name ?? location.id })),
    states: AUSTRALIAN_STATES.map((state) => ({ value: state.code, label: state.name })),
  }
}

/** The lead as the store takes it back: the row less what the store sets itself. */
function leadInputOf(lead: Lead): LeadInput {
  const { id: _id, status: _status, createdAt: _createdAt, updatedAt: _updatedAt, ...input } = lead
  return input
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
const hasVehicle = (lead: Lead) =>
  Boolean(lead.vehicleModel && text(lead.fields[SERVICE_BOOKING_FIELDS.vehicleRego]))

export type ServiceBookingDefaults = Record<string, string | undefined>

/** A step's answers as stored on the lead, to fill the step in again when the shopper comes back to it. */
function stepDefaults(step: ServiceBookingStep, lead: Lead, makes: string[]): ServiceBookingDefaults {
  const fields = lead.fields
  if (step === 1) {
    return {
      name: lead.name ?? undefined,
      email: lead.email ?? undefined,
      phone: lead.phone ?? undefined,
      dealership_slug: text(fields[SERVICE_BOOKING_FIELDS.dealership]),
    }
  }
  if (step === 2) {
    const make = lead.vehicleMake ?? undefined
    const listed = make !== undefined && makes.includes(make) && make !== OTHER_MAKE
    return {
      vehicle_make: make === undefined ? undefined : listed ? make : OTHER_MAKE,
      vehicle_make_other: listed ? undefined : make,
      vehicle_model: lead.vehicleModel ?? undefined,
      vehicle_year: text(fields[SERVICE_BOOKING_FIELDS.vehicleYear]),
      vehicle_rego: text(fields[SERVICE_BOOKING_FIELDS.vehicleRego]),
    }
  }
  return {
    location: lead.locationId ?? undefined,
    service_interval: text(fields[SERVICE_BOOKING_FIELDS.serviceInterval]),
    preferred_date: text(fields[SERVICE_BOOKING_FIELDS.preferredDate]),
    message: lead.message ?? undefined,
    street: text(fields[SERVICE_BOOKING_FIELDS.street]),
    suburb: text(fields[SERVICE_BOOKING_FIELDS.suburb]),
    state: text(fields[SERVICE_BOOKING_FIELDS.state]),
    postcode: text(fields[SERVICE_BOOKING_FIELDS.postcode]),
  }
}

interface PageBase {
  siteName: string
  canonicalUrl: string
  step: ServiceBookingStep
  /** The booking's first step, keeping the location picked on the service page. */
  restartHref: string
}

export type ServiceBookingPage =
  | (PageBase & {
      view: 'form'
      leadId: string | null
      setup: DetailsStepSetup | VehicleStepSetup | ServiceStepSetup
      defaultValue: ServiceBookingDefaults
      /** The opt-in box's state: ticked by default ("Opt-in is optional and defaults to true"). */
      optIn: boolean
      backHref: string | null
      /** The one service location, named, when there is no choice to make. */
      onlyLocation: string | null
    })
  /** A later step without its journey's lead: the spec's 'An unexpected error occured'. */
  | (PageBase & { view: 'lost' })
  /** The journey's lead was already sent (the shopper came back to it). */
  | (PageBase & { view: 'sent' })

/** `GET /service/booking?step=N&lead_id=…&location=…`: the step's form, filled in from the stored lead. */
export async function loadServiceBooking({ request, context }: Args) {
  const site = leadSite(context)
  const url = new URL(request.url)
  const step = serviceBookingStep(url.searchParams.get('step'))
  const location = url.searchParams.get('location')
  const base: PageBase = {
    siteName: site.content.name ?? '',
    canonicalUrl: `${url.origin}${SERVICE_BOOKING_PATH}`,
    step,
    restartHref: serviceBookingPath(1, null, location),
  }
  const journey = await findJourney(context, site, url.searchParams.get('lead_id'))
  const open = journey?.lead.status === 'open' ? journey : null

  if (step === 1) {
    const page: ServiceBookingPage = {
      ...base,
      view: 'form',
      // A lead already sent is not reopened: posting step 1 again starts a new booking.
      leadId: open?.lead.id ?? null,
      setup: detailsSetup(site),
      defaultValue: open ? stepDefaults(1, open.lead, []) : {},
      optIn: open ? open.lead.optIn : true,
      backHref: null,
      onlyLocation: null,
    }
    return data(page)
  }
  if (!journey) return data<ServiceBookingPage>({ ...base, view: 'lost' }, { status: 400 })
  if (!open) return data<ServiceBookingPage>({ ...base, view: 'sent' })
  const { lead, dealer } = open
  // The steps go in order: the service step needs the vehicle.
  if (step === 3 && !hasVehicle(lead)) throw redirect(serviceBookingPath(2, lead.id, location))

  const locations = serviceLocationsOf(site, dealer)
  const today = dealerToday(locations)
  const setup =
    step === 2
      ? vehicleSetup(await dealerMakes(context, site, dealer), today)
      : serviceSetup(site, locations, today)
  const defaultValue = stepDefaults(step, lead, setup.step === 2 ? setup.makes : [])
  if (setup.step === 3 && !setup.locations.some((choice) => choice.value === defaultValue.location)) {
    // Preselected from the service page's 'Book a Service Online' link.
    defaultValue.location = setup.locations.find((choice) => choice.value === location)?.value
  }
  const page: ServiceBookingPage = {
    ...base,
    view: 'form',
    leadId: lead.id,
    setup,
    defaultValue,
    optIn: lead.optIn,
    backHref: serviceBookingPath(step === 2 ? 1 : 2, lead.id, location),
    onlyLocation:
      setup.step === 3 && setup.locations.length === 1 ? (setup.locations[0]?.label ?? null) : null,
  }
  return data(page)
}

const replyStatus = (status: number, headers?: HeadersInit) => ({ status, headers })

function rateLimited(reply: unknown, refusal: LeadRateLimitRefusal) {
  return data({ result: reply }, replyStatus(429, { 'Retry-After': String(refusal.retryAfterSeconds) }))
}

/** A later step posted without its journey's lead: the spec's 'An unexpected error occured' (400). */
function lostJourney(formData: FormData) {
  const submission = parseWithZod(formData, { schema: z.object({}) })
  return data({ result: submission.reply({ formErrors: [UNEXPECTED_ERROR_MESSAGE] }) }, replyStatus(400))
}

function storageFailed(reply: unknown, error: unknown) {
  console.error('Storing a service booking step failed:', error)
  return data({ result: reply }, replyStatus(503, { 'Retry-After': '30' }))
}

/** `POST /service/booking`: the step named by the posted `step` field. */
export async function serviceBookingAction({ request, context }: Args) {
  const site = leadSite(context)
  const formData = await readLeadForm(request)
  if (isHoneypotFilled(formData)) return redirectToSuccess(SERVICE_BOOKING_CATEGORY)
  const location = new URL(request.url).searchParams.get('location')
  const step = serviceBookingStep(formData.get(STEP_FIELD))
  if (step === 1) return postDetails(context, site, formData, location)
  const journey = await findJourney(context, site, formData.get(LEAD_ID_FIELD))
  if (step === 2) {
    if (journey?.lead.status !== 'open') return lostJourney(formData)
    return postVehicle(context, site, formData, journey, location)
  }
  if (!journey) return lostJourney(formData)
  return postService(context, site, formData, journey, location)
}

async function postDetails(context: Context, site: Site, formData: FormData, location: string | null) {
  const submission = parseWithZod(formData, { schema: detailsStepSchema(detailsSetup(site)) })
  if (submission.status !== 'success') return data({ result: submission.reply() }, replyStatus(400))
  const value = submission.value
  const dealer = leadDealer(site, value.dealership_slug)
  if (!dealer) {
    return data(
      {
        result: submission.reply({ fieldErrors: { dealership_slug: ['Please choose one of the options.'] } }),
      },
      replyStatus(400),
    )
  }
  // Going back to step 1 keeps the journey's lead; a new journey (or a new dealership) starts a new one.
  const existing = await readJourneyLead(context, dealer.id, formData.get(LEAD_ID_FIELD))
  const continuing = existing?.status === 'open' ? existing : null
  if (!continuing) {
    const refusal = await leadRateLimit(context, value.phone)
    if (refusal) return rateLimited(submission.reply({ formErrors: [refusal.message] }), refusal)
  }
  const answers = {
    name: value.name,
    email: value.email,
    phone: value.phone,
    optIn: enquiryOptIn({ opt_in: value.opt_in }),
    // The consent line: continuing means agreeing to the privacy policy.
    consent: true,
  }
  const dealership = value.dealership_slug
    ? { [SERVICE_BOOKING_FIELDS.dealership]: value.dealership_slug }
    : {}
  const picked = serviceLocationsOf(site, dealer).find((candidate) => candidate.id === location)
  const lead: LeadInput = continuing
    ? { ...leadInputOf(continuing), ...answers, fields: { ...continuing.fields, ...dealership } }
    : {
        dealerId: dealer.id,
        // A location picked on the service page files the lead with that service centre from the start.
        locationId: picked?.id ?? null,
        category: SERVICE_BOOKING_CATEGORY,
        subcategory: null,
        // A service booking is about the shopper's own car, not a car in stock: the "Default form" id, 22.
        leadEventId: leadEventId({ kind: 'enquiry' }),
        ...answers,
        message: null,
        carId: null,
        stockNumber: null,
        vehicleMake: null,
        vehicleModel: null,
        carType: null,
        vehicleStatus: null,
        manufacturerSlug: null,
        pageId: PAGE_ID,
        fields: dealership,
        attribution: attributionOf(formData),
      }
  try {
    const result = await recordLeadStep(context, {
      dealerId: dealer.id,
      postedLeadId: continuing?.id ?? null,
      event: 'first_step',
      lead,
      payload: { step: 1, name: 'Your details' },
    })
    if (!result.ok)
      return data({ result: submission.reply({ formErrors: [result.error] }) }, replyStatus(400))
    return redirect(serviceBookingPath(2, result.leadId, location))
  } catch (error) {
    return storageFailed(submission.reply({ formErrors: [LEAD_SUBMISSION_FAILED_MESSAGE] }), error)
  }
}

async function postVehicle(
  context: Context,
  site: Site,
  formData: FormData,
  journey: { lead: Lead; dealer: Dealer },
  location: string | null,
) {
  const { lead, dealer } = journey
  const today = dealerToday(serviceLocationsOf(site, dealer))
  const setup = vehicleSetup(await dealerMakes(context, site, dealer), today)
  const submission = parseWithZod(formData, { schema: vehicleStepSchema(setup) })
  if (submission.status !== 'success') return data({ result: submission.reply() }, replyStatus(400))
  const value = submission.value
  const make = value.vehicle_make === OTHER_MAKE ? value.vehicle_make_other : value.vehicle_make
  try {
    const result = await recordLeadStep(context, {
      dealerId: dealer.id,
      postedLeadId: lead.id,
      event: 'first_step',
      lead: {
        ...leadInputOf(lead),
        vehicleMake: make ?? null,
        vehicleModel: value.vehicle_model,
        fields: {
          ...lead.fields,
          [SERVICE_BOOKING_FIELDS.vehicleYear]: value.vehicle_year,
          [SERVICE_BOOKING_FIELDS.vehicleRego]: value.vehicle_rego,
        },
      },
      payload: { step: 2, name: 'Your vehicle' },
    })
    if (!result.ok)
      return data({ result: submission.reply({ formErrors: [result.error] }) }, replyStatus(400))
    return redirect(serviceBookingPath(3, result.leadId, location))
  } catch (error) {
    return storageFailed(submission.reply({ formErrors: [LEAD_SUBMISSION_FAILED_MESSAGE] }), error)
  }
}

async function postService(
  context: Context,
  site: Site,
  formData: FormData,
  journey: { lead: Lead; dealer: Dealer },
  location: string | null,
) {
  const { lead, dealer } = journey
  if (lead.status === 'open' && !hasVehicle(lead)) return redirect(serviceBookingPath(2, lead.id, location))
  const locations = serviceLocationsOf(site, dealer)
  const setup = serviceSetup(site, locations, dealerToday(locations))
  const submission = parseWithZod(formData, { schema: serviceStepSchema(setup) })
  if (submission.status !== 'success') return data({ result: submission.reply() }, replyStatus(400))
  const value = submission.value
  const serviceLocation =
    locations.find((candidate) => candidate.id === value.location) ??
    (locations.length === 1 ? locations[0] : undefined)
  if (lead.status === 'open') {
    const refusal = await leadRateLimit(context, lead.phone)
    if (refusal) return rateLimited(submission.reply({ formErrors: [refusal.message] }), refusal)
  }
  const optional = (name: string, answer: string | undefined) => (answer ? { [name]: answer } : {})
  try {
    const result = await submitLeadStep(context, {
      dealerId: dealer.id,
      postedLeadId: lead.id,
      channels: leadChannelsOf(dealer),
      lead: {
        ...leadInputOf(lead),
        locationId: serviceLocation?.id ?? lead.locationId,
        message: value.message ?? null,
        fields: {
          ...lead.fields,
          ...optional(SERVICE_BOOKING_FIELDS.serviceInterval, value.service_interval),
          [SERVICE_BOOKING_FIELDS.preferredDate]: value.preferred_date,
          ...optional(SERVICE_BOOKING_FIELDS.serviceLocation, serviceLocation?.name ?? undefined),
          ...optional(SERVICE_BOOKING_FIELDS.street, value.street),
          ...optional(SERVICE_BOOKING_FIELDS.suburb, value.suburb),
          ...optional(SERVICE_BOOKING_FIELDS.state, value.state),
          ...optional(SERVICE_BOOKING_FIELDS.postcode, value.postcode),
        },
      },
    })
    if (!result.ok)
      return data({ result: submission.reply({ formErrors: [result.error] }) }, replyStatus(400))
    return redirectToSuccess(SERVICE_BOOKING_CATEGORY)
  } catch (error) {
    return storageFailed(submission.reply({ formErrors: [LEAD_SUBMISSION_FAILED_MESSAGE] }), error)
  }
}
