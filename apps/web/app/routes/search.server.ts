import type { Site } from '@forecourt/content/sites'
import { landingDescription, landingHeading, landingTitle } from '@forecourt/domain/search/landing-copy'
import { type Landing, resolveLanding, SEARCH_ROOT } from '@forecourt/domain/search/landing-paths'
import { nearMeFromRequest } from '@forecourt/domain/search/near-me-params'
import { VIEW_PARAM } from '@forecourt/domain/search/one-per-model'
import { layoutFromRequest } from '@forecourt/domain/search/one-per-model-params'
import {
  canonicalSearchParams,
  parseSearchParams,
  withPreRefinements,
} from '@forecourt/domain/search/url-state'
import { BROWSER_SEARCH_PATH } from '@forecourt/search/browser-search/browser-search-path'
import { vehiclesCollection } from '@forecourt/search/collections/vehicles'
import { above } from '@forecourt/search/filter-expression'
import { writeFilter } from '@forecourt/search/filter-writer'
import type { SanityClient } from '@sanity/client'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { servicesContext, siteContext } from '~/context'
import { siteOffers } from '~/offers/offer-view.server'
import { pageUrl } from '~/page-url'
import { resolveNearPlace } from '~/search/near-place.server'
import { type NearView, nearSearchOf } from '~/search/near-view'
import { searchResults } from '~/search/results-search.server'
import { emptyResults, type ResultsView } from '~/search/results-view'
import type { SearchPageConfig } from '~/search/search-page-config'
import { plainWordsRedirect, searchedFor } from '~/search/search-words.server'
import { type SiteStockCatalogue, siteDealerships } from '~/search/site-stock.server'
import { siteAddress } from '~/site-url.server'
import { serverLogger } from '~server/logger'

/** Shared caches may keep a results page for a minute, then serve it stale while they refresh it. */
const CACHEABLE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
const PRICE_ABOVE_ZERO = writeFilter(above('price', 0))

export async function loadSearchPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  splat: string | undefined,
) {
  const services = context.get(servicesContext)
  const site = context.get(siteContext)
  if (!site) throw data({ reason: 'platform-search' }, 404)
  const url = pageUrl(request)

  let catalogue: SiteStockCatalogue | null = null
  try {
    catalogue = await services.siteStock.catalogue(site)
  } catch (error) {
    serverLogger().error({ err: error }, 'Stock catalogue unavailable')
  }
  // React Router has already decoded the splat.
  const segments = (splat ?? '').split('/').filter(Boolean)
  const landing = resolveLanding(
    segments,
    catalogue ?? { makes: [], models: [], bodies: [], dealerships: siteDealerships(site) },
  )
  if (!landing) {
    // Without the catalogue an unknown segment may still be a real make: say so, rather than 404.
    throw catalogue ? data(null, 404) : data(null, { status: 503, headers: { 'Retry-After': '60' } })
  }

  // Words a shopper typed (quick search, keyword box) go to the refinement URL they mean.
  const wordsHref = await plainWordsRedirect(context, site, landing, url)
  if (wordsHref) throw redirect(wordsHref, 302)

  // Client navigations fetch `{path}.data?_routes=…`: compare the path and parameters the shopper asked for.
  const requestedPath = splat ? `${SEARCH_ROOT}/${splat}` : SEARCH_ROOT
  const params = new URLSearchParams(url.search)
  params.delete('_routes')
  // One per model where the site offers it; elsewhere `view` is dropped like any value it cannot read.
  const offered = new URLSearchParams(params)
  if (!site.settings.onePerModelView) offered.delete(VIEW_PARAM)
  const canonical = canonicalSearchParams(offered, landing.refinements)
  if (requestedPath !== landing.path || canonical.toString() !== params.toString()) {
    const search = canonical.size > 0 ? `?${canonical}` : ''
    throw redirect(`${landing.path}${search}`, requestedPath !== landing.path ? 301 : 302)
  }

  const location = { pathname: landing.path, search: params.size > 0 ? `?${params}` : '' }
  // One clock for the search and the page: the browser counts listing ages on from the same moment.
  const now = Date.now()
  const config = searchPageConfig(
    site,
    landing,
    location,
    catalogue,
    services.siteStock.access(site).apiKey,
    await promoCard(services.content, site),
    now,
  )
  const heading = landingHeading(landing)
  const state = withPreRefinements(parseSearchParams(params), landing.refinements)
  // Near me: the place and distance the request asks for, checked with Zod (the address is canonical by
  // now, so they are the state's own), and the place looked up here: the postcode list stays on the server.
  const nearMe = nearMeFromRequest(params)
  const near: NearView | null = nearMe ? await resolveNearPlace(nearMe, site) : null
  // One per model, checked with Zod like the place (the address is canonical by now).
  const layout = layoutFromRequest(params, site.settings.onePerModelView)
  let results: ResultsView | null = null
  try {
    results = await searchResults(services.search.searches, state, {
      siteFilter: services.siteStock.access(site).filter,
      priceAscendingExcludesZero: site.settings.priceAscendingExcludesZero,
      // The URL's facet values are checked against the site's own first.
      siteValues: catalogue?.facetValues ?? null,
      near: nearSearchOf(near),
      layout,
      promotions: config.search.promotions,
      now,
    })
  } catch (error) {
    serverLogger().error({ err: error }, 'Search unavailable while rendering')
  }

  const siteName = site.content.name ?? ''
  const page = state.page
  const payload = {
    config,
    results: results ?? emptyResults(),
    near,
    layout,
    heading,
    unavailable: results === null,
    searchedFor: await searchedFor(context, site, url),
    title: landingTitle(landing, siteName, page),
    description: landingDescription(landing, siteName, results?.nbHits ?? catalogue?.total ?? 0),
    // One per model is a way of looking at the landing page's cars: its canonical page is the first.
    canonicalUrl: siteAddress(
      context,
      `${landing.path}${page > 1 && layout === 'all' ? `?page=${page}` : ''}`,
    ),
  }
  return data(payload, { headers: { 'Cache-Control': results ? CACHEABLE : 'no-store' } })
}

