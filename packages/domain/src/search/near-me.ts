import { type GeoPoint, isGeoPoint } from '../locations/geo-point.ts'

/**
 * "Near me" on the search pages (issue 20): the place a shopper searches from and how far they will go,
 * held in the URL like the rest of the search.
 *
 *   ?near=2150&distance=50        within 50 km of a postcode (or a suburb: ?near=Parramatta)
 *   ?near=-33.81,151.00           from the browser's location, any distance
 *
 * `near` is what the shopper typed (spaces collapsed, 60 characters at most, letters, digits, spaces and
 * `' . , -`), or coordinates "lat,lng" written with two decimals: about a kilometre, enough for
 * distances to dealers and no more precise than a shopper's suburb. `distance` is one of 10, 25, 50, 100
 * or 250 km; absent means any distance. A distance without a place means nothing and is dropped, and so
 * is every malformed value (any URL parses).
 *
 * Which place a text names is the server's business (the postcode list is large); this module only
 * says what the URL holds. It is plain code, as the rest of the URL state: the browser parses every
 * address it moves to, and Zod would add 10 to 25 KB to the home and results pages. The server checks the
 * parameters where a request brings them in with `nearMeParamsSchema` (Zod), built on these same rules.
 */

export const NEAR_PARAM = 'near'
export const DISTANCE_PARAM = 'distance'
export const NEAR_DISTANCES_KM = [10, 25, 50, 100, 250] as const
export type NearDistanceKm = (typeof NEAR_DISTANCES_KM)[number]
export const MAX_NEAR_LENGTH = 60
/** Decimals kept of the browser's coordinates: 0.01° is at most 1.1 km. */
export const COORDINATE_DECIMALS = 2

export interface NearMe {
  /** A postcode or suburb as typed, or "lat,lng". */
  near: string
  /** Kilometres; null for any distance (results are still sorted by distance). */
  distanceKm: NearDistanceKm | null
}

const coordinatesPattern = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/
const placePattern = /^[\p{L}\p{N}][\p{L}\p{N} '’.,-]*$/u

/** "lat,lng" with two decimals: the one way the URL writes a point. */
export function coordinatesNear(point: GeoPoint): string {
  const fixed = (value: number) => {
    const text = value.toFixed(COORDINATE_DECIMALS)
    // -0.00 and 0.00 are the same place.
    return Number(text) === 0 ? (0).toFixed(COORDINATE_DECIMALS) : text
  }
  return `${fixed(point.lat)},${fixed(point.lng)}`
}

/** The point a `near` value names by coordinates, or null for a place name or postcode. */
export function nearPoint(near: string): GeoPoint | null {
  const match = coordinatesPattern.exec(near.trim())
  if (!match) return null
  const point = { lat: Number(match[1]), lng: Number(match[2]) }
  return isGeoPoint(point) ? point : null
}

const collapse = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim()

/**
 * A `near` value in its one written form: coordinates with two decimals, or a place's text with its
 * spaces collapsed; null for anything else (empty, too long, characters no place name has). The rules of
 * the parameter, used as they are in the browser and through `nearMeParamsSchema` (Zod) by the server.
 */
export function normaliseNear(text: string): string | null {
  const collapsed = collapse(text)
  const point = nearPoint(collapsed)
  if (point) return coordinatesNear(point)
  return collapsed.length <= MAX_NEAR_LENGTH && placePattern.test(collapsed) ? collapsed : null
}

/** A `distance` value: one of the offered distances in kilometres, else null (any distance). */
export function parseNearDistance(text: string | null | undefined): NearDistanceKm | null {
  if (!text || !/^\d{1,3}$/.test(text.trim())) return null
  const km = Number(text.trim())
  return isNearDistance(km) ? km : null
}

/**
 * The offered distance that covers a radius a shopper asked for in words ('within 20 km of Penrith'): the
 * smallest of 10, 25, 50, 100 and 250 km at least as far, so nothing asked for is left out; null (any
 * distance, nearest first) beyond 250 km.
 */
export function nearDistanceCovering(km: number): NearDistanceKm | null {
  return NEAR_DISTANCES_KM.find((offered) => offered >= km) ?? null
}

export function isNearDistance(value: unknown): value is NearDistanceKm {
  return (NEAR_DISTANCES_KM as readonly unknown[]).includes(value)
}

/** The near-me search a URL holds, or null when it names no place. */
export function parseNearMe(params: URLSearchParams): NearMe | null {
  const near = normaliseNear(params.get(NEAR_PARAM) ?? '')
  return near ? { near, distanceKm: parseNearDistance(params.get(DISTANCE_PARAM)) } : null
}

/** The near-me state from a form's two fields (text and select), or null when the place is empty. */
export function nearMeFromFields(near: string, distance: string | null): NearMe | null {
  const params = new URLSearchParams({ [NEAR_PARAM]: near })
  if (distance) params.set(DISTANCE_PARAM, distance)
  return parseNearMe(params)
}

export function appendNearMe(params: URLSearchParams, nearMe: NearMe | null): void {
  if (!nearMe) return
  const parsed = parseNearMe(
    new URLSearchParams({
      [NEAR_PARAM]: nearMe.near,
      ...(nearMe.distanceKm ? { [DISTANCE_PARAM]: String(nearMe.distanceKm) } : {}),
    }),
  )
  if (!parsed) return
  params.set(NEAR_PARAM, parsed.near)
  if (parsed.distanceKm) params.set(DISTANCE_PARAM, String(parsed.distanceKm))
}

/** Whether two near-me searches ask the same question (same place text, same distance). */
export function sameNearMe(a: NearMe | null, b: NearMe | null): boolean {
  return (a?.near ?? '') === (b?.near ?? '') && (a?.distanceKm ?? null) === (b?.distanceKm ?? null)
}

/**
 * What the shopper is searching from, in words: the place as the server understood it when it did
 * ('Parramatta NSW'), 'your location' for coordinates, else the text itself.
 */
export function nearPlaceName(near: string, resolvedName?: string | null): string {
  if (resolvedName) return resolvedName
  return nearPoint(near) ? 'your location' : near
}

/** The chip above the results: 'Within 50 km of 2150', or 'Near 2150' for any distance. */
export function nearMeLabel(nearMe: NearMe, resolvedName?: string | null): string {
  const place = nearPlaceName(nearMe.near, resolvedName)
  return nearMe.distanceKm ? `Within ${nearMe.distanceKm} km of ${place}` : `Near ${place}`
}

/** The distance select's options: "Any distance" (value '') first. */
export function nearDistanceOptions(): { value: string; label: string }[] {
  return [
    { value: '', label: 'Any distance' },
    ...NEAR_DISTANCES_KM.map((km) => ({ value: String(km), label: `${km} km` })),
  ]
}
