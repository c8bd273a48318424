import { dealerSiteQuery } from '@forecourt/content/queries'
import type { Site, SiteLocation } from '@forecourt/content/sites'
import type { leads } from '@forecourt/db/schema'
import { AUSTRALIAN_STATES } from '@forecourt/domain/australia/states'
import { LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import { serviceDateWindow } from '@forecourt/domain/leads/service-booking-date'
import { serviceMakeOptions } from '@forecourt/domain/leads/service-booking-vehicle'
import { SERVICE_INTERVALS } from '@forecourt/domain/leads/service-intervals'
import { localTime } from '@forecourt/domain/locations/hours'
import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context'
import type { SiteDealer } from '../site-lead.server'
import {
  type DetailsStepSetup,
  SERVICE_BOOKING_STEPS,
  type ServiceBookingStep,
  type ServiceStepSetup,
  type VehicleStepSetup,
} from './service-booking-schema'

/** What the service booking's page and its steps share: its addresses, fields and each step's setup. */

export type Context = Readonly<RouterContextProvider>
export type Args = { request: Request; context: Context }
export type Lead = typeof leads.$inferSelect
export type Dealer = SiteDealer
export type Journey = { lead: Lead; dealer: Dealer }

export const SERVICE_BOOKING_PATH = '/service/booking'
export const SERVICE_BOOKING_CATEGORY = LEAD_CATEGORIES.serviceBooking
export const PAGE_ID = 'service-booking'
/** Australian dealers default to Sydney time when a location has none set (as location pages do). */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney'

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
export function serviceLocationsOf(site: Site, dealer: Dealer): SiteLocation[] {
  const own =
    site.kind === 'dealer'
      ? site.content.locations
      : site.content.locations.filter((location) => location.dealershipSlug === dealer.slug)
  const service = own.filter((location) => location.locationType === 'service')
  return service.length > 0 ? service : own
}

/** The dealer's calendar day, YYYY-MM-DD, in its (first service location's) time zone. */
export function dealerToday(locations: SiteLocation[], now = new Date()): string {
  return localTime(now, locations[0]?.timeZone ?? DEFAULT_TIME_ZONE).date
}

/** The makes the dealer sells: the website's own, or on a group website the chosen dealership's. */
export async function dealerMakes(context: Context, site: Site, dealer: Dealer): Promise<string[]> {
  if (site.kind === 'dealer') return site.content.makes ?? []
  if (!dealer.slug) return []
  const content = await context.get(servicesContext).content.fetch(dealerSiteQuery, { slug: dealer.slug })
  return content?.makes ?? []
}

export function detailsSetup(site: Site): DetailsStepSetup {
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

export function vehicleSetup(makes: string[], today: string): VehicleStepSetup {
  return { step: 2, makes: serviceMakeOptions(makes), currentYear: Number(today.slice(0, 4)) }
}

export function serviceSetup(site: Site, locations: SiteLocation[], today: string): ServiceStepSetup {
  return {
    step: 3,
    intervals: [...SERVICE_INTERVALS],
    intervalRequired: site.settings.serviceIntervalRequired,
    dateWindow: serviceDateWindow(today),
    locations: locations.map((location) => ({ value: location.id, label: location.name ?? location.id })),
    states: AUSTRALIAN_STATES.map((state) => ({ value: state.code, label: state.name })),
  }
}

export const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
export const hasVehicle = (lead: Lead) =>
  Boolean(lead.vehicleModel && text(lead.fields[SERVICE_BOOKING_FIELDS.vehicleRego]))
