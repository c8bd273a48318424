import { vehicleGeoField, vehicleQueryBy } from '@forecourt/search/collections/vehicles'
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
}

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
  const extraFilter = options.priceAscendingFilter
  if (!extraFilter) return client
  return {
    ...client,
    search: (requests) =>
      client.search(
        requests.map((request) =>
          'indexName' in request && priceAscending.test(request.indexName)
            ? {
                ...request,
                params: { ...request.params, filters: joinFilters(request.params?.filters, extraFilter) },
              }
            : request,
        ),
      ),
  } as SearchClient
}

function joinFilters(existing: unknown, extra: string): string {
  return typeof existing === 'string' && existing ? `(${existing}) && ${extra}` : extra
}
