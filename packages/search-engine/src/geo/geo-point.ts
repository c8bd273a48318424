// Geographic helpers with Typesense's arithmetic (field.h `GeoPoint`, S2's `S2LatLng` and `S2Cap`).

const RADIANS_PER_DEGREE = Math.PI / 180

/** Typesense packs a coordinate as an int32 of millionths of a degree (truncated toward zero). */
export function quantizeDegrees(degrees: number): number {
  return Math.trunc(degrees * 1000000) / 1000000
}

export function toRadians(degrees: number): number {
  return RADIANS_PER_DEGREE * degrees
}

/**
 * The haversine term of two points given in degrees: sin²(Δlat/2) + cos·cos·sin²(Δlng/2), capped at 1.
 * The angle between the points is `2 * asin(sqrt(term))` (S2LatLng::GetDistance).
 */
export function haversineTerm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const phi1 = toRadians(lat1)
  const phi2 = toRadians(lat2)
  const dlat = Math.sin(0.5 * (phi2 - phi1))
  const dlng = Math.sin(0.5 * (toRadians(lng2) - toRadians(lng1)))
  const x = dlat * dlat + dlng * dlng * Math.cos(phi1) * Math.cos(phi2)
  return x < 1 ? x : 1
}

/** GeoPoint::distance: the angle times 3958.75 miles times 1609 metres a mile, truncated to whole metres. */
export function typesenseDistanceMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const angle = 2 * Math.asin(Math.sqrt(haversineTerm(lat1, lng1, lat2, lng2)))
  return Math.trunc(3958.75 * angle * 1609.0)
}

/** S2Earth's radius, used when a radius filter turns metres into an angle. */
export const S2_EARTH_RADIUS_METERS = 6371010.0

/** A unit vector for a point in degrees, as S2LatLng::ToPoint computes it. */
export function unitVector(lat: number, lng: number): [number, number, number] {
  const phi = toRadians(lat)
  const theta = toRadians(lng)
  const cosphi = Math.cos(phi)
  return [Math.cos(theta) * cosphi, Math.sin(theta) * cosphi, Math.sin(phi)]
}

/** S1ChordAngle's squared chord length for an angle in radians (4 for half a turn or more). */
export function chordLength2(radians: number): number {
  const length = 2 * Math.sin(0.5 * Math.min(Math.PI, radians))
  return length * length
}
