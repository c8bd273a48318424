/**
 * A point on the Earth in degrees, and the great-circle distance between two (haversine on a sphere of
 * the mean Earth radius, 6,371.0088 km). Near-me searches measure in the search engine; this is for the
 * app's own choices, such as which of several same-named suburbs lies nearest a dealer.
 */

export interface GeoPoint {
  lat: number
  lng: number
}

export const MEAN_EARTH_RADIUS_KM = 6371.0088

export function isGeoPoint(value: { lat: unknown; lng: unknown } | null | undefined): value is GeoPoint {
  if (!value) return false
  const { lat, lng } = value
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  )
}

const radians = (degrees: number) => (degrees * Math.PI) / 180

export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * MEAN_EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}
