import { filterLocations, type GridFilter, isGridFilter } from '@forecourt/domain/locations/order'
import { data, type RouterContextProvider } from 'react-router'
import { siteContext } from '~/context'
import { siteLocationViews } from '~/locations/location-view.server'
import { pageUrl } from '~/page-url'
import { siteAddress } from '~/site-url.server'

export const gridFilterLabels: Record<GridFilter, string> = {
  all: 'All locations',
  sales: 'Sales',
  'service-only': 'Service',
  parts: 'Parts',
  'non-parts': 'Sales & service',
}

/** `/dealerships` and `/dealer-locator`: the site's locations, ordered, optionally filtered by `?filter=`. */
export function loadDealerships(context: Readonly<RouterContextProvider>, request: Request) {
  const site = context.get(siteContext)
  if (!site) throw data(null, 404)
  const requested = pageUrl(request).searchParams.get('filter')
  const filter: GridFilter = isGridFilter(requested) ? requested : 'all'
  const all = siteLocationViews(site, new Date())
  const available = (Object.keys(gridFilterLabels) as GridFilter[]).filter(
    (candidate) => candidate === 'all' || filterLocations(all, candidate).length > 0,
  )
  const url = pageUrl(request)
  return {
    siteName: site.content.name ?? '',
    canonicalUrl: siteAddress(context, url.pathname),
    filter,
    filters: available.map((value) => ({ value, label: gridFilterLabels[value] })),
    locations: filterLocations(all, filter),
  }
}
