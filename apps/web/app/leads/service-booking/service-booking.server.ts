import { OTHER_MAKE } from '@forecourt/domain/leads/service-booking-vehicle'
import { data, redirect } from 'react-router'
import { pageUrl } from '~/page-url'
import { siteAddress } from '~/site-url.server'
import { leadSite } from '../lead-post.server'
import { findSiteLead } from '../site-lead.server'
import type {
  DetailsStepSetup,
  ServiceBookingStep,
  ServiceStepSetup,
  VehicleStepSetup,
} from './service-booking-schema'
import {
  type Args,
  dealerMakes,
  dealerToday,
  detailsSetup,
  hasVehicle,
  type Lead,
  SERVICE_BOOKING_FIELDS,
  SERVICE_BOOKING_PATH,
  serviceBookingPath,
  serviceBookingStep,
  serviceLocationsOf,
  serviceSetup,
  text,
  vehicleSetup,
} from './service-booking-setup.server'

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
  const url = pageUrl(request)
  const step = serviceBookingStep(url.searchParams.get('step'))
  const location = url.searchParams.get('location')
  const base: PageBase = {
    siteName: site.content.name ?? '',
    canonicalUrl: siteAddress(context, SERVICE_BOOKING_PATH),
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
