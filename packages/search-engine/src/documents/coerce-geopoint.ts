import { badRequest } from '../errors.ts'
import { isFloatText } from '../util/number-text.ts'
import { DROP } from './coerce-value.ts'
import type { DirtyValues } from './dirty-values.ts'

const geopointError = (field: string, inArray: boolean) =>
  badRequest(`Field \`${field}\` must be ${inArray ? 'an array of' : 'a'} geopoint.`)

/** A coordinate given as text becomes the float `std::stof` reads from it. */
function coerceCoordinate(value: unknown): unknown {
  if (typeof value === 'string' && isFloatText(value)) return Math.fround(Number(value.trim()))
  return value
}

/**
 * Checks one `[lat, lng]` pair (already known to be a two-element array) with Typesense's `dirty_values`
 * rules (validator.cpp `coerce_geopoint`): returns the pair, a coerced copy, or `DROP`.
 */
export function coerceGeopointPair(
  field: string,
  pair: unknown[],
  dirty: DirtyValues,
  optional: boolean,
  inArray: boolean,
): unknown[] | typeof DROP {
  if (typeof pair[0] === 'number' && typeof pair[1] === 'number') return pair
  if (dirty === 'reject') throw geopointError(field, inArray)
  if (dirty === 'drop') {
    if (!optional) throw geopointError(field, inArray)
    return DROP
  }
  const coerced = [coerceCoordinate(pair[0]), coerceCoordinate(pair[1])]
  if (typeof coerced[0] === 'number' && typeof coerced[1] === 'number') return coerced
  if (dirty === 'coerce_or_drop' && optional) return DROP
  throw geopointError(field, inArray)
}

const isPair = (value: unknown): value is unknown[] => Array.isArray(value) && value.length === 2

/** A `geopoint` value: a two-element `[lat, lng]` array. */
export function coerceGeopoint(
  field: string,
  value: unknown,
  dirty: DirtyValues,
  optional: boolean,
): unknown[] | typeof DROP {
  if (!isPair(value)) throw badRequest(`Field \`${field}\` must be a 2 element array: [lat, lng].`)
  return coerceGeopointPair(field, value, dirty, optional, false)
}

/** A `geopoint[]` value: an array of `[lat, lng]` arrays (already known to be an array). */
export function coerceGeopointList(
  field: string,
  list: unknown[],
  dirty: DirtyValues,
  optional: boolean,
): unknown[] {
  const out: unknown[] = []
  for (const item of list) {
    if (!isPair(item)) {
      throw badRequest(`Field \`${field}\` must contain 2 element arrays: [ [lat, lng],... ].`)
    }
    const pair = coerceGeopointPair(field, item, dirty, optional, true)
    if (pair !== DROP) out.push(pair)
  }
  return out
}
