/** Building blocks for Typesense `filter_by` strings, with values quoted so no input can change the filter. */

export function quote(value: string): string {
  return `\`${value.replaceAll('`', '\\`')}\``
}

export function exactAny(field: string, values: readonly string[]): string {
  return `${field}:=[${values.map(quote).join(',')}]`
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
