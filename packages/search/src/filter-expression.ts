/**
 * A Typesense filter as a tree, never as joined strings: searches build one from these constructors and
 * `writeFilter` (filter-writer.ts) turns it into `filter_by` text where the search parameters are made.
 *
 * The constructors simplify as they go: a part that matches every car drops out of `and` (and makes an
 * `or` match every car); a part that matches no car makes an `and` match no car (and drops out of an
 * `or`); `anyOf` with no values matches no car; nested `and`s (and `or`s) flatten into one.
 */

export type FilterValue = string | number | boolean

/** The values of one list: all strings, all numbers or all booleans, as the field's type. */
export type FilterValues = readonly string[] | readonly number[] | readonly boolean[]

export type NumericComparator = '<' | '<=' | '>' | '>='

export type FilterExpression =
  /** No condition: every car. Written as no filter at all. */
  | { readonly kind: 'everything' }
  /** No car can match. Never written: a search with it need not be made (`matchesNothing`). */
  | { readonly kind: 'nothing' }
  | { readonly kind: 'and' | 'or'; readonly parts: readonly FilterExpression[] }
  /** `field:=[…]`, or `field:!=[…]` when `negate`: the field is (is not) exactly one of the values. */
  | {
      readonly kind: 'anyOf'
      readonly field: string
      readonly values: FilterValues
      readonly negate: boolean
    }
  | {
      readonly kind: 'compare'
      readonly field: string
      readonly comparator: NumericComparator
      readonly value: number
    }
  /** `field:[min..max]`, both bounds included. */
  | { readonly kind: 'between'; readonly field: string; readonly min: number; readonly max: number }
  | {
      readonly kind: 'withinRadius'
      readonly field: string
      readonly lat: number
      readonly lng: number
      readonly km: number
    }

/** A part given to `and` or `or`; null, undefined and false are left out, so parts can be conditional. */
export type FilterPart = FilterExpression | null | undefined | false

export const everything: FilterExpression = { kind: 'everything' }
export const nothing: FilterExpression = { kind: 'nothing' }

function present(parts: readonly FilterPart[]): FilterExpression[] {
  return parts.filter((part): part is FilterExpression => !!part)
}

/** Every part holds. With no parts, every car. */
export function and(...parts: readonly FilterPart[]): FilterExpression {
  const kept: FilterExpression[] = []
  for (const part of present(parts)) {
    if (part.kind === 'nothing') return nothing
    if (part.kind === 'and') kept.push(...part.parts)
    else if (part.kind !== 'everything') kept.push(part)
  }
  if (kept.length === 0) return everything
  return kept.length === 1 ? kept[0]! : { kind: 'and', parts: kept }
}

/** At least one part holds. With no parts, no car. */
export function or(...parts: readonly FilterPart[]): FilterExpression {
  const kept: FilterExpression[] = []
  for (const part of present(parts)) {
    if (part.kind === 'everything') return everything
    if (part.kind === 'or') kept.push(...part.parts)
    else if (part.kind !== 'nothing') kept.push(part)
  }
  if (kept.length === 0) return nothing
  return kept.length === 1 ? kept[0]! : { kind: 'or', parts: kept }
}

/** The field is exactly one of the values (for a list field, one of its elements is). None: no car. */
export function anyOf(field: string, values: FilterValues): FilterExpression {
  return values.length === 0 ? nothing : { kind: 'anyOf', field, values, negate: false }
}

/** The field is none of the values (Typesense: a car without the field passes too). None: every car. */
export function noneOf(field: string, values: FilterValues): FilterExpression {
  return values.length === 0 ? everything : { kind: 'anyOf', field, values, negate: true }
}

export function equals(field: string, value: FilterValue): FilterExpression {
  return anyOf(field, [value] as FilterValues)
}

export function notEquals(field: string, value: FilterValue): FilterExpression {
  return noneOf(field, [value] as FilterValues)
}

export function compare(field: string, comparator: NumericComparator, value: number): FilterExpression {
  return { kind: 'compare', field, comparator, value }
}

export const above = (field: string, value: number) => compare(field, '>', value)
export const atLeast = (field: string, value: number) => compare(field, '>=', value)
export const below = (field: string, value: number) => compare(field, '<', value)
export const atMost = (field: string, value: number) => compare(field, '<=', value)

/** From `min` to `max`, both included. */
export function between(field: string, min: number, max: number): FilterExpression {
  return { kind: 'between', field, min, max }
}

/**
 * Within `km` of a point, on a geopoint field: written `location:(-33.81, 151.0, 50 km)`, exactly what
 * `typesense-instantsearch-adapter` writes for `aroundLatLng: '-33.81, 151.0'` with `aroundRadius: 50000`.
 */
export function withinRadius(
  field: string,
  point: { lat: number; lng: number },
  km: number,
): FilterExpression {
  return { kind: 'withinRadius', field, lat: point.lat, lng: point.lng, km }
}

/** Whether no car can match: such a search need not be made, and cannot be written. */
export function matchesNothing(expression: FilterExpression): boolean {
  return expression.kind === 'nothing'
}
