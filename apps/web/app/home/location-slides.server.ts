import type { Site } from '@forecourt/content/sites'
import { landingPath } from '@forecourt/domain/search-landing-paths'
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
 * Stock' targets. A group portal's stock button opens that dealership's stock (/search/{dealership
 * slug}); on a dealer's own site all of /search is already that dealer's.
 */
export function locationSlides(site: Site, now: Date): LocationSlide[] {
  const dealershipOf = new Map(
    site.content.locations.map((location) => [location.id, location.dealershipSlug]),
  )
  const dealerships = new Map(
    (site.kind === 'group' ? site.content.dealers : []).flatMap((dealer) =>
      dealer.slug && dealer.name ? [[dealer.slug, dealer.name] as const] : [],
    ),
  )
  return siteLocationViews(site, now).map((location) => {
    const dealershipSlug = dealershipOf.get(location.id)
    const dealershipName = dealershipSlug ? dealerships.get(dealershipSlug) : undefined
    return {
      id: location.id,
      name: location.name,
      typeLabel: location.typeLabel,
      addressLines: location.addressLines,
      phone: location.phone,
      href: `/locations/${location.slug}`,
      stockHref:
        dealershipSlug && dealershipName
          ? landingPath({ kind: 'dealership', slug: dealershipSlug, name: dealershipName })
          : '/search',
    }
  })
}
