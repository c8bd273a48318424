import type { Site, SiteLocation } from '@forecourt/content/sites'
import {
  type HoursRow,
  localTime,
  type OpenStatus,
  openingHoursRows,
  openStatus,
  upcomingSpecialHours,
} from '@forecourt/domain/locations/hours'
import { locationMapView, type MapView } from '@forecourt/domain/locations/map'
import { orderLocations } from '@forecourt/domain/locations/order'
import { type ShownRating, shownRating } from '@forecourt/domain/locations/rating'

/** Australian dealers default to Sydney time when a location has none set. */
const DEFAULT_TIME_ZONE = 'Australia/Sydney'
const typeLabels: Record<string, string> = { sales: 'Sales', service: 'Service', parts: 'Parts' }

/** Everything a location card or page shows, worked out on the server (open now included). */
export interface LocationView {
  id: string
  slug: string
  name: string
  locationType: string | null
  primary: boolean
  typeLabel: string | null
  addressLines: string[]
  directionsUrl: string | null
  phone: string | null
  landlinePhone: string | null
  email: string | null
  dealerLicenceNumber: string | null
  motorVehicleRepairerNumber: string | null
  hours: HoursRow[]
  holidayHours: { date: string; label: string | null; hours: string }[]
  openStatus: OpenStatus
  rating: ShownRating | null
  geo: { lat: number; lng: number } | null
  /** The location's map as the site's map settings draw it; null without a position. */
  map: MapView | null
}

export function addressLinesOf(address: SiteLocation['address']): string[] {
  const locality = [address?.city, address?.state, address?.postcode].filter(Boolean).join(' ')
  return [address?.street ?? null, locality].filter((line): line is string => !!line)
}

/** Directions to a location: its own map link, else a maps search for its address. */
export function locationDirectionsUrl(location: Pick<SiteLocation, 'address'>): string | null {
  const destination = addressLinesOf(location.address).join(', ')
  return (
    location.address?.placeUrl ??
    (destination
      ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
      : null)
  )
}

export function locationView(site: Site, location: SiteLocation, now: Date): LocationView {
  const address = location.address
  const addressLines = addressLinesOf(address)
  const timeZone = location.timeZone ?? DEFAULT_TIME_ZONE
  const hours = (location.openingHours ?? []).map((entry) => ({
    weekday: entry.weekday ?? -1,
    status: entry.status ?? 'Closed',
    open: entry.open,
    close: entry.close,
  }))
  const special = (location.specialHours ?? []).flatMap((entry) =>
    entry.date ? [{ ...entry, date: entry.date, status: entry.status ?? 'Closed' }] : [],
  )
  const lat = address?.geo?.lat
  const lng = address?.geo?.lng
  const geo = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null
  return {
    id: location.id,
    slug: location.slug ?? location.id,
    name: location.name ?? '',
    locationType: location.locationType ?? null,
    primary: location.primary === true,
    typeLabel: typeLabels[location.locationType ?? ''] ?? null,
    addressLines,
    directionsUrl: locationDirectionsUrl(location),
    phone: location.contact?.phone ?? null,
    landlinePhone: location.contact?.landlinePhone ?? null,
    email: location.contact?.email ?? null,
    dealerLicenceNumber: location.dealerLicenceNumber ?? null,
    motorVehicleRepairerNumber: location.motorVehicleRepairerNumber ?? null,
    hours: openingHoursRows(hours),
    holidayHours: upcomingSpecialHours(special, localTime(now, timeZone).date),
    openStatus: openStatus(hours, special, now, timeZone),
    rating: shownRating(location.reviews, site.settings),
    geo,
    map: locationMapView({ primary: location.primary === true, geo }, site.map),
  }
}

/** The site's locations as the spec orders them: sales, then service, then parts, or the dealer's own order. */
export function siteLocationViews(site: Site, now: Date): LocationView[] {
  const ordered = orderLocations(
    site.content.locations.map((location) => ({ ...location, locationType: location.locationType ?? null })),
    site.kind === 'dealer' ? site.content.locationOrder : null,
  )
  return ordered.map((location) => locationView(site, location, now))
}
