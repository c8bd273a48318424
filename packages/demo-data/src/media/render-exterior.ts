import type { BodyShape, Fill, ProfilePoint, SideDetail, Solid, Wheel } from './body-shape.ts'
import { TYRE } from './body-styles.ts'
import { shade } from './colour.ts'
import { facesViewer, project, type ScreenPoint, type View } from './projection.ts'

interface Face {
  depth: number
  svg: string
}

const SIDE_SHADE = 0.9

/** Draws the vehicle (shadow, wheels and solids, back to front) as SVG elements. */
export function renderExterior(shape: BodyShape, paint: string, view: View): string {
  const parts = [shadow(shape, view)]
  const wheels = shape.wheels.flatMap((wheel) => placeWheels(wheel))
  const near = (wheel: PlacedWheel) => !wheel.centred && wheel.side * Math.cos(view.yaw) > 1e-6
  for (const wheel of wheels.filter((item) => !near(item))) parts.push(renderWheel(wheel, view))
  const solids = shape.solids
    .map((solid) => ({ solid, depth: solidDepth(solid, view) }))
    .sort((a, b) => a.depth - b.depth)
  for (const { solid } of solids) parts.push(renderSolid(solid, paint, view))
  for (const wheel of wheels.filter(near)) parts.push(renderWheel(wheel, view))
  return parts.join('')
}

function colourOf(fill: Fill, paint: string, factor: number): string {
  if (fill === 'glass') return 'url(#g)'
  return shade(fill === 'paint' ? paint : fill, factor)
}

function path(points: readonly ScreenPoint[], closed = true): string {
  const coordinates = points.map((point) => `${Math.round(point.x)} ${Math.round(point.y)}`).join(' ')
  return `M${coordinates}${closed ? 'z' : ''}`
}

function element(fill: string, points: readonly ScreenPoint[], opacity?: number): string {
  const extra = opacity === undefined ? '' : ` opacity="${opacity}"`
  return `<path fill="${fill}"${extra} d="${path(points)}"/>`
}

function shadow(shape: BodyShape, view: View): string {
  const x0 = -200
  const x1 = shape.length + 200
  const z = Math.max(...shape.wheels.flatMap((wheel) => wheel.z.map(Math.abs))) + 150
  const corners = [
    project(view, x0, 0, -z),
    project(view, x1, 0, -z),
    project(view, x1, 0, z),
    project(view, x0, 0, z),
  ]
  return `<path fill="#0b0d10" opacity=".3" filter="url(#s)" d="${path(corners)}"/>`
}

function averageDepth(points: readonly ScreenPoint[]): number {
  return points.reduce((sum, point) => sum + point.depth, 0) / points.length
}

function solidDepth(solid: Solid, view: View): number {
  const xs = solid.profile.map((point) => point.x)
  const ys = solid.profile.map((point) => point.y)
  const x = (Math.min(...xs) + Math.max(...xs)) / 2
  const y = (Math.min(...ys) + Math.max(...ys)) / 2
  return project(view, x, y, (solid.z[0] + solid.z[1]) / 2).depth
}

function signedArea(profile: readonly ProfilePoint[]): number {
  let area = 0
  for (let i = 0; i < profile.length; i++) {
    const a = profile[i]!
    const b = profile[(i + 1) % profile.length]!
    area += a.x * b.y - b.x * a.y
  }
  return area / 2
}

