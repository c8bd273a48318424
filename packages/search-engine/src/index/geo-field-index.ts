import {
  chordLength2,
  quantizeDegrees,
  S2_EARTH_RADIUS_METERS,
  typesenseDistanceMeters,
  unitVector,
} from '../geo/geo-point.ts'
import type { SphericalPolygon } from '../geo/spherical-polygon.ts'
import type { Bitset } from './bitset.ts'
import { LatitudeOrder } from './latitude-order.ts'

/** Typesense's distance for a document without the field (Index::get_geo_distance). */
export const MISSING_DISTANCE = 2147483647

const DEGREES_PER_RADIAN = 180 / Math.PI
const MARGIN_DEGREES = 1e-9

/**
 * Points of one `geopoint` / `geopoint[]` field. Each point keeps Typesense's stored coordinates (millionths
 * of a degree) and its unit vector; a latitude-sorted order of all points narrows radius and polygon
 * filters to a band before the exact test. Points are only appended (a replaced document gets a new
 * ordinal), so the order is extended by merging, never rebuilt from scratch.
 */
export class GeoFieldIndex {
  readonly isArray: boolean
  private lat = new Float64Array(256)
  private lng = new Float64Array(256)
  private xyz = new Float64Array(768)
  private ordinalOf = new Uint32Array(256)
  private points = 0
  /** First point of each ordinal and how many it has (0: no value). */
  private first = new Int32Array(256)
  private count = new Int32Array(256)
  private readonly order = new LatitudeOrder()

  constructor(isArray: boolean) {
    this.isArray = isArray
  }

  /** Adds the points of a new ordinal, given as [lat, lng] pairs in degrees. */
  add(ordinal: number, pairs: readonly (readonly [number, number])[]): void {
    this.ensureOrdinal(ordinal)
    this.first[ordinal] = this.points
    this.count[ordinal] = pairs.length
    for (const [lat, lng] of pairs) this.push(ordinal, quantizeDegrees(lat), quantizeDegrees(lng))
  }

  has(ordinal: number): boolean {
    return ordinal < this.count.length && this.count[ordinal]! > 0
  }

  /** Whole metres from the reference to the document's nearest point, or `MISSING_DISTANCE`. */
  distanceMeters(ordinal: number, refLat: number, refLng: number): number {
    if (!this.has(ordinal)) return MISSING_DISTANCE
    let best = MISSING_DISTANCE
    const start = this.first[ordinal]!
    const end = start + this.count[ordinal]!
    for (let p = start; p < end; p++) {
      const d = typesenseDistanceMeters(this.lat[p]!, this.lng[p]!, refLat, refLng)
      if (d < best) best = d
    }
    return best
  }

  /** Sets the bit of every ordinal with a point inside the cap (S2Cap semantics: chord distance). */
  markWithinRadius(centerLat: number, centerLng: number, radiusMeters: number, out: Bitset): void {
    const angle = radiusMeters / S2_EARTH_RADIUS_METERS
    if (!(angle >= 0)) return
    const limit = chordLength2(angle)
    const [cx, cy, cz] = unitVector(centerLat, centerLng)
    const spread = angle * DEGREES_PER_RADIAN + MARGIN_DEGREES
    const latLow = centerLat - spread
    const latHigh = centerLat + spread
    let lngSpread = Number.POSITIVE_INFINITY
    if (latHigh < 90 && latLow > -90) {
      const ratio = Math.sin(angle) / Math.cos((centerLat * Math.PI) / 180)
      if (ratio < 1) lngSpread = Math.asin(ratio) * DEGREES_PER_RADIAN + MARGIN_DEGREES
    }
    const xyz = this.xyz
    this.scanBand(latLow, latHigh, centerLng - lngSpread, centerLng + lngSpread, out, (p) => {
      const dx = xyz[3 * p]! - cx
      const dy = xyz[3 * p + 1]! - cy
      const dz = xyz[3 * p + 2]! - cz
      const d2 = dx * dx + dy * dy + dz * dz
      return (d2 < 4 ? d2 : 4) <= limit
    })
  }

  /** Sets the bit of every ordinal with a point inside the polygon. */
  markWithinPolygon(polygon: SphericalPolygon, out: Bitset): void {
    const { latLow, latHigh, lngLow, lngHigh } = polygon.bounds
    const xyz = this.xyz
    this.scanBand(
      latLow - MARGIN_DEGREES,
      latHigh + MARGIN_DEGREES,
      lngLow === undefined ? Number.NEGATIVE_INFINITY : lngLow - MARGIN_DEGREES,
      lngHigh === undefined ? Number.POSITIVE_INFINITY : lngHigh + MARGIN_DEGREES,
      out,
      (p) => polygon.contains(xyz[3 * p]!, xyz[3 * p + 1]!, xyz[3 * p + 2]!),
    )
  }

  /** Tests the points in a latitude band (and unwrapped longitude range) and marks their ordinals. */
  private scanBand(
    latLow: number,
    latHigh: number,
    lngLow: number,
    lngHigh: number,
    out: Bitset,
    inside: (point: number) => boolean,
  ): void {
    const { points, latitudes } = this.order.sorted(this.lat, this.points)
    let i = lowerBound(latitudes, latLow)
    const end = upperBound(latitudes, latHigh)
    const checkLng = Number.isFinite(lngLow) && Number.isFinite(lngHigh) && lngHigh - lngLow < 360
    const words = out.words
    const lng = this.lng
    const ordinalOf = this.ordinalOf
    for (; i < end; i++) {
      const p = points[i]!
      if (checkLng) {
        let value = lng[p]!
        if (value < lngLow) value += 360 * Math.ceil((lngLow - value) / 360)
        else if (value >= lngLow + 360) value -= 360 * Math.floor((value - lngLow) / 360)
        if (value > lngHigh) continue
      }
      if (!inside(p)) continue
      const o = ordinalOf[p]!
      words[o >>> 5]! |= 1 << (o & 31)
    }
  }

  private push(ordinal: number, lat: number, lng: number): void {
    const p = this.points++
    if (p >= this.lat.length) this.growPoints()
    this.lat[p] = lat
    this.lng[p] = lng
    const [x, y, z] = unitVector(lat, lng)
    this.xyz[3 * p] = x
    this.xyz[3 * p + 1] = y
    this.xyz[3 * p + 2] = z
    this.ordinalOf[p] = ordinal
  }

  private growPoints(): void {
    const size = this.lat.length * 2
    const grow = <T extends Float64Array | Uint32Array>(old: T, n: number): T => {
      const next = new (old.constructor as new (length: number) => T)(n)
      next.set(old)
      return next
    }
    this.lat = grow(this.lat, size)
    this.lng = grow(this.lng, size)
    this.xyz = grow(this.xyz, size * 3)
    this.ordinalOf = grow(this.ordinalOf, size)
  }

  private ensureOrdinal(ordinal: number): void {
    if (ordinal < this.first.length) return
    let size = this.first.length
    while (size <= ordinal) size *= 2
    const first = new Int32Array(size)
    first.set(this.first)
    const count = new Int32Array(size)
    count.set(this.count)
    this.first = first
    this.count = count
  }
}

function lowerBound(values: Float64Array, target: number): number {
  let lo = 0
  let hi = values.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (values[mid]! < target) lo = mid + 1
    else hi = mid
  }
  return lo
}

function upperBound(values: Float64Array, target: number): number {
  let lo = 0
  let hi = values.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (values[mid]! <= target) lo = mid + 1
    else hi = mid
  }
  return lo
}
