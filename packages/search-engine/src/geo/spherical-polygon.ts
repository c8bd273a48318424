import { unitVector } from './geo-point.ts'

type Vec3 = [number, number, number]

const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const norm = (a: Vec3): Vec3 => {
  const length = Math.sqrt(dot(a, a))
  return [a[0] / length, a[1] / length, a[2] / length]
}

/** Latitude and longitude bounds of a polygon, for a cheap prefilter before the exact test. */
export interface PolygonBounds {
  latLow: number
  latHigh: number
  /** Unwrapped longitude range (`lngHigh - lngLow` may exceed 180); undefined when every longitude counts. */
  lngLow: number | undefined
  lngHigh: number | undefined
}

/**
 * A loop on the sphere whose edges are great-circle arcs, as S2Loop models a Typesense polygon filter.
 * Points are tested in a gnomonic projection centred on the loop, where great circles are straight lines,
 * so containment is exact for loops that fit in a hemisphere (a city, a state, a country).
 */
export class SphericalPolygon {
  private readonly center: Vec3
  private readonly e1: Vec3
  private readonly e2: Vec3
  private readonly vertices: readonly { lat: number; lng: number }[]
  private readonly xs: Float64Array
  private readonly ys: Float64Array
  readonly bounds: PolygonBounds

  constructor(vertices: readonly { lat: number; lng: number }[]) {
    this.vertices = vertices
    const points = vertices.map((v) => unitVector(v.lat, v.lng))
    const sum: Vec3 = [0, 0, 0]
    for (const p of points) for (let k = 0; k < 3; k++) sum[k]! += p[k]!
    this.center = norm(sum)
    const helper: Vec3 = Math.abs(this.center[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0]
    this.e1 = norm(cross(helper, this.center))
    this.e2 = cross(this.center, this.e1)
    this.xs = new Float64Array(points.length)
    this.ys = new Float64Array(points.length)
    points.forEach((p, i) => {
      const [x, y] = this.project(p[0], p[1], p[2]) ?? [Number.NaN, Number.NaN]
      this.xs[i] = x
      this.ys[i] = y
    })
    this.bounds = this.computeBounds(points)
  }

  /** Whether the unit vector (x, y, z) lies inside the loop. */
  contains(x: number, y: number, z: number): boolean {
    const projected = this.project(x, y, z)
    if (!projected) return false
    const [px, py] = projected
    const xs = this.xs
    const ys = this.ys
    let inside = false
    for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
      const yi = ys[i]!
      const yj = ys[j]!
      if (yi > py !== yj > py) {
        const crossX = xs[i]! + ((py - yi) * (xs[j]! - xs[i]!)) / (yj - yi)
        if (px < crossX) inside = !inside
      }
    }
    return inside
  }