function searchPageConfig(
  site: Site,
  landing: Landing,
  location: SearchPageConfig['location'],
  catalogue: SiteStockCatalogue | null,
  apiKey: string,
  promo: SearchPageConfig['promo'],
  now: number,
): SearchPageConfig {
  const { settings } = site
  return {
    indexName: vehiclesCollection.name,
    search: {
      url: BROWSER_SEARCH_PATH,
      apiKey,
      priceAscendingFilter: settings.priceAscendingExcludesZero ? PRICE_ABOVE_ZERO : null,
      promotions: site.content.slug ? { site: site.content.slug, landingPath: landing.path } : null,
    },
    landing: { path: landing.path, refinements: landing.refinements },
    location,
    settings: {
      cardButtons: settings.cardButtons,
      features: settings.features,
      hideZeroPrice: settings.hideZeroPrice,
      applyForFinancePage: settings.applyForFinancePage,
      reserveAtBuyOnline: settings.reserveAtBuyOnline,
      electricHybridTag: settings.electricHybridTag,
      runoutSaleGreen: settings.runoutSaleGreen,
      justArrivedDays: settings.justArrivedDays,
      justArrivedLabel: settings.justArrivedLabel,
      soldTagLabel: settings.soldTagLabel,
      certifiedBadgeMake: settings.certifiedBadgeMake,
      shortlistRequiresPriceAndPhotos: settings.shortlistRequiresPriceAndPhotos,
      certifiedOnly: settings.certifiedOnly,
      priceAscendingExcludesZero: settings.priceAscendingExcludesZero,
      scrollToTopAfterSearch: settings.scrollToTopAfterSearch,
      refreshPath: settings.refreshPath,
      onePerModelView: settings.onePerModelView,
    },
    now,
    stockTotal: catalogue?.total ?? null,
    promo,
    rangeStats: catalogue?.rangeStats ?? {},
  }
}

/** The site's first current offer at its promotion position; none without a position, an offer or content. */
async function promoCard(client: SanityClient, site: Site): Promise<SearchPageConfig['promo']> {
  const { promoCardPosition: position, promoCardDisplay: display, promoCardStrictDisplay } = site.settings
  if (position === null || !display) return null
  try {
    const [offer] = await siteOffers(client, site)
    if (!offer) return null
    return {
      position,
      strictDisplay: promoCardStrictDisplay,
      offer: {
        name: offer.name,
        category: offer.category,
        href: offer.href,
        summary: offer.description.preview,
        image: offer.image,
      },
    }
  } catch (error) {
    serverLogger().error({ err: error }, 'Promotion card unavailable')
    return null
  }
}
