import type { GeoPoint } from '@forecourt/domain/locations/geo-point'
import type { NearDistanceKm } from '@forecourt/domain/search/near-me'
import { vehicleGeoField } from '@forecourt/search/collections/vehicles'
import { type FilterExpression, withinRadius } from '@forecourt/search/filter-expression'

/**
 * The geographic part of a results search: from a point (the place the server found for the shopper's
 * text), within a distance or at any distance. The loader writes it as Typesense parameters; InstantSearch
 * is given the same question as `aroundLatLng` and `aroundRadius`, which the adapter turns into the same
 * filter (equivalence checked in `near-search.test.ts`). The order from the point is the sort's business
 * (`sortByFrom` in `@forecourt/domain/search/sort`).
 */
export interface NearSearch {
  from: GeoPoint
  radiusKm: NearDistanceKm | null
}

/** The loader's radius filter, or null at any distance. */
export function nearFilter(near: NearSearch | null): FilterExpression | null {
  return near?.radiusKm ? withinRadius(vehicleGeoField, near.from, near.radiusKm) : null
}

/** InstantSearch's search parameters for the same radius (the adapter needs both, metres for the radius). */
export function nearSearchParameters(near: NearSearch | null): {
  aroundLatLng?: string
  aroundRadius?: number
} {
  if (!near?.radiusKm) return {}
  return { aroundLatLng: `${near.from.lat}, ${near.from.lng}`, aroundRadius: near.radiusKm * 1000 }
}
