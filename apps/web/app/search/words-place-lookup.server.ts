import type { GeoPoint } from '@forecourt/domain/locations/geo-point'
import type { PlaceLookup } from '@forecourt/domain/search-words/context'
import type { PlaceDirectory } from './place-directory.server'

/**
 * The plain-words parser's place lookup (ADR 031) over the near-me place directory (ADR 033): the same
 * postcodes and suburbs, and the same choice among suburbs sharing a name (the one nearest the site's own
 * locations), as the near-me search makes for the text the words become, so "You searched for" names
 * the place the results are from.
 */
export function wordsPlaceLookup(directory: PlaceDirectory, siteLocations: readonly GeoPoint[]): PlaceLookup {
  return ({ name, postcode, state }) => {
    const text = [name, postcode, state].filter(Boolean).join(' ')
    const found = text ? directory.lookup(text, siteLocations) : null
    if (!found) return null
    return {
      name: found.suburb ?? found.postcode,
      postcode: found.postcode,
      state: found.state,
      lat: found.point.lat,
      lng: found.point.lng,
    }
  }
}
