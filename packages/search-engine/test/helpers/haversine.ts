// A plain haversine written for the tests, independent of the engine's geo code. Typesense stores
// coordinates as int32 millionths of a degree; its radius filters measure on S2's sphere (6,371,010 m) and
// its sort distances on a sphere of 3958.75 miles of 1609 m, truncated to whole metres.

const rad = (degrees: number) => (degrees * Math.PI) / 180

export const stored = (degrees: number) => Math.trunc(degrees * 1e6) / 1e6

/** The central angle between two points, in radians. */
export function centralAngle(a: readonly [number, number], b: readonly [number, number]): number {
  const h =
    Math.sin((rad(b[0]) - rad(a[0])) / 2) ** 2 +
    Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin((rad(b[1]) - rad(a[1])) / 2) ** 2
  return 2 * Math.asin(Math.sqrt(Math.min(1, h)))
}

/** Whether a document's point falls inside a radius filter of `meters` around `center`. */
export function withinRadius(
  point: readonly [number, number],
  center: readonly [number, number],
  meters: number,
) {
  return centralAngle([stored(point[0]), stored(point[1])], center) * 6371010 <= meters
}

/** The distance Typesense sorts by and reports in `geo_distance_meters`. */
export function sortMeters(point: readonly [number, number], reference: readonly [number, number]): number {
  const p: [number, number] = [stored(point[0]), stored(point[1])]
  const r: [number, number] = [stored(reference[0]), stored(reference[1])]
  return Math.trunc(centralAngle(p, r) * 3958.75 * 1609)
}
