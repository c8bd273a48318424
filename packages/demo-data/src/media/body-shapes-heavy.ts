import {
  arch,
  type BodyShape,
  type FaceStyle,
  type ProfilePoint,
  pt,
  rect,
  type Solid,
  wellFace,
} from './body-shape.ts'
import { CHROME, GRILLE, glassFace, LIGHT, PLATE, TAIL, TRIM } from './body-styles.ts'

const box = (
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  faces: readonly (FaceStyle | undefined)[] = [],
) => [pt(x0, y0, faces[0]), pt(x1, y0, faces[1]), pt(x1, y1, faces[2]), pt(x0, y1, faces[3])]

const solid = (
  profile: ProfilePoint[],
  z: readonly [number, number],
  fill: Solid['fill'],
  side?: Solid['side'],
) => (side ? { profile, z, fill, side } : { profile, z, fill })

const chassisRear: FaceStyle = {
  details: [
    { u: [0.2, 0.8], t: [0.55, 0.95], fill: TAIL, mirror: true },
    { u: [0.2, 0.8], t: [-0.25, 0.25], fill: PLATE },
  ],
}

// A light-truck cab (Isuzu N Series, Hino 300, Fuso Canter): cab-over-engine, front axle under the cab.
const lightCab: Solid = solid(
  [
    pt(5200, 700),
    ...arch(6150, 390, 460, 700),
    pt(6870, 700, {
      fill: '#3a3d42',
      details: [{ u: [0.3, 0.7], t: [-0.2, 0.2], fill: PLATE }],
    }),
    pt(6900, 1050, {
      details: [
        { u: [0.05, 0.45], t: [-0.6, 0.6], fill: GRILLE },
        { u: [0.05, 0.3], t: [0.66, 0.95], fill: LIGHT, mirror: true },
        { u: [0.52, 0.57], t: [-0.35, 0.35], fill: CHROME },
      ],
    }),
    pt(6860, 1750, glassFace),
    pt(6760, 2300),
    pt(5250, 2330),
  ],
  [-1000, 1000],
  'paint',
  [
    { points: [6800, 1780, 6720, 2230, 5850, 2240, 5850, 1750], fill: 'glass' },
    { points: [5800, 2280, 5800, 760], line: true },
    { points: rect(5950, 1620, 6100, 1660), fill: '#000000', opacity: 0.3 },
    { points: rect(6880, 1700, 6950, 2150), fill: TRIM },
    { points: rect(6700, 1100, 6880, 1160), fill: '#f59e0b' },
  ],
)

const lightChassis = solid(
  box(150, 620, 5200, 900, [undefined, undefined, undefined, chassisRear]),
  [-430, 430],
  '#25272a',
)

const lightTruckWheels: BodyShape['wheels'] = [
  { x: 6150, radius: 390, z: [720, 960], rim: '#d8dce0', rimSize: 0.6 },
  { x: 2300, radius: 390, z: [560, 1040], rim: '#d8dce0', rimSize: 0.6 },
]

const lightTruckAnchors = (tailY: number): BodyShape['anchors'] => ({
  headlight: [6900, 1200, 800],
  'front-wheel': [6150, 390, 960],
  'rear-wheel': [2300, 390, 1040],
  'tail-light': [150, tailY, 300],
  roof: [6000, 2330, 0],
  side: [5400, 1500, 1000],
})

const aluminium = '#b7bcc2'

export const cabChassis: BodyShape = {
  length: 6900,
  width: 2200,
  solids: [
    lightCab,
    lightChassis,
    solid(
      box(120, 900, 5050, 1350, [
        undefined,
        undefined,
        { details: [{ u: [0.01, 0.99], t: [-0.94, 0.94], fill: '#8f959c' }] },
      ]),
      [-1100, 1100],
      aluminium,
      [
        { points: [120, 1125, 5050, 1125], line: true },
        { points: [1750, 1350, 1750, 900], line: true },
        { points: [3400, 1350, 3400, 900], line: true },
      ],
    ),
    solid(box(5000, 1350, 5080, 2100), [-1050, 1050], '#9ea4ab'),
  ],
  wheels: lightTruckWheels,
  interior: 'truck',
  anchors: lightTruckAnchors(760),
}

export const pantech: BodyShape = {
  length: 6900,
  width: 2440,
  solids: [
    lightCab,
    lightChassis,
    solid(
      box(120, 900, 5050, 3050, [
        undefined,
        undefined,
        undefined,
        {
          details: [
            { u: [0.02, 0.96], t: [-0.9, 0.9], fill: '#d9dde1' },
            { u: [0.1, 0.14], t: [-0.9, 0.9], fill: 'paint' },
          ],
        },
      ]),
      [-1220, 1220],
      '#f2f3f4',
      [
        { points: rect(200, 1150, 4950, 1400), fill: 'paint' },
        { points: rect(200, 1450, 4950, 1500), fill: 'paint' },
      ],
    ),
  ],
  wheels: lightTruckWheels,
  interior: 'truck',
  anchors: { ...lightTruckAnchors(760), roof: [2500, 3050, 0], side: [2500, 2200, 1220] },
}

