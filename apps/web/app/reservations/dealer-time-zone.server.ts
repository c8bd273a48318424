import type { Site } from '@forecourt/content/sites'
import { locationTimeZone } from '@forecourt/domain/australia/time-zones'

/**
 * The time zone a dealer's reservations are told in: its primary location's (set in the Studio, else from
 * its state), never the server's. `dealerId` picks the dealer on a group site; a dealer's own site has one.
 */
export function dealerTimeZone(site: Site, dealerId: string): string {
  const slug =
    site.kind === 'dealer'
      ? site.content.slug
      : (site.content.dealers.find((dealer) => dealer.id === dealerId)?.slug ?? null)
  const own = site.content.locations.filter((location) => location.dealershipSlug === slug)
  const location = own.find((candidate) => candidate.primary) ?? own[0] ?? site.content.locations[0]
  return locationTimeZone({ timeZone: location?.timeZone, state: location?.address?.state })
}
