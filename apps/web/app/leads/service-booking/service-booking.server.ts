import { dealerSiteQuery } from '@forecourt/content/queries'
import type { Site, SiteLocation } from '@forecourt/content/sites'
import type { leads } from '@forecourt/db/schema'
import { AUSTRALIAN_STATES } from '@forecourt/domain/australian-states'
import { enquiryOptIn } from '@forecourt/domain/enquiry-form'
import { LEAD_CATEGORIES } from '@forecourt/domain/lead-categories'
import { leadEventId } from '@forecourt/domain/lead-event-ids'
import { localTime } from '@forecourt/domain/location-hours'
import { UNEXPECTED_ERROR_MESSAGE } from '@forecourt/domain/multi-step-lead'
import { serviceDateWindow } from '@forecourt/domain/service-booking-date'
import { OTHER_MAKE, serviceMakeOptions } from '@forecourt/domain/service-booking-vehicle'
import { SERVICE_INTERVALS } from '@forecourt/domain/service-intervals'
import type { LeadInput, LeadStepUpdate } from '@forecourt/leads/lead-store'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { z } from 'zod'
import { servicesContext } from '~/context'
import { type LeadStepOutcome, leadFormAction, leadFormStep, UNKNOWN_DEALERSHIP } from '../lead-action.server'
import {
  attributionOf,
  leadChannelsOf,
  leadDealer,
  leadRateLimit,
  leadSite,
  successPath,
} from '../lead-post.server'
import { readJourneyLead, recordLeadStep, submitLeadStep } from '../lead-steps.server'
import { findSiteLead, type SiteDealer } from '../site-lead.server'
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
type Dealer = SiteDealer
type Journey = { lead: Lead; dealer: Dealer }

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
  const journey = await findSiteLead(context, site, url.searchParams.get('lead_id'))
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

/** `POST /service/booking` (the lead pipeline, `lead-action.server.ts`): the step the posted `step` names. */
export async function serviceBookingAction(args: Args) {
  const { request, context } = args
  return leadFormAction(args, {
    category: SERVICE_BOOKING_CATEGORY,
    step: async ({ site, formData }) => {
      const location = new URL(request.url).searchParams.get('location')
      const step = serviceBookingStep(formData.get(STEP_FIELD))
      if (step === 1) return detailsStep(context, site, formData, location)
      const journey = await findSiteLead(context, site, formData.get(LEAD_ID_FIELD))
      if (step === 2 && journey?.lead.status === 'open') {
        return vehicleStep(context, site, journey, location)
      }
      if (step === 3 && journey) return serviceStep(context, site, journey, location)
      // A later step posted without its journey's lead: the spec's 'An unexpected error occured' (400).
      return leadFormStep({
        schema: z.object({}),
        name: 'a service booking step',
        refusal: () => ({ formError: UNEXPECTED_ERROR_MESSAGE }),
        rateLimitPhone: () => false,
        run: async () => ({ formError: UNEXPECTED_ERROR_MESSAGE }),
      })
    },
  })
}

function detailsStep(context: Context, site: Site, formData: FormData, location: string | null) {
  return leadFormStep({
    schema: detailsStepSchema(detailsSetup(site)),
    name: 'a service booking step',
    rateLimitPhone: () => false,
    run: async (value): Promise<LeadStepOutcome> => {
      const dealer = leadDealer(site, value.dealership_slug)
      if (!dealer) return UNKNOWN_DEALERSHIP
      // Going back to step 1 keeps the journey's lead; a new journey (or a new dealership) starts a new one.
      const existing = await readJourneyLead(context, dealer.id, formData.get(LEAD_ID_FIELD))
      const continuing = existing?.status === 'open' ? existing : null
      if (!continuing) {
        const refusal = await leadRateLimit(context, value.phone)
        if (refusal) {
          return {
            formError: refusal.message,
            status: 429,
            headers: { 'Retry-After': String(refusal.retryAfterSeconds) },
          }
        }
      }
      const answers = {
        name: value.name,
        email: value.email,
        phone: value.phone,
        optIn: enquiryOptIn({ opt_in: value.opt_in }),
        // The consent line: continuing means agreeing to the privacy policy.
        consent: true,
        fields: value.dealership_slug ? { [SERVICE_BOOKING_FIELDS.dealership]: value.dealership_slug } : {},
      }
      const picked = serviceLocationsOf(site, dealer).find((candidate) => candidate.id === location)
      const lead: LeadInput | LeadStepUpdate = continuing
        ? answers
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
            attribution: attributionOf(formData),
          }
      const result = await recordLeadStep(context, {
        dealerId: dealer.id,
        postedLeadId: continuing?.id ?? null,
        event: 'first_step',
        lead,
        payload: { step: 1, name: 'Your details' },
      })
      if (!result.ok) return { formError: result.error }
      return { next: serviceBookingPath(2, result.leadId, location) }
    },
  })
}

async function vehicleStep(context: Context, site: Site, journey: Journey, location: string | null) {
  const { lead, dealer } = journey
  const today = dealerToday(serviceLocationsOf(site, dealer))
  const setup = vehicleSetup(await dealerMakes(context, site, dealer), today)
  return leadFormStep({
    schema: vehicleStepSchema(setup),
    name: 'a service booking step',
    rateLimitPhone: () => false,
    run: async (value): Promise<LeadStepOutcome> => {
      const make = value.vehicle_make === OTHER_MAKE ? value.vehicle_make_other : value.vehicle_make
      const result = await recordLeadStep(context, {
        dealerId: dealer.id,
        postedLeadId: lead.id,
        event: 'first_step',
        lead: {
          vehicleMake: make ?? null,
          vehicleModel: value.vehicle_model,
          fields: {
            [SERVICE_BOOKING_FIELDS.vehicleYear]: value.vehicle_year,
            [SERVICE_BOOKING_FIELDS.vehicleRego]: value.vehicle_rego,
          },
        },
        payload: { step: 2, name: 'Your vehicle' },
      })
      if (!result.ok) return { formError: result.error }
      return { next: serviceBookingPath(3, result.leadId, location) }
    },
  })
}

function serviceStep(context: Context, site: Site, journey: Journey, location: string | null) {
  const { lead, dealer } = journey
  if (lead.status === 'open' && !hasVehicle(lead)) return redirect(serviceBookingPath(2, lead.id, location))
  const locations = serviceLocationsOf(site, dealer)
  const setup = serviceSetup(site, locations, dealerToday(locations))
  const optional = (name: string, answer: string | undefined) => (answer ? { [name]: answer } : {})
  return leadFormStep({
    schema: serviceStepSchema(setup),
    name: 'a service booking',
    // A booking already sent is not counted again (the shopper submitted twice).
    rateLimitPhone: () => (lead.status === 'open' ? lead.phone : false),
    run: async (value): Promise<LeadStepOutcome> => {
      const serviceLocation =
        locations.find((candidate) => candidate.id === value.location) ??
        (locations.length === 1 ? locations[0] : undefined)
      const result = await submitLeadStep(context, {
        dealerId: dealer.id,
        postedLeadId: lead.id,
        channels: leadChannelsOf(dealer),
        lead: {
          locationId: serviceLocation?.id ?? lead.locationId,
          message: value.message ?? null,
          fields: {
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
      if (!result.ok) return { formError: result.error }
      return { redirect: successPath(SERVICE_BOOKING_CATEGORY) }
    },
  })
}
