import { locationStockPath } from '@forecourt/domain/locations/stock-link'
import { data, type RouterContextProvider } from 'react-router'
import { siteContext } from '~/context'
import { locationView } from '~/locations/location-view.server'
import { siteAddress } from '~/site-url.server'

/** `/locations/{slug}` and `/our-location/{slug}`: one location of this site, or a 404. */
export function loadLocation(context: Readonly<RouterContextProvider>, slug: string | undefined) {
  const site = context.get(siteContext)
  const location = site?.content.locations.find((candidate) => candidate.slug === slug)
  if (!site || !location) throw data(null, 404)
  return {
    siteName: site.content.name ?? '',
    location: locationView(site, location, new Date()),
    stockHref: locationStockPath(location.name ?? ''),
    canonicalUrl: siteAddress(context, `/locations/${location.slug}`),
  }
}