function renderSolid(solid: Solid, paint: string, view: View): string {
  const { profile } = solid
  const [z0, z1] = solid.z
  const orientation = Math.sign(signedArea(profile))
  const faces: Face[] = []
  const zAt = (t: number) => (z0 + z1) / 2 + (t * (z1 - z0)) / 2

  for (let i = 0; i < profile.length; i++) {
    const a = profile[i]!
    const b = profile[(i + 1) % profile.length]!
    const dx = b.x - a.x
    const dy = b.y - a.y
    const length = Math.hypot(dx, dy)
    if (length === 0) continue
    const nx = (orientation * dy) / length
    const ny = (orientation * -dx) / length
    if (!facesViewer(view, nx, ny, 0)) continue
    const factor = ny >= 0 ? 0.8 + 0.2 * ny : 0.8 + 0.3 * ny
    const style = a.face ?? {}
    const fill = colourOf(style.fill ?? solid.fill, paint, factor)
    const quad = (from: number, to: number) => [
      project(view, a.x, a.y, from),
      project(view, b.x, b.y, from),
      project(view, b.x, b.y, to),
      project(view, a.x, a.y, to),
    ]
    if (style.depth !== undefined) {
      for (const corners of [quad(z0, z0 + style.depth), quad(z1 - style.depth, z1)]) {
        faces.push({ depth: averageDepth(corners), svg: element(fill, corners) })
      }
      continue
    }
    const corners = quad(z0, z1)
    const depth = averageDepth(corners)
    let svg = element(fill, corners)
    const [lower, upper] = a.y <= b.y ? [a, b] : [b, a]
    for (const detail of style.details ?? []) {
      const at = (u: number, t: number) =>
        project(view, lower.x + (upper.x - lower.x) * u, lower.y + (upper.y - lower.y) * u, zAt(t))
      const signs = detail.mirror ? [1, -1] : [1]
      for (const sign of signs) {
        const [t0, t1] = [detail.t[0] * sign, detail.t[1] * sign]
        const [u0, u1] = detail.u
        const decal = detail.fill === 'paint' && (style.fill ?? solid.fill) !== 'paint'
        svg += element(colourOf(detail.fill, paint, decal ? 1 : factor), [
          at(u0, t0),
          at(u1, t0),
          at(u1, t1),
          at(u0, t1),
        ])
      }
    }
    faces.push({ depth, svg })
  }

  const cosYaw = Math.cos(view.yaw)
  if (Math.abs(cosYaw) > 1e-6) {
    const z = cosYaw > 0 ? z1 : z0
    const points = profile.map((point) => project(view, point.x, point.y, z))
    const depth = averageDepth(points)
    let svg = element(colourOf(solid.fill, paint, SIDE_SHADE), points)
    // Paint on an unpainted body (a caravan's stripes, a pantech's livery) is a decal: keep its exact colour.
    const decalShade = solid.fill === 'paint' ? SIDE_SHADE : 1
    for (const detail of solid.side ?? []) svg += sideDetail(detail, paint, view, z, decalShade)
    faces.push({ depth, svg })
  }

  return faces
    .sort((a, b) => a.depth - b.depth)
    .map((face) => face.svg)
    .join('')
}

function sideDetail(detail: SideDetail, paint: string, view: View, z: number, paintShade: number): string {
  const points: ScreenPoint[] = []
  for (let i = 0; i + 1 < detail.points.length; i += 2) {
    points.push(project(view, detail.points[i]!, detail.points[i + 1]!, z))
  }
  if (detail.line) return `<path class="l" d="${path(points, false)}"/>`
  const fill = detail.fill ?? 'paint'
  return element(colourOf(fill, paint, fill === 'paint' ? paintShade : SIDE_SHADE), points, detail.opacity)
}

interface PlacedWheel extends Wheel {
  /** +1 on the side seen in the side view, -1 on the other. */
  side: 1 | -1
}

function placeWheels(wheel: Wheel): PlacedWheel[] {
  if (wheel.centred) return [{ ...wheel, side: 1 }]
  return [
    { ...wheel, side: 1 },
    { ...wheel, z: [-wheel.z[0], -wheel.z[1]], side: -1 },
  ]
}

function circle(view: View, wheel: Wheel, z: number, radius: number, samples = 18): ScreenPoint[] {
  const points: ScreenPoint[] = []
  for (let i = 0; i < samples; i++) {
    const angle = (i / samples) * Math.PI * 2
    points.push(project(view, wheel.x + radius * Math.cos(angle), wheel.radius + radius * Math.sin(angle), z))
  }
  return points
}

function renderWheel(wheel: PlacedWheel, view: View): string {
  const tyre = convexHull([
    ...circle(view, wheel, wheel.z[0], wheel.radius),
    ...circle(view, wheel, wheel.z[1], wheel.radius),
  ])
  let svg = element(TYRE, tyre)
  // The rim shows on the face turned towards the viewer: the outer one for a car, either for a motorcycle.
  const faceZ = wheel.centred
    ? Math.cos(view.yaw) >= 0
      ? Math.max(...wheel.z)
      : Math.min(...wheel.z)
    : wheel.z[1]
  const normal = Math.sign(faceZ) || 1
  if (!facesViewer(view, 0, 0, normal) || Math.abs(Math.cos(view.yaw)) < 0.15) return svg
  svg += element(shade(wheel.rim, 1), circle(view, wheel, faceZ, wheel.radius * wheel.rimSize, 14))
  if (wheel.centred) svg += element('#aab0b7', circle(view, wheel, faceZ, wheel.radius * 0.45, 12))
  svg += element('#4a4f56', circle(view, wheel, faceZ, wheel.radius * 0.16, 8))
  return svg
}

function convexHull(points: readonly ScreenPoint[]): ScreenPoint[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y)
  const cross = (o: ScreenPoint, a: ScreenPoint, b: ScreenPoint) =>
    (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
  const build = (list: ScreenPoint[]) => {
    const hull: ScreenPoint[] = []
    for (const point of list) {
      while (hull.length >= 2 && cross(hull[hull.length - 2]!, hull[hull.length - 1]!, point) <= 0) hull.pop()
      hull.push(point)
    }
    hull.pop()
    return hull
  }
  return [...build(sorted), ...build([...sorted].reverse())]
}
