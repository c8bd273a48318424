import type { BodyShape } from './body-shape.ts'
import { coupe, hatch, sedan, suv, ute, van, wagon } from './body-shapes-cars.ts'
import { cabChassis, caravan, pantech, primeMover } from './body-shapes-heavy.ts'
import { motorcycle } from './body-shapes-motorcycle.ts'
import type { PhotoBody } from './vehicle-media.ts'

export const bodyShapes: Readonly<Record<PhotoBody, BodyShape>> = {
  hatch,
  sedan,
  wagon,
  suv,
  ute,
  coupe,
  van,
  'cab-chassis': cabChassis,
  pantech,
  'prime-mover': primeMover,
  motorcycle,
  caravan,
}
