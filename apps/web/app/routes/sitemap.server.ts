import type { Site } from '@forecourt/content/sites'
import { conditionLandings, landingPath, SEARCH_ROOT } from '@forecourt/domain/search/landing-paths'
import { PARTS_PAGE } from '@forecourt/domain/site/content-page-path'
import {
  modelRangeSitemapPaths,
  SITEMAP_URL_LIMIT,
  type SitemapEntry,
  sitemapIndexXml,
  sitemapPartCount,
  urlsetXml,
} from '@forecourt/domain/site/sitemap'
import { vehiclesCollection } from '@forecourt/search/collections/vehicles'
import { data, type RouterContextProvider } from 'react-router'
import { brandDirectory } from '~/brands/brand-directory.server'
import { siteContentPagePaths } from '~/content-page.server'
import { servicesContext, siteContext } from '~/context'
import { siteModelRange } from '~/models/model-view.server'
import { siteOffers } from '~/offers/offer-view.server'
import { pageUrl } from '~/page-url'
import { siteAddress } from '~/site-url.server'
import type { AppServices } from '~server/services'

/** Sitemaps change with stock; crawlers and caches may keep one for an hour. */
const CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600'

async function listedVehicles(services: AppServices, site: Site): Promise<SitemapEntry[]> {
  const lines = await services.search.client
    .collections(vehiclesCollection.name)
    .documents()
    .export({
      filter_by: services.siteStock.access(site).filterBy,
      include_fields: 'path,updated_at_timestamp',
    })
  return lines
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { path?: string; updated_at_timestamp?: number })
    .filter((vehicle): vehicle is { path: string; updated_at_timestamp?: number } => !!vehicle.path)
    .map((vehicle) => ({
      loc: vehicle.path,
      ...(vehicle.updated_at_timestamp ? { lastmod: new Date(vehicle.updated_at_timestamp * 1000) } : {}),
    }))
}

/** Every page of the site a crawler should know: home, offers, locations, search landings, each listed vehicle. */
async function siteEntries(services: AppServices, site: Site, origin: string): Promise<SitemapEntry[]> {
  const [catalogue, offers, brands, contentPages, models] = await Promise.all([
    services.siteStock.catalogue(site),
    siteOffers(services.content, site),
    brandDirectory(services.content, site),
    siteContentPagePaths(services.content, site),
    siteModelRange(services.content, site),
  ])
  const paths = [
    '/',
    '/special-offers',
    ...offers.map((offer) => offer.href),
    ...modelRangeSitemapPaths(models),
    ...(brands ? ['/brands', ...brands.filter((brand) => !brand.external).map((brand) => brand.href)] : []),
    '/dealerships',
    '/dealer-locator',
    '/contact',
    '/service',
    PARTS_PAGE.path,
    ...contentPages,
    ...site.content.locations.flatMap((location) =>
      location.slug ? [`/locations/${location.slug}`, `/contact-us/${location.slug}`] : [],
    ),
    SEARCH_ROOT,
    ...Object.keys(conditionLandings).map((condition) => `${SEARCH_ROOT}/${condition}`),
    ...catalogue.makes.map((make) => landingPath({ kind: 'make', make })),
    ...catalogue.models.map(({ make, model }) => landingPath({ kind: 'model', make, model })),
    ...catalogue.bodies.map((body) => landingPath({ kind: 'body', body })),
    ...(site.kind === 'group'
      ? catalogue.dealerships.map(({ slug, name }) => landingPath({ kind: 'dealership', slug, name }))
      : []),
  ]
  const pages = [...new Set(paths)].map((path) => ({ loc: path }))
  const vehicles = await listedVehicles(services, site)
  return [...pages, ...vehicles].map((entry) => ({ ...entry, loc: `${origin}${entry.loc}` }))
}

export async function loadSitemap(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<Response> {
  const site = context.get(siteContext)
  if (!site) throw data(null, 404)
  const url = pageUrl(request)
  const origin = siteAddress(context, '')
  const entries = await siteEntries(context.get(servicesContext), site, origin)
  const parts = sitemapPartCount(entries.length)
  const partParam = url.searchParams.get('part')
  let xml: string
  if (partParam === null) {
    xml =
      parts === 1
        ? urlsetXml(entries)
        : sitemapIndexXml(
            Array.from({ length: parts }, (_, index) => `${origin}/sitemap.xml?part=${index + 1}`),
          )
  } else {
    const part = /^\d{1,4}$/.test(partParam) ? Number(partParam) : 0
    if (part < 1 || part > parts) throw data(null, 404)
    xml = urlsetXml(entries.slice((part - 1) * SITEMAP_URL_LIMIT, part * SITEMAP_URL_LIMIT))
  }
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL },
  })
}
