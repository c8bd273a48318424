import { demoMediaUrlPrefix } from '../paths.ts'

/** Body shapes the illustrations exist for; each feed body type maps to one of these. */
export const photoBodies = [
  'hatch',
  'sedan',
  'wagon',
  'suv',
  'ute',
  'coupe',
  'van',
  'cab-chassis',
  'pantech',
  'prime-mover',
  'motorcycle',
  'caravan',
] as const
export type PhotoBody = (typeof photoBodies)[number]

/** The feed's colour names and the paint used to draw them. */
export const vehicleColours = {
  White: '#f1f2f4',
  Black: '#1f2124',
  Silver: '#b9bec5',
  Grey: '#676d76',
  Blue: '#1f4f9e',
  Red: '#b4191f',
  Green: '#2f6a48',
  Orange: '#dc6a1d',
  Yellow: '#eec12b',
  Brown: '#6d4a33',
} as const
export type VehicleColour = keyof typeof vehicleColours
export const vehicleColourNames = Object.keys(vehicleColours) as VehicleColour[]

export const exteriorAngles = ['front-three-quarter', 'side', 'rear-three-quarter', 'front', 'rear'] as const
export type ExteriorAngle = (typeof exteriorAngles)[number]

export const SPIN_FRAME_COUNT = 24
export type SpinAngle = `spin-${string}`
export const spinAngles: readonly SpinAngle[] = Array.from(
  { length: SPIN_FRAME_COUNT },
  (_, frame) => `spin-${String(frame).padStart(2, '0')}` as const,
)

export type VehicleAngle = ExteriorAngle | 'interior' | SpinAngle
export const vehicleAngles: readonly VehicleAngle[] = [...exteriorAngles, 'interior', ...spinAngles]

export interface VehicleMedia {
  body: PhotoBody
  colour: VehicleColour
  angle: VehicleAngle
}

export function vehiclePhotoFileName(body: PhotoBody, colour: VehicleColour, angle: VehicleAngle): string {
  return `${body}-${colour.toLowerCase()}-${angle}.svg`
}

// The feed asks for the same few thousand paths millions of times at 100,000 vehicles: share the strings.
const pathCache = new Map<string, string>()

export function vehiclePhotoPath(body: PhotoBody, colour: VehicleColour, angle: VehicleAngle): string {
  const fileName = vehiclePhotoFileName(body, colour, angle)
  let path = pathCache.get(fileName)
  if (path === undefined) {
    path = `${demoMediaUrlPrefix}/vehicles/${fileName}`
    pathCache.set(fileName, path)
  }
  return path
}

/** Every (body, colour, angle) combination the stock feed can reference. */
export function allVehicleMedia(): VehicleMedia[] {
  return photoBodies.flatMap((body) =>
    vehicleColourNames.flatMap((colour) => vehicleAngles.map((angle) => ({ body, colour, angle }))),
  )
}
