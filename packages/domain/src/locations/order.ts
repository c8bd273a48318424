/**
 * Which locations a grid or block shows, and in what order (forms document section 2): "A locations grid
 * filterable by service-only, sales, parts or non-parts. Sales and service locations are ordered sales
 * first, then service, then parts; some sites use a fixed order." "A location blocks component with a
 * filter of primary, sales, service, parts, service-and-parts, all, or a location id." Distances for
 * "nearest location" use the earth radius 6371 km.
 */

export interface OrderableLocation {
  id: string
  locationType?: string | null
  primary?: boolean | null
  geo?: { lat?: number | null; lng?: number | null } | null
}

export const gridFilters = ['all', 'sales', 'service-only', 'parts', 'non-parts'] as const
export type GridFilter = (typeof gridFilters)[number]

export function isGridFilter(value: string | null | undefined): value is GridFilter {
  return (gridFilters as readonly string[]).includes(value ?? '')
}

export function filterLocations<Location extends OrderableLocation>(
  locations: readonly Location[],
  filter: GridFilter,
): Location[] {
  switch (filter) {
    case 'all':
      return [...locations]
    case 'sales':
      return locations.filter((location) => location.locationType === 'sales')
    case 'service-only':
      return locations.filter((location) => location.locationType === 'service')
    case 'parts':
      return locations.filter((location) => location.locationType === 'parts')
    case 'non-parts':
      return locations.filter((location) => location.locationType !== 'parts')
  }
}

const typeRank: Record<string, number> = { sales: 0, service: 1, parts: 2 }

/** Sales, then service, then parts (then anything else); a site's fixed order of ids wins when given. */
export function orderLocations<Location extends OrderableLocation>(
  locations: readonly Location[],
  fixedOrder?: readonly string[] | null,
): Location[] {
  const rank = (location: Location) => {
    if (fixedOrder?.length) {
      const index = fixedOrder.indexOf(location.id)
      return index === -1 ? fixedOrder.length : index
    }
    return typeRank[location.locationType ?? ''] ?? 3
  }
  return locations
    .map((location, index) => ({ location, index }))
    .sort((a, b) => rank(a.location) - rank(b.location) || a.index - b.index)
    .map(({ location }) => location)
}

export type BlockFilter =
  | 'primary'
  | 'sales'
  | 'service'
  | 'parts'
  | 'service-and-parts'
  | 'all'
  | { id: string }

export function locationBlocks<Location extends OrderableLocation>(
  locations: readonly Location[],
  filter: BlockFilter,
): Location[] {
  if (typeof filter === 'object') return locations.filter((location) => location.id === filter.id)
  switch (filter) {
    case 'primary':
      return locations.filter((location) => location.primary)
    case 'service-and-parts':
      return locations.filter(
        (location) => location.locationType === 'service' || location.locationType === 'parts',
      )
    case 'all':
      return [...locations]
    default:
      return locations.filter((location) => location.locationType === filter)
  }
}

export const EARTH_RADIUS_KM = 6371

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(to.lat - from.lat)
  const dLng = radians(to.lng - from.lng)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a))
}

/** Locations nearest first from the shopper's position; locations without coordinates go last. */
export function byDistance<Location extends OrderableLocation>(
  locations: readonly Location[],
  position: { lat: number; lng: number },
): { location: Location; km: number | null }[] {
  return locations
    .map((location) => {
      const { lat, lng } = location.geo ?? {}
      return {
        location,
        km: typeof lat === 'number' && typeof lng === 'number' ? distanceKm(position, { lat, lng }) : null,
      }
    })
    .sort((a, b) => (a.km ?? Number.POSITIVE_INFINITY) - (b.km ?? Number.POSITIVE_INFINITY))
}
