/** Building blocks for Typesense `filter_by` strings, with values quoted so no input can change the filter. */

export function quote(value: string): string {
  return `\`${value.replaceAll('`', '\\`')}\``
}

/** A plain number or boolean: what a numeric or boolean field's filter needs unquoted. */
const bareValue = /^(?:-?\d+(?:\.\d+)?|true|false)$/

/**
 * One of several values. Numbers and booleans stay bare, as `typesense-instantsearch-adapter` writes them
 * (a quoted number is no number to an int32 facet such as `seats`); anything else is quoted. A bare value
 * matches only digits, a dot or true/false, so it cannot change the filter either.
 */
export function exactAny(field: string, values: readonly string[]): string {
  return `${field}:=[${values.map((value) => (bareValue.test(value) ? value : quote(value))).join(',')}]`
}

export function and(...clauses: readonly (string | null | undefined | false)[]): string {
  return clauses
    .filter((clause): clause is string => !!clause)
    .map((clause) => `(${clause})`)
    .join(' && ')
}

/**
 * A radius filter, `location:(-33.81, 151.0, 50 km)`: exactly what `typesense-instantsearch-adapter` writes
 * for `aroundLatLng: '-33.81, 151.0'` with `aroundRadius: 50000` (metres) on its `geoLocationField`.
 */
export function withinRadius(field: string, point: { lat: number; lng: number }, km: number): string {
  return `${field}:(${point.lat}, ${point.lng}, ${km} km)`
}
