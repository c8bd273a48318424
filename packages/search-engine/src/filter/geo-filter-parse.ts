import { badRequest } from '../errors.ts'
import { isFloatText } from '../util/number-text.ts'
import type { FilterClause, GeoShape } from './filter-ast.ts'
import { splitTrimmed } from './split-values.ts'

const DEFAULT_EXACT_RADIUS_METERS = 10000
const METERS_PER_MILE = 1609.34

const oldFormatError = (field: string) =>
  badRequest(
    `Value of filter field \`${field}\`: must be in the \`(-44.50, 170.29, 0.75 km)\` or ` +
      '(56.33, -65.97, 23.82, -127.82) format.',
  )
const newFormatError = (field: string) =>
  badRequest(
    `Value of filter field \`${field}\`: must be in the ` +
      '`([-44.50, 170.29], radius: 0.75 km, exact_filter_radius: 5 km)` or ' +
      '([56.33, -65.97, 23.82, -127.82], exact_filter_radius: 7 km) format.',
  )
const unitError = () => badRequest('Unit must be either `km` or `mi`.')

const count = (text: string, c: string) => text.split(c).length - 1
const isNan = (text: string) => text === 'nan' || text === 'NaN'

/** `std::stof` then metres: a float distance times 1000 for km, 1609.34 for miles (in double precision). */
function toMeters(distance: string, unit: string): number {
  return Math.fround(Number(distance.trim())) * (unit === 'km' ? 1000 : METERS_PER_MILE)
}

/** Splits `2 km` / `2km` / `0.5 mi` into a number and unit with Typesense's checks. */
function distanceAndUnit(text: string, onFormat: () => Error): { distance: string; unit: string } {
  if (text.length < 2) throw unitError()
  const unit = text.slice(-2)
  if (unit !== 'km' && unit !== 'mi') throw unitError()
  const parts = splitTrimmed(text, unit)
  if (parts.length !== 1 || !isFloatText(parts[0]!)) throw onFormat()
  return { distance: parts[0]!, unit }
}

function pairs(values: readonly string[]): { lat: number; lng: number }[] {
  const out: { lat: number; lng: number }[] = []
  for (let i = 0; i + 1 < values.length; i += 2)
    out.push({ lat: Number(values[i]), lng: Number(values[i + 1]) })
  return out
}

/** A polygon's vertices; a closing vertex equal to the first is dropped, as Typesense does. */
function polygonShape(values: readonly string[], exactRadiusMeters?: number): GeoShape {
  const vertices = pairs(values)
  const last = vertices.at(-1)
  if (vertices.length > 1 && last!.lat === vertices[0]!.lat && last!.lng === vertices[0]!.lng) vertices.pop()
  return exactRadiusMeters === undefined
    ? { kind: 'polygon', vertices }
    : { kind: 'polygon', vertices, exactRadiusMeters }
}

/** `(lat, lng, 5 km)` or `(lat1, lng1, lat2, lng2, ...)` (the original syntax). */
function parseOldValue(field: string, raw: string): GeoShape {
  if (!(raw[0] === '(' && raw.endsWith(')'))) throw oldFormatError(field)
  const values = splitTrimmed(raw.slice(1, -1), ',')
  if (values.length < 3) throw oldFormatError(field)
  if (values.every(isFloatText)) {
    // Typesense reads an odd trailing value as a polygon too: the loop check then rejects it.
    return polygonShape(values.length % 2 === 0 ? values : values.slice(0, values.length - 1))
  }
  if (!isFloatText(values[0]!) || !isFloatText(values[1]!) || isNan(values[0]!) || isNan(values[1]!)) {
    throw oldFormatError(field)
  }
  const { distance, unit } = distanceAndUnit(values[2]!, () => oldFormatError(field))
  return {
    kind: 'circle',
    lat: Number(values[0]),
    lng: Number(values[1]),
    radiusMeters: toMeters(distance, unit),
  }
}

/** `([lat, lng], radius: 5 km, exact_filter_radius: 10 km)` or `([lat1, lng1, ...], exact_filter_radius: 2 km)`. */
function parseNewValues(field: string, raw: string): GeoShape[] {
  const opens = count(raw, '(')
  if (opens < 1) throw newFormatError(field)
  const multi = raw[0] === '['
  const shapes: GeoShape[] = []
  let i = multi ? 1 : 0
  for (let j = 0; j < opens; j++) {
    if (multi) {
      const at = raw.indexOf('(', i)
      if (at < 0) throw newFormatError(field)
      i = at
    }
    i++
    if (i >= raw.length) throw newFormatError(field)
    const end = raw.indexOf(')', i)
    if (end < 0) throw newFormatError(field)
    const valueText = raw.slice(i, end).trim()
    const close = valueText.indexOf(']', 1)
    if (valueText === '' || valueText[0] !== '[' || close < 0) throw newFormatError(field)
    const points = splitTrimmed(valueText.slice(1, close), ',')
    if (points.length < 2 || points.length % 2 !== 0) throw newFormatError(field)
    if (points.some((p) => isNan(p) || !isFloatText(p))) throw newFormatError(field)
    const polygon = points.length > 2
    i = raw.indexOf(']', i) + 1
    const options = splitTrimmed(raw.slice(i, end), ',')
    let radius: number | undefined
    let exact: number | undefined
    for (const option of options) {
      const keyValue = splitTrimmed(option, ':')
      if (keyValue.length < 2) continue
      if (keyValue[0] === 'radius' && !polygon) {
        const { distance, unit } = distanceAndUnit(keyValue[1]!, () => newFormatError(field))
        radius = toMeters(distance, unit)
      } else if (keyValue[0] === 'exact_filter_radius') {
        const { distance, unit } = distanceAndUnit(keyValue[1]!, () => newFormatError(field))
        exact = toMeters(distance, unit)
        if (polygon || radius !== undefined) break
      }
    }
    if (!polygon && radius === undefined) throw newFormatError(field)
    const exactRadiusMeters = exact ?? DEFAULT_EXACT_RADIUS_METERS
    shapes.push(
      polygon
        ? polygonShape(points, exactRadiusMeters)
        : {
            kind: 'circle',
            lat: Number(points[0]),
            lng: Number(points[1]),
            radiusMeters: radius!,
            exactRadiusMeters,
          },
    )
  }
  return shapes
}

/** Parses the value of a `geopoint` / `geopoint[]` filter clause in either of Typesense's syntaxes. */
export function parseGeoClause(field: string, raw: string): FilterClause {
  const brackets = count(raw, '[')
  if ((raw[0] === '(' && brackets > 0) || brackets > 1 || count(raw, ':') > 0) {
    return { kind: 'geo', field, shapes: parseNewValues(field, raw), negate: false }
  }
  if (raw[0] === '[' && raw.endsWith(']')) {
    // As in Typesense, every part gets its `)` back, so the last one ends in `))` and is refused.
    const shapes = splitTrimmed(raw.slice(1, -1), '),').map((value) => parseOldValue(field, `${value})`))
    return { kind: 'geo', field, shapes, negate: false }
  }
  return { kind: 'geo', field, shapes: [parseOldValue(field, raw)], negate: false }
}
