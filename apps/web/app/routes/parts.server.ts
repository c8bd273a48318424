import { PARTS_PAGE } from '@forecourt/domain/site/content-page-path'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { siteContentPage } from '~/content-page.server'
import { servicesContext, siteContext } from '~/context'
import { siteLocationViews } from '~/locations/location-view.server'
import { pageUrl } from '~/page-url'
import { siteAddress } from '~/site-url.server'

/**
 * `/vehicle-parts-and-accessories`: the website's parts and accessories text from Studio (when it has one)
 * and the locations that sell parts, with their phones and hours. `/parts/search` (the spec's other parts
 * route) leads here.
 */
export async function loadPartsPage(context: Readonly<RouterContextProvider>, request: Request) {
  const site = context.get(siteContext)
  if (!site) throw data(null, 404)
  const url = pageUrl(request)
  if (url.pathname !== PARTS_PAGE.path) throw redirect(PARTS_PAGE.path, 301)
  const page = await siteContentPage(context.get(servicesContext).content, site, PARTS_PAGE.slug)
  const locations = siteLocationViews(site, new Date())
  const partsLocations = locations.filter((location) => location.locationType === 'parts')
  return {
    siteName: site.content.name ?? '',
    title: page?.title ?? 'Parts & Accessories',
    description:
      page?.description ??
      `Genuine parts and accessories from ${site.content.name ?? 'us'}: call or visit our parts team.`,
    body: page?.body ?? null,
    // Without a parts counter, any location can order parts in.
    locations: partsLocations.length > 0 ? partsLocations : locations,
    canonicalUrl: siteAddress(context, PARTS_PAGE.path),
  }
}
