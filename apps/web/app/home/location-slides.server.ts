import type { Site } from '@forecourt/content/sites'
import { locationStockPath } from '@forecourt/domain/locations/stock-link'
import { siteLocationViews } from '~/locations/location-view.server'

/** One card of the 'Our Locations' carousel. */
export interface LocationSlide {
  id: string
  name: string
  typeLabel: string | null
  addressLines: string[]
  phone: string | null
  href: string
  stockHref: string
}

/**
 * The site's locations in the spec's order (sales, service, parts) with 'View Location' and 'View Our
 * Stock' targets; the stock button opens the cars standing at that location.
 */
export function locationSlides(site: Site, now: Date): LocationSlide[] {
  return siteLocationViews(site, now).map((location) => ({
    id: location.id,
    name: location.name,
    typeLabel: location.typeLabel,
    addressLines: location.addressLines,
    phone: location.phone,
    href: `/locations/${location.slug}`,
    stockHref: locationStockPath(location.name),
  }))
}
