import { type PromotionPlace, promotionTags } from '@forecourt/domain/promoted-cars/curation-tags'
import { vehicleGeoField, vehicleQueryBy, vehiclesCollection } from '@forecourt/search/collections/vehicles'
import { typesenseNode } from '@forecourt/search/typesense-node'
import type { SearchClient } from 'instantsearch.js'
import TypesenseInstantSearchAdapter from 'typesense-instantsearch-adapter'
import type { ModelGroupParameters } from './model-groups'
import { vehicleCardFields } from './vehicle-hit'

export interface VehicleSearchOptions {
  /** A Typesense node URL (absolute, or a path resolved against `origin`). */
  url: string
  origin?: string
  /** The site's scoped search key: its stock filter is embedded, so no request can widen it. */
  apiKey: string
  /** A Typesense `filter_by` clause added to searches sorted by price ascending (dealer flag). */
  priceAscendingFilter?: string | null
  /** One per model: every search grouped as the loader groups its own (`model-groups.ts`). */
  grouping?: ModelGroupParameters | null
  /** Where the searches are made, for the website's promoted cars; none without it. */
  promotions?: PromotionPlace | null
}

export type SearchRequest = Parameters<SearchClient['search']>[0][number]

/** Price ascending, alone or followed by the distance from a place (`sortIndexName`). */
const priceAscending = /\/sort\/price:asc(,|$)/

/**
 * InstantSearch's search client for the stock index, through `typesense-instantsearch-adapter`. The
 * same client serves the server render (on an internal node) and the browser (on the public one).
 */
export function createVehicleSearchClient(options: VehicleSearchOptions): SearchClient {
  const adapter = new TypesenseInstantSearchAdapter({
    server: {
      apiKey: options.apiKey,
      nodes: [typesenseNode(new URL(options.url, options.origin))],
      cacheSearchResultsForSeconds: 60,
      connectionTimeoutSeconds: 5,
      numRetries: 1,
    },
    // Near me: `aroundLatLng` and `aroundRadius` become a radius filter on the stock index's geopoint.
    geoLocationField: vehicleGeoField,
    additionalSearchParameters: {
      query_by: vehicleQueryBy.fields.join(','),
      query_by_weights: vehicleQueryBy.weights.join(','),
      include_fields: vehicleCardFields.join(','),
      // Flattened by the adapter (its default): with one car per group, a hit per model, carrying
      // `_group_found`.
      ...options.grouping,
    },
  })
  const client = adapter.searchClient as SearchClient
  const { priceAscendingFilter = null, promotions = null } = options
  if (!priceAscendingFilter && !promotions) return client
  return {
    ...client,
    search: (requests) =>
      client.search(requests.map((request) => withSiteParameters(request, priceAscendingFilter, promotions))),
  } as SearchClient
}

/**
 * The dealer's price-ascending filter, and the curation tags of the website's promoted cars as
 * InstantSearch's `ruleContexts` (the adapter sends them as `curation_tags`): tags for the landing page
 * while browsing, for the website with typed words, none in another order than the default (the stock
 * index itself, not a `/sort/` index name). The loader's own search asks the same way.
 */
export function withSiteParameters(
  request: SearchRequest,
  priceAscendingFilter: string | null,
  promotions: PromotionPlace | null,
): SearchRequest {
  if (!('indexName' in request)) return request
  let params = request.params ?? {}
  if (priceAscendingFilter && priceAscending.test(request.indexName))
    params = { ...params, filters: joinFilters(params.filters, priceAscendingFilter) }
  if (promotions) {
    const tags = promotionTags({
      ...promotions,
      query: typeof params.query === 'string' ? params.query : '',
      defaultOrder: request.indexName === vehiclesCollection.name,
    })
    if (tags.length > 0) params = { ...params, ruleContexts: tags }
  }
  return params === request.params ? request : { ...request, params }
}

function joinFilters(existing: unknown, extra: string): string {
  return typeof existing === 'string' && existing ? `(${existing}) && ${extra}` : extra
}
