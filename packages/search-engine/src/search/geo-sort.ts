import { badRequest } from '../errors.ts'
import { splitTrimmed } from '../filter/split-values.ts'
import { quantizeDegrees } from '../geo/geo-point.ts'
import type { GeoFieldIndex } from '../index/geo-field-index.ts'
import { MISSING_DISTANCE } from '../index/geo-field-index.ts'
import { isFloatText } from '../util/number-text.ts'

export interface GeoSortReference {
  lat: number
  lng: number
  /** Distances under this many metres sort as 0 (`exclude_radius`). */
  excludeRadius: number
  /** Distances are rounded up to a multiple of this many metres for sorting (`precision`). */
  precision: number
  /** Typesense reports `geo_distance_meters` only for a reference other than (0, 0). */
  reportsDistance: boolean
}

/**
 * Reads `field(lat, lng[, exclude_radius: 2 km | precision: 1 mi])` as Typesense does: the reference is
 * stored in millionths of a degree and the option as whole metres. Without parentheses the reference is
 * (0, 0).
 */
export function parseGeoSortParams(field: string, params: string | undefined): GeoSortReference {
  if (params === undefined) return { lat: 0, lng: 0, excludeRadius: 0, precision: 0, reportsDistance: false }
  const syntax = () => badRequest(`Bad syntax for sorting field \`${field}\``)
  const parts = splitTrimmed(params, ',')
  if (parts.length !== 2 && parts.length !== 3) throw syntax()
  if (!isFloatText(parts[0]!) || !isFloatText(parts[1]!)) throw syntax()
  let excludeRadius = 0
  let precision = 0
  if (parts.length === 3) {
    const option = parts[2]!
    const exclude = option.startsWith('exclude_radius')
    if (!exclude && !option.startsWith('precision')) throw syntax()
    const keyValue = splitTrimmed(option, ':')
    if (keyValue.length !== 2 || keyValue[1]!.length < 2) throw syntax()
    const text = keyValue[1]!
    const unit = text.slice(-2)
    if (unit !== 'km' && unit !== 'mi') {
      throw badRequest("Sort field's parameter unit must be either `km` or `mi`.")
    }
    const distance = splitTrimmed(text, unit)
    if (distance.length !== 1 || !isFloatText(distance[0]!)) throw syntax()
    const value = Math.fround(Number(distance[0]))
    // km: float * 1000 stays a float; mi: float * 1609.34 is a double. Both end as an int32.
    const meters = Math.trunc(unit === 'km' ? Math.fround(value * 1000) : value * 1609.34)
    if (!(meters > 0)) throw badRequest("Sort field's parameter must be a positive number.")
    if (exclude) excludeRadius = meters
    else precision = meters
  }
  const lat = quantizeDegrees(Number(parts[0]))
  const lng = quantizeDegrees(Number(parts[1]))
  return { lat, lng, excludeRadius, precision, reportsDistance: lat !== 0 || lng !== 0 }
}

/** The distance a document sorts by: 0 inside `exclude_radius`, rounded up to the `precision`. */
export function sortDistance(
  index: GeoFieldIndex | undefined,
  ordinal: number,
  ref: GeoSortReference,
): number {
  let distance = index ? index.distanceMeters(ordinal, ref.lat, ref.lng) : MISSING_DISTANCE
  if (distance < ref.excludeRadius) distance = 0
  const p = ref.precision
  if (p > 0) distance = distance + p - 1 - ((distance + p - 1) % p)
  return distance
}

/** The `geo_distance_meters` of a hit: the exact distance with a precision, else the sorted distance. */
export function reportedDistance(
  index: GeoFieldIndex | undefined,
  ordinal: number,
  ref: GeoSortReference,
): number {
  if (ref.precision > 0) return index ? index.distanceMeters(ordinal, ref.lat, ref.lng) : MISSING_DISTANCE
  return sortDistance(index, ordinal, ref)
}
