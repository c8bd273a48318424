import { LruMap } from '@forecourt/config/lru-map'
import type { Site } from '@forecourt/content/sites'
import { promotionSiteTag } from '@forecourt/domain/promoted-cars/curation-tags'
import type { ListFacetAttribute, RangeFacetAttribute } from '@forecourt/domain/search/facet-attributes'
import type { LandingCatalogue } from '@forecourt/domain/search/landing-paths'
import type { FacetStats } from '@forecourt/domain/search/range-slider'
import { stockVisibility } from '@forecourt/domain/search/stock-visibility'
import { issueBrowserKey } from '@forecourt/search/browser-search/browser-key'
import { browserSearchLimits } from '@forecourt/search/browser-search/browser-search-limits'
import { vehicleQueryBy, vehiclesCollection } from '@forecourt/search/collections/vehicles'
import type { FilterExpression } from '@forecourt/search/filter-expression'
import { writeFilter } from '@forecourt/search/filter-writer'
import type { SearchConnection } from '@forecourt/search/search-connection'
import { stockFilter } from '@forecourt/search/stock-filter'
import { panelListAttributes } from './facet-panel-layout'
import { vehicleCardFields } from './vehicle-hit'

/**
 * What a site's search pages need from the stock index, cached per site: the browser's search key (its
 * stock filter, the fields a card shows and the limits of a request embedded, read by the site's search
 * gateway) and the landing catalogue (makes, models, bodies, dealerships) with whole-stock
 * counts and ranges.
 */

/** Keys are reissued this often, because the stock filter's sold-listing cut-off moves with the clock. */
const KEY_REISSUE_MS = 10 * 60_000
/** A key stays valid well past any page that embedded it. */
const KEY_LIFETIME_MS = 24 * 60 * 60_000
const CATALOGUE_TTL_MS = 60_000
/** Subscription prices among them: a site whose stock has none offers no subscriptions, and gets no slider. */
const rangeAttributes = [
  'price',
  'km',
  'year',
  'subscription_price',
] as const satisfies readonly RangeFacetAttribute[]
/** Every list facet whose URL values are checked against the site's: the panel's, and `make_model`'s paths. */
const checkedListAttributes: ListFacetAttribute[] = [...panelListAttributes, 'make_model']
/** Values the catalogue fetches per facet; a facet with this many may have more, so its list is not kept. */
const CATALOGUE_FACET_VALUES = 1000

export interface SiteStockCatalogue extends LandingCatalogue {
  total: number
  /** Listed vehicles per make and per body type, most first. */
  counts: { make: Record<string, number>; body: Record<string, number> }
  rangeStats: Partial<Record<RangeFacetAttribute, FacetStats>>
  /**
   * Every value of each of the panel's list facets and of `make_model` the site's stock has (a facet with
   * more is left out).
   */
  facetValues: Partial<Record<ListFacetAttribute, string[]>>
}

export interface SiteStockAccess {
  apiKey: string
  /** The stock filter, to build searches on; `filterBy` is its text. */
  filter: FilterExpression
  filterBy: string
}

export function siteDealerships(site: Site): { slug: string; name: string }[] {
  const dealers = site.kind === 'dealer' ? [site.content] : site.content.dealers
  return dealers.flatMap((dealer) =>
    dealer.slug && dealer.name ? [{ slug: dealer.slug, name: dealer.name }] : [],
  )
}

export function createSiteStock(
  search: SearchConnection,
  {
    clock = () => new Date(),
    maxSites = 1000,
  }: {
    clock?: () => Date
    /** Sites whose key and catalogue are kept; the least recently used is dropped past it. */
    maxSites?: number
  } = {},
) {
  const keys = new LruMap<string, SiteStockAccess & { issuedAt: number }>(maxSites)
  const catalogues = new LruMap<string, { value: Promise<SiteStockCatalogue>; at: number }>(maxSites)

  function access(site: Site): SiteStockAccess {
    const now = clock()
    const cacheKey = site.content.slug ?? site.content.id
    const cached = keys.get(cacheKey)
    if (cached && now.getTime() - cached.issuedAt < KEY_REISSUE_MS) return cached
    const filter = stockFilter(
      siteDealerships(site).map((dealer) => dealer.slug),
      stockVisibility(site.settings, now),
    )
    const filterBy = writeFilter(filter)
    const issued = {
      filter,
      filterBy,
      apiKey: issueBrowserKey(search.client, search.searchApiKey, {
        filter_by: filterBy,
        expires_at: Math.floor((now.getTime() + KEY_LIFETIME_MS) / 1000),
        include_fields: [...vehicleCardFields],
        query_by: [...vehicleQueryBy.fields],
        ...(site.content.slug ? { curation_tag_prefix: promotionSiteTag(site.content.slug) } : {}),
        limits: browserSearchLimits,
      }),
      issuedAt: now.getTime(),
    }
    keys.set(cacheKey, issued)
    return issued
  }

  async function fetchCatalogue(site: Site): Promise<SiteStockCatalogue> {
    const response = await search.client
      .collections(vehiclesCollection.name)
      .documents()
      .search({
        q: '*',
        filter_by: access(site).filterBy,
        // The panel's facets include make and body.
        facet_by: [...checkedListAttributes, ...rangeAttributes].join(','),
        max_facet_values: CATALOGUE_FACET_VALUES,
        per_page: 0,
      })
    const facet = (name: string) => response.facet_counts?.find((entry) => entry.field_name === name)
    const values = (name: string) => facet(name)?.counts.map((count) => count.value) ?? []
    const countsOf = (name: string) =>
      Object.fromEntries(facet(name)?.counts.map((count) => [count.value, count.count]) ?? [])
    const rangeStats: SiteStockCatalogue['rangeStats'] = {}
    for (const attribute of rangeAttributes) {
      const stats = facet(attribute)?.stats
      if (stats && typeof stats.min === 'number' && typeof stats.max === 'number') {
        rangeStats[attribute] = { min: stats.min, max: stats.max }
      }
    }
    const facetValues: SiteStockCatalogue['facetValues'] = {}
    for (const attribute of checkedListAttributes) {
      const counts = facet(attribute)?.counts
      if (counts && counts.length < CATALOGUE_FACET_VALUES)
        facetValues[attribute] = counts.map((count) => count.value)
    }
    return {
      total: response.found,
      makes: values('make'),
      bodies: values('body'),
      models: values('make_model').flatMap((value) => {
        const [make, model] = value.split(' > ')
        return make && model ? [{ make, model }] : []
      }),
      dealerships: siteDealerships(site),
      counts: { make: countsOf('make'), body: countsOf('body') },
      rangeStats,
      facetValues,
    }
  }

  /** The catalogue, at most a minute old; a failed fetch is not cached. */
  function catalogue(site: Site): Promise<SiteStockCatalogue> {
    const cacheKey = site.content.slug ?? site.content.id
    const cached = catalogues.get(cacheKey)
    const now = clock().getTime()
    if (cached && now - cached.at < CATALOGUE_TTL_MS) return cached.value
    const value = fetchCatalogue(site)
    catalogues.set(cacheKey, { value, at: now })
    value.catch(() => {
      if (catalogues.get(cacheKey)?.value === value) catalogues.delete(cacheKey)
    })
    return value
  }

  /** Forgets a site's key and catalogue (its settings changed), or every site's. */
  function invalidate(slug?: string) {
    for (const cache of [keys, catalogues]) {
      if (slug === undefined) cache.clear()
      else cache.delete(slug)
    }
  }

  return { access, catalogue, invalidate }
}

export type SiteStock = ReturnType<typeof createSiteStock>
