import type { BodyShape } from './body-shape.ts'
import type { View } from './projection.ts'
import { project } from './projection.ts'
import { type ExteriorAngle, SPIN_FRAME_COUNT, type SpinAngle } from './vehicle-media.ts'

export const WIDTH = 800
export const HEIGHT = 600
const PITCH = (10 * Math.PI) / 180
const degrees = (value: number) => (value * Math.PI) / 180

const namedYaws: Readonly<Record<ExteriorAngle, number>> = {
  'front-three-quarter': degrees(35),
  side: 0,
  'rear-three-quarter': degrees(-35),
  front: degrees(90),
  rear: degrees(-90),
}

/** Spin frame 0 is the front three-quarter view; each frame turns the vehicle 15 degrees further. */
export function spinYaw(frame: number): number {
  return degrees(35 + (360 / SPIN_FRAME_COUNT) * frame)
}

export function yawFor(angle: ExteriorAngle | SpinAngle): number {
  if (angle.startsWith('spin-')) return spinYaw(Number(angle.slice(5)))
  return namedYaws[angle as ExteriorAngle]
}

const allYaws = [
  ...Object.values(namedYaws),
  ...Array.from({ length: SPIN_FRAME_COUNT }, (_, i) => spinYaw(i)),
]
interface Fit {
  scale: number
  originX: number
  originY: number
}
const fits = new WeakMap<BodyShape, Map<string, Fit>>()

/**
 * One scale and origin per body for the turning angles, so a spin does not zoom from frame to frame: the
 * largest extent over all of them fills the frame with a margin. The narrow head-on views get their own.
 */
function fit(shape: BodyShape, angle: ExteriorAngle | SpinAngle): Fit {
  const key = angle === 'front' || angle === 'rear' ? angle : 'turning'
  let byKey = fits.get(shape)
  if (!byKey) {
    byKey = new Map()
    fits.set(shape, byKey)
  }
  const cached = byKey.get(key)
  if (cached) return cached
  const yaws = key === 'turning' ? allYaws : [yawFor(angle)]
  const points: [number, number, number][] = []
  for (const solid of shape.solids) {
    for (const point of solid.profile) for (const z of solid.z) points.push([point.x, point.y, z])
  }
  for (const wheel of shape.wheels) {
    for (const z of [...wheel.z, ...wheel.z.map((value) => -value)]) {
      points.push([wheel.x - wheel.radius, 0, z], [wheel.x + wheel.radius, 0, z])
    }
  }
  let minX = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  let minY = Number.POSITIVE_INFINITY
  let maxY = Number.NEGATIVE_INFINITY
  for (const yaw of yaws) {
    const unit: View = { yaw, pitch: PITCH, scale: 1, originX: 0, originY: 0, centreX: shape.length / 2 }
    for (const [x, y, z] of points) {
      const screen = project(unit, x, y, z)
      minX = Math.min(minX, screen.x)
      maxX = Math.max(maxX, screen.x)
      minY = Math.min(minY, screen.y)
      maxY = Math.max(maxY, screen.y)
    }
  }
  const scale = Math.min(680 / (maxX - minX), 400 / (maxY - minY))
  const result = {
    scale,
    originX: WIDTH / 2 - (scale * (minX + maxX)) / 2,
    originY: 320 - (scale * (minY + maxY)) / 2,
  }
  byKey.set(key, result)
  return result
}

export function viewFor(shape: BodyShape, angle: ExteriorAngle | SpinAngle): View {
  return { ...fit(shape, angle), yaw: yawFor(angle), pitch: PITCH, centreX: shape.length / 2 }
}
