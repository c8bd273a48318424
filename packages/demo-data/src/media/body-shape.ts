/**
 * Vehicles are drawn as a few extruded side profiles ("solids") plus wheels, projected from any angle.
 * Units are millimetres: x runs from the rear (0) to the front, y up from the ground, z across the width
 * (0 on the centre line; positive z is the side seen in the side view).
 */

/** 'paint' is the vehicle's colour, 'glass' the window gradient; otherwise a `#rrggbb` colour. */
export type Fill = 'paint' | 'glass' | `#${string}`

/** A rectangle on a face: u runs along the profile edge (0 at its lower end), t across the width (-1..1). */
export interface FaceDetail {
  u: readonly [number, number]
  t: readonly [number, number]
  fill: Fill
  /** Also draw it at -t (a pair of lights). */
  mirror?: boolean
}

export interface FaceStyle {
  fill?: Fill
  details?: readonly FaceDetail[]
  /** Only this far in from each side (a wheel well), instead of right across the solid. */
  depth?: number
}

/** A profile vertex; `face` styles the face between this vertex and the next. */
export interface ProfilePoint {
  x: number
  y: number
  face?: FaceStyle
}

/** Drawn on both flat sides of a solid, in profile (x, y) coordinates. */
export interface SideDetail {
  points: readonly number[]
  fill?: Fill
  opacity?: number
  /** A panel line: stroked, not filled. */
  line?: boolean
}

export interface Solid {
  profile: readonly ProfilePoint[]
  /** Extent across the width, [near the far side, near the seen side]. */
  z: readonly [number, number]
  fill: Fill
  side?: readonly SideDetail[]
}

export interface Wheel {
  x: number
  radius: number
  /** Absolute z of the tyre's inner and outer faces; mirrored to both sides unless `centred`. */
  z: readonly [number, number]
  rim: Fill
  /** Rim radius as a share of the tyre radius. */
  rimSize: number
  centred?: boolean
}

export type InteriorKind = 'car' | 'truck' | 'motorcycle' | 'caravan'

export type HotspotAnchor = 'headlight' | 'front-wheel' | 'rear-wheel' | 'tail-light' | 'roof' | 'side'

export interface BodyShape {
  length: number
  width: number
  solids: readonly Solid[]
  wheels: readonly Wheel[]
  interior: InteriorKind
  /** Points worth a hotspot, in model coordinates. */
  anchors: Readonly<Record<HotspotAnchor, readonly [number, number, number]>>
}

export const pt = (x: number, y: number, face?: FaceStyle): ProfilePoint => (face ? { x, y, face } : { x, y })

export const wellFace: FaceStyle = { fill: '#1b1d20', depth: 320 }

/**
 * The cut-out over a wheel for a profile that runs rear to front along its bottom edge: from the body's
 * bottom line up and over the wheel centre and down again.
 */
export function arch(centreX: number, wheelY: number, radius: number, bottom: number): ProfilePoint[] {
  const start = Math.asin(Math.max(-1, Math.min(1, (bottom - wheelY) / radius)))
  const steps = 6
  const points: ProfilePoint[] = []
  for (let step = 0; step <= steps; step++) {
    const angle = Math.PI - start - ((Math.PI - 2 * start) * step) / steps
    const x = Math.round(centreX + radius * Math.cos(angle))
    const y = Math.round(wheelY + radius * Math.sin(angle))
    points.push(step < steps ? pt(x, y, wellFace) : pt(x, y))
  }
  return points
}

/** A rectangle as SideDetail points. */
export const rect = (x0: number, y0: number, x1: number, y1: number): number[] => [
  x0,
  y0,
  x1,
  y0,
  x1,
  y1,
  x0,
  y1,
]
