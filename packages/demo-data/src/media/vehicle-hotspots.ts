import type { HotspotAnchor } from './body-shape.ts'
import { bodyShapes } from './body-shapes.ts'
import { project } from './projection.ts'
import { type InteriorSpot, interiorSpots } from './render-interior.ts'
import { type PhotoBody, spinAngles } from './vehicle-media.ts'
import { HEIGHT, viewFor, WIDTH } from './vehicle-view.ts'

export interface HotspotPlacement {
  /** Percent of the image width and height. */
  x: number
  y: number
  /** The spin frame the point is shown on. */
  imageIndex: number
}

/** The spin frame each anchor is best seen on (frame 0 is the front three-quarter view). */
const anchorFrames: Readonly<Record<HotspotAnchor, number>> = {
  headlight: 0,
  'front-wheel': 0,
  roof: 1,
  'tail-light': 19,
  'rear-wheel': 22,
  side: 23,
}

const round1 = (value: number) => Math.round(value * 10) / 10

/** Where a feature of a body appears on its spin frames, so hotspots sit on the drawing. */
export function exteriorHotspot(body: PhotoBody, anchor: HotspotAnchor): HotspotPlacement {
  const shape = bodyShapes[body]
  const imageIndex = anchorFrames[anchor]
  const [x, y, z] = shape.anchors[anchor]
  const point = project(viewFor(shape, spinAngles[imageIndex]!), x, y, z)
  return { x: round1((point.x / WIDTH) * 100), y: round1((point.y / HEIGHT) * 100), imageIndex }
}

/** Points of interest on a body's interior picture. */
export function interiorHotspots(body: PhotoBody): readonly InteriorSpot[] {
  return interiorSpots[bodyShapes[body].interior]
}