export const primeMover: BodyShape = {
  length: 6850,
  width: 2500,
  solids: [
    solid(
      [
        pt(4300, 1000),
        ...arch(5800, 520, 600, 1000),
        pt(6800, 1000, {
          fill: '#3a3d42',
          details: [{ u: [0.45, 0.9], t: [0.6, 0.95], fill: LIGHT, mirror: true }],
        }),
        pt(6850, 1500, {
          details: [
            { u: [0.05, 0.9], t: [-0.55, 0.55], fill: GRILLE },
            { u: [0.3, 0.34], t: [-0.55, 0.55], fill: CHROME },
            { u: [0.6, 0.64], t: [-0.55, 0.55], fill: CHROME },
          ],
        }),
        pt(6800, 2500, glassFace),
        pt(6720, 3250),
        pt(6300, 3900),
        pt(4350, 3900),
      ],
      [-1250, 1250],
      'paint',
      [
        { points: [6780, 2530, 6700, 3200, 6000, 3200, 6000, 2520], fill: 'glass' },
        { points: rect(4800, 2800, 5300, 3100), fill: 'glass' },
        { points: rect(4350, 1000, 5150, 1500), fill: '#2e3135' },
        { points: [5950, 3300, 5950, 1200], line: true },
        { points: rect(6100, 2350, 6250, 2390), fill: '#000000', opacity: 0.3 },
        { points: rect(6830, 2400, 6930, 3000), fill: TRIM },
      ],
    ),
    solid(box(0, 850, 4300, 1200, [undefined, undefined, undefined, chassisRear]), [-450, 450], '#25272a'),
    solid(box(1450, 1200, 2400, 1350), [-900, 900], '#3c3f44'),
    solid(box(3000, 700, 4200, 1250), [800, 1200], '#c7ccd2'),
    solid(box(3000, 700, 4200, 1250), [-1200, -800], '#c7ccd2'),
    solid(box(4150, 1300, 4270, 4200), [1000, 1120], CHROME),
  ],
  wheels: [
    { x: 5800, radius: 520, z: [950, 1250], rim: '#dfe3e7', rimSize: 0.6 },
    { x: 2600, radius: 520, z: [650, 1250], rim: '#dfe3e7', rimSize: 0.6 },
    { x: 1250, radius: 520, z: [650, 1250], rim: '#dfe3e7', rimSize: 0.6 },
  ],
  interior: 'truck',
  anchors: {
    headlight: [6830, 1250, 950],
    'front-wheel': [5800, 520, 1250],
    'rear-wheel': [2600, 520, 1250],
    'tail-light': [0, 1000, 350],
    roof: [5300, 3900, 0],
    side: [5600, 2600, 1250],
  },
}

const caravanWhite = '#f4f4f1'

export const caravan: BodyShape = {
  length: 7600,
  width: 2400,
  solids: [
    solid(
      [
        pt(150, 650),
        pt(2350, 650, wellFace),
        pt(2420, 880, wellFace),
        pt(3880, 880, wellFace),
        pt(3950, 650),
        pt(6050, 650, { fill: '#aab0b6' }),
        pt(6250, 1550, {
          details: [
            { u: [0.0, 0.08], t: [-1, 1], fill: 'paint' },
            { u: [0.2, 0.55], t: [-0.7, 0.7], fill: 'glass' },
          ],
        }),
        pt(6000, 2950, {
          details: [
            { u: [0.25, 0.45], t: [-0.5, 0.5], fill: '#1d3557' },
            { u: [0.5, 0.7], t: [-0.5, 0.5], fill: '#1d3557' },
            { u: [0.78, 0.88], t: [-0.25, 0.25], fill: '#e3e5e7' },
          ],
        }),
        pt(250, 2980, {
          details: [
            { u: [0.08, 0.2], t: [0.7, 0.95], fill: TAIL, mirror: true },
            { u: [0.55, 0.8], t: [-0.5, 0.5], fill: 'glass' },
            { u: [0.03, 0.09], t: [-0.2, 0.2], fill: PLATE },
            { u: [0.16, 0.22], t: [-1, 1], fill: 'paint' },
          ],
        }),
      ],
      [-1200, 1200],
      caravanWhite,
      [
        { points: rect(150, 650, 2350, 800), fill: '#9aa0a6' },
        { points: rect(3950, 650, 6050, 800), fill: '#9aa0a6' },
        { points: rect(165, 1000, 6120, 1180), fill: 'paint' },
        { points: rect(175, 1230, 6150, 1270), fill: 'paint' },
        { points: rect(700, 1750, 2000, 2450), fill: 'glass' },
        { points: rect(4450, 1750, 5700, 2450), fill: 'glass' },
        { points: [3100, 880, 3700, 880, 3700, 2650, 3100, 2650, 3100, 880], line: true },
        { points: rect(3200, 1950, 3600, 2450), fill: 'glass' },
        { points: rect(400, 2700, 5800, 2800), fill: '#5e646b' },
      ],
    ),
    solid(box(6050, 500, 7600, 650), [-120, 120], '#2e3033'),
    solid(box(6200, 650, 6750, 1250), [-900, 900], '#e6e7e5'),
  ],
  wheels: [
    { x: 2900, radius: 350, z: [880, 1100], rim: '#c9ced4', rimSize: 0.6 },
    { x: 3400, radius: 350, z: [880, 1100], rim: '#c9ced4', rimSize: 0.6 },
  ],
  interior: 'caravan',
  anchors: {
    headlight: [6480, 1000, 900],
    'front-wheel': [3400, 350, 1100],
    'rear-wheel': [2900, 350, 1100],
    'tail-light': [170, 1100, 1000],
    roof: [3000, 2970, 0],
    side: [3400, 1700, 1200],
  },
}
