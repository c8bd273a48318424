import type { Site } from '@forecourt/content/sites'
import type { SiteTheme } from '@forecourt/domain/site-theme'
import type { RouterContextProvider } from 'react-router'
import { siteContext } from './context'

/** What the layout (header, footer, theme) needs on every page of a website. */
export interface SiteShell {
  kind: Site['kind']
  slug: string
  name: string
  theme: SiteTheme
  mainPhone: string | null
  licenceNumbers: string[]
  locations: {
    id: string
    name: string
    phone: string | null
    addressLines: string[]
    dealerLicenceNumber: string | null
    motorVehicleRepairerNumber: string | null
  }[]
}

export function loadSiteShell(context: Readonly<RouterContextProvider>): SiteShell | null {
  const site = context.get(siteContext)
  if (!site) return null
  const content = site.content
  const licenceNumbers =
    site.kind === 'dealer'
      ? [site.content.dealerLicenceNumber]
      : site.content.dealers.map((dealer) => dealer.dealerLicenceNumber)
  return {
    kind: site.kind,
    slug: content.slug ?? '',
    name: content.name ?? '',
    theme: site.theme,
    mainPhone: site.kind === 'dealer' ? (site.content.phones?.main ?? null) : null,
    licenceNumbers: [...new Set(licenceNumbers.filter((value): value is string => !!value))],
    locations: content.locations.map((location) => ({
      id: location.id,
      name: location.name ?? '',
      phone: location.contact?.phone ?? null,
      addressLines: formatAddress(location.address),
      dealerLicenceNumber: location.dealerLicenceNumber ?? null,
      motorVehicleRepairerNumber: location.motorVehicleRepairerNumber ?? null,
    })),
  }
}

function formatAddress(
  address: {
    street?: string | null
    city?: string | null
    state?: string | null
    postcode?: string | null
  } | null,
): string[] {
  if (!address) return []
  const locality = [address.city, address.state, address.postcode].filter(Boolean).join(' ')
  return [address.street, locality].filter((line): line is string => !!line)
}
