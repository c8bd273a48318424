import { bodyShapes } from './body-shapes.ts'
import { renderExterior } from './render-exterior.ts'
import { renderInterior } from './render-interior.ts'
import type { PhotoBody, VehicleAngle } from './vehicle-media.ts'
import { HEIGHT, viewFor, WIDTH } from './vehicle-view.ts'

export interface VehicleSvgOptions {
  body: PhotoBody
  /** Paint colour as `#rrggbb`. */
  colour: string
  angle: VehicleAngle
}

const studio = [
  '<defs>',
  '<linearGradient id="b" x2="0" y2="1"><stop offset=".45" stop-color="#f5f7fa"/><stop offset="1" stop-color="#d9dee5"/></linearGradient>',
  '<linearGradient id="g" x2="0" y2="1"><stop stop-color="#6a7f94"/><stop offset="1" stop-color="#1f2832"/></linearGradient>',
  '<filter id="s" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="9"/></filter>',
  '<style>.l{fill:none;stroke:#000;stroke-opacity:.28;stroke-width:2}</style>',
  '</defs>',
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#b)"/>`,
].join('')

/** A flat illustration of a vehicle of the given body and paint, from one camera angle (800x600). */
export function renderVehicleSvg({ body, colour, angle }: VehicleSvgOptions): string {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) throw new Error(`Vehicle colour must be #rrggbb, not "${colour}"`)
  const shape = bodyShapes[body]
  const paint = colour.toLowerCase()
  const content =
    angle === 'interior'
      ? renderInterior(shape.interior, paint)
      : `${studio}${renderExterior(shape, paint, viewFor(shape, angle))}`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">${content}</svg>`
}
