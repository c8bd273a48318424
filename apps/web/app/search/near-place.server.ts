import type { Site } from '@forecourt/content/sites'
import { type GeoPoint, isGeoPoint } from '@forecourt/domain/locations/geo-point'
import { unknownPlaceMessage } from '@forecourt/domain/locations/near-me-place'
import { type NearMe, nearPlaceName, nearPoint } from '@forecourt/domain/search/near-me'
import { serverLogger } from '~server/logger'
import type { NearView } from './near-view'
import { type PlaceDirectory, placeDirectory } from './place-directory.server'

/** The site's own locations, where a suburb name shared by several places is taken to be nearest. */
export function siteLocationPoints(site: Site): GeoPoint[] {
  return site.content.locations.flatMap((location) => {
    const geo = location.address?.geo
    const point = geo ? { lat: geo.lat, lng: geo.lng } : null
    return isGeoPoint(point) ? [point] : []
  })
}

/**
 * Where a near-me search is from: the browser's coordinates as they are, a postcode or suburb looked up in
 * the place directory. A text naming no place, or a directory that cannot be read, gives a message and no
 * point: the results are then not filtered or sorted by distance (never an error page).
 */
export async function resolveNearPlace(
  nearMe: NearMe,
  site: Site,
  directory: () => Promise<PlaceDirectory> = placeDirectory,
): Promise<NearView> {
  const base = { near: nearMe.near, distanceKm: nearMe.distanceKm }
  const point = nearPoint(nearMe.near)
  if (point)
    return {
      ...base,
      status: 'found',
      name: nearPlaceName(nearMe.near),
      from: point,
      note: null,
      message: null,
    }
  let places: PlaceDirectory
  try {
    places = await directory()
  } catch (error) {
    serverLogger().error({ err: error }, 'Place directory unavailable')
    return {
      ...base,
      status: 'unavailable',
      name: null,
      from: null,
      note: null,
      message: "Searching near a place isn't available just now. Showing all our cars.",
    }
  }
  const place = places.lookup(nearMe.near, siteLocationPoints(site))
  if (!place)
    return {
      ...base,
      status: 'not-found',
      name: null,
      from: null,
      note: null,
      message: unknownPlaceMessage(nearMe.near),
    }
  return { ...base, status: 'found', name: place.name, from: place.point, note: place.note, message: null }
}