  /** S2Loop's validation: the first problem found, worded as S2Error words it, or undefined. */
  validationError(): string | undefined {
    const n = this.vertices.length
    for (let i = 0; i < n; i++) {
      const { lat, lng } = this.vertices[i]!
      if (!Number.isFinite(lat) || !Number.isFinite(lng)) return `Vertex ${i} is not unit length`
    }
    if (n < 3) return 'Non-empty, non-full loops must have at least 3 vertices'
    const points = this.vertices.map((v) => unitVector(v.lat, v.lng))
    const same = (a: Vec3, b: Vec3) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2]
    for (let i = 0; i < n; i++) {
      const a = points[i]!
      const b = points[(i + 1) % n]!
      if (same(a, b)) return `Edge ${i} is degenerate (duplicate vertex)`
      if (a[0] === -b[0] && a[1] === -b[1] && a[2] === -b[2]) {
        return `Vertices ${i} and ${(i + 1) % n} are antipodal`
      }
    }
    // Two edges ending at the same vertex (S2 checks each shared vertex once, by the edges' end points).
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        if (!same(points[i]!, points[j]!)) continue
        const a = (i + n - 1) % n
        const b = j - 1
        return `Edge ${Math.min(a, b)} has duplicate vertex with edge ${Math.max(a, b)}`
      }
    }
    for (let i = 0; i < n; i++) {
      for (let j = i + 2; j < n; j++) {
        if (i === 0 && j === n - 1) continue
        if (this.segmentsCross(i, j)) return `Edge ${i} crosses edge ${j}`
      }
    }
    return undefined
  }

  private segmentsCross(i: number, j: number): boolean {
    const n = this.xs.length
    const ax = this.xs[i]!
    const ay = this.ys[i]!
    const bx = this.xs[(i + 1) % n]!
    const by = this.ys[(i + 1) % n]!
    const cx = this.xs[j]!
    const cy = this.ys[j]!
    const dx = this.xs[(j + 1) % n]!
    const dy = this.ys[(j + 1) % n]!
    const side = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) =>
      Math.sign((qx - px) * (ry - py) - (qy - py) * (rx - px))
    const d1 = side(ax, ay, bx, by, cx, cy)
    const d2 = side(ax, ay, bx, by, dx, dy)
    const d3 = side(cx, cy, dx, dy, ax, ay)
    const d4 = side(cx, cy, dx, dy, bx, by)
    return d1 * d2 < 0 && d3 * d4 < 0
  }

  private project(x: number, y: number, z: number): [number, number] | undefined {
    const c = this.center
    const along = x * c[0] + y * c[1] + z * c[2]
    if (!(along > 0)) return undefined
    const qx = x / along
    const qy = y / along
    const qz = z / along
    return [
      qx * this.e1[0] + qy * this.e1[1] + qz * this.e1[2],
      qx * this.e2[0] + qy * this.e2[1] + qz * this.e2[2],
    ]
  }

  private computeBounds(points: Vec3[]): PolygonBounds {
    let latLow = Number.POSITIVE_INFINITY
    let latHigh = Number.NEGATIVE_INFINITY
    for (const v of this.vertices) {
      latLow = Math.min(latLow, v.lat)
      latHigh = Math.max(latHigh, v.lat)
    }
    // A great-circle edge bows toward the nearer pole: include the highest and lowest point of each arc.
    for (let i = 0; i < points.length; i++) {
      const a = points[i]!
      const b = points[(i + 1) % points.length]!
      const normal = cross(a, b)
      const length = Math.sqrt(dot(normal, normal))
      if (!(length > 0)) continue
      const nz = normal[2] / length
      const top: Vec3 = [-nz * (normal[0] / length), -nz * (normal[1] / length), 1 - nz * nz]
      const topLength = Math.sqrt(dot(top, top))
      if (!(topLength > 0)) continue
      for (const sign of [1, -1]) {
        const m: Vec3 = [
          (sign * top[0]) / topLength,
          (sign * top[1]) / topLength,
          (sign * top[2]) / topLength,
        ]
        if (dot(cross(a, m), normal) >= 0 && dot(cross(m, b), normal) >= 0) {
          const lat = (Math.asin(Math.max(-1, Math.min(1, m[2]))) * 180) / Math.PI
          latLow = Math.min(latLow, lat)
          latHigh = Math.max(latHigh, lat)
        }
      }
    }
    const northInside = this.contains(0, 0, 1)
    const southInside = this.contains(0, 0, -1)
    if (northInside) latHigh = 90
    if (southInside) latLow = -90
    let lngLow: number | undefined
    let lngHigh: number | undefined
    if (!northInside && !southInside) {
      let unwrapped = this.vertices[0]!.lng
      lngLow = unwrapped
      lngHigh = unwrapped
      for (let i = 1; i < this.vertices.length; i++) {
        let step = this.vertices[i]!.lng - this.vertices[i - 1]!.lng
        step -= 360 * Math.round(step / 360)
        unwrapped += step
        lngLow = Math.min(lngLow, unwrapped)
        lngHigh = Math.max(lngHigh, unwrapped)
      }
      if (lngHigh - lngLow >= 360) {
        lngLow = undefined
        lngHigh = undefined
      }
    }
    return { latLow, latHigh, lngLow, lngHigh }
  }
}
