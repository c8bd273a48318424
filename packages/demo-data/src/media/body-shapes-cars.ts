import {
  arch,
  type BodyShape,
  type FaceStyle,
  type ProfilePoint,
  pt,
  rect,
  type SideDetail,
} from './body-shape.ts'
import { CHROME, carFront, carRear, glassFace, LIGHT, PLATE, TAIL, TRIM, trimFace } from './body-styles.ts'

interface CarSpec {
  length: number
  width: number
  wheels: readonly [number, number]
  radius: number
  sill: number
  /** Height of the front face's lower and upper edges (bumper top, bonnet leading edge). */
  nose: readonly [number, number]
  /** From the base of the windscreen over the roof to the top of the rear face (which ends at `tailBottom`). */
  upper: readonly ProfilePoint[]
  tailBottom: number
  /** Side windows and the trim drawn over them (pillars, panel lines, lights). */
  side: readonly SideDetail[]
  extraSolids?: BodyShape['solids']
  anchors: BodyShape['anchors']
}

const handle = (x: number, y: number): SideDetail => ({
  points: rect(x, y, x + 150, y + 35),
  fill: '#000000',
  opacity: 0.3,
})
const line = (...points: number[]): SideDetail => ({ points, line: true })
const glass = (...points: number[]): SideDetail => ({ points, fill: 'glass' })
const paintPanel = (...points: number[]): SideDetail => ({ points, fill: 'paint' })
const light = (...points: number[]): SideDetail => ({ points, fill: LIGHT })
const tail = (...points: number[]): SideDetail => ({ points, fill: TAIL })
const mirror = (x: number, y: number): SideDetail => ({
  points: [x, y, x - 170, y + 5, x - 180, y + 110, x - 30, y + 120],
  fill: TRIM,
})
const highlight = (...points: number[]): SideDetail => ({ points, fill: '#ffffff', opacity: 0.16 })

function car(spec: CarSpec): BodyShape {
  const { length, width, wheels, radius, sill, nose } = spec
  const archRadius = radius + 50
  const profile: ProfilePoint[] = [
    pt(40, sill + 30),
    ...arch(wheels[0], radius, archRadius, sill),
    ...arch(wheels[1], radius, archRadius, sill),
    pt(length - 90, sill + 10, trimFace),
    pt(length, nose[0], carFront),
    pt(length - 20, nose[1]),
    ...spec.upper,
    pt(55, spec.tailBottom, trimFace),
  ]
  const half = width / 2
  return {
    length,
    width,
    solids: [{ profile, z: [-half, half], fill: 'paint', side: spec.side }, ...(spec.extraSolids ?? [])],
    wheels: wheels.map((x) => ({ x, radius, z: [half - 250, half - 30], rim: CHROME, rimSize: 0.64 })),
    interior: 'car',
    anchors: spec.anchors,
  }
}

export const hatch = car({
  length: 4290,
  width: 1790,
  wheels: [770, 3406],
  radius: 315,
  sill: 330,
  nose: [520, 760],
  upper: [pt(3260, 935, glassFace), pt(2330, 1440), pt(780, 1455, glassFace), pt(230, 1110, carRear)],
  tailBottom: 560,
  side: [
    highlight(400, 1040, 3190, 930, 3190, 900, 400, 1000),
    glass(3190, 965, 2370, 1395, 830, 1410, 400, 1085),
    paintPanel(2000, 975, 2110, 970, 2110, 1420, 2000, 1420),
    paintPanel(880, 1020, 1040, 1015, 1040, 1430, 880, 1430),
    line(3230, 960, 3200, 420),
    line(2055, 1420, 2055, 400),
    line(990, 1030, 1100, 650),
    handle(2560, 900),
    handle(1450, 925),
    mirror(3180, 965),
    light(4270, 755, 4285, 640, 4120, 660, 4020, 740),
    tail(228, 1100, 165, 880, 330, 900, 420, 1075),
  ],
  anchors: {
    headlight: [4280, 700, 700],
    'front-wheel': [3406, 315, 895],
    'rear-wheel': [770, 315, 895],
    'tail-light': [200, 1000, 700],
    roof: [1600, 1450, 0],
    side: [2600, 800, 895],
  },
})

export const sedan = car({
  length: 4660,
  width: 1840,
  wheels: [900, 3710],
  radius: 325,
  sill: 340,
  nose: [530, 760],
  upper: [
    pt(3520, 930, glassFace),
    pt(2650, 1420),
    pt(1480, 1425, glassFace),
    pt(860, 1060),
    pt(160, 1035, carRear),
  ],
  tailBottom: 560,
  side: [
    highlight(300, 1000, 3450, 930, 3450, 895, 300, 960),
    glass(3450, 960, 2680, 1385, 1500, 1390, 1040, 1050),
    paintPanel(2230, 985, 2340, 980, 2340, 1420, 2230, 1420),
    line(3480, 955, 3450, 430),
    line(2285, 1420, 2285, 420),
    line(1150, 1040, 1250, 700),
    handle(2850, 900),
    handle(1700, 920),
    mirror(3440, 960),
    light(4640, 755, 4655, 650, 4480, 660, 4380, 745),
    tail(158, 1030, 115, 860, 330, 880, 380, 1035),
  ],
  anchors: {
    headlight: [4650, 700, 720],
    'front-wheel': [3710, 325, 920],
    'rear-wheel': [900, 325, 920],
    'tail-light': [150, 960, 720],
    roof: [2000, 1425, 0],
    side: [2800, 800, 920],
  },
})

export const wagon = car({
  length: 4870,
  width: 1875,
  wheels: [960, 3705],
  radius: 340,
  sill: 370,
  nose: [560, 800],
  upper: [pt(3600, 980, glassFace), pt(2800, 1500), pt(560, 1490, glassFace), pt(130, 1130, carRear)],
  tailBottom: 600,
  side: [
    highlight(320, 1080, 3530, 975, 3530, 940, 320, 1040),
    glass(3530, 1010, 2830, 1460, 600, 1455, 310, 1130),
    paintPanel(2350, 1030, 2460, 1025, 2460, 1500, 2350, 1500),
    paintPanel(1150, 1060, 1260, 1055, 1260, 1500, 1150, 1500),
    line(3560, 1005, 3530, 440),
    line(2405, 1500, 2405, 440),
    line(1205, 1070, 1300, 760),
    handle(2950, 950),
    handle(1800, 970),
    mirror(3520, 1010),
    light(4850, 795, 4865, 680, 4700, 690, 4600, 785),
    tail(128, 1120, 95, 900, 290, 920, 330, 1115),
  ],
  anchors: {
    headlight: [4860, 740, 740],
    'front-wheel': [3705, 340, 937],
    'rear-wheel': [960, 340, 937],
    'tail-light': [110, 1020, 740],
    roof: [1700, 1495, 0],
    side: [2900, 850, 937],
  },
})

const roofRail = (z: number): BodyShape['solids'][number] => ({
  profile: [pt(950, 1668), pt(2500, 1662), pt(2450, 1730), pt(1000, 1735)],
  z: [z - 45, z + 45],
  fill: '#2b2e32',
})

export const suv = car({
  length: 4650,
  width: 1860,
  wheels: [900, 3590],
  radius: 370,
  sill: 470,
  nose: [700, 980],
  upper: [pt(3500, 1095, glassFace), pt(2760, 1660), pt(640, 1670, glassFace), pt(210, 1330, carRear)],
  tailBottom: 720,
  side: [
    highlight(360, 1250, 3440, 1090, 3440, 1055, 360, 1210),
    { points: rect(1340, 470, 3150, 580), fill: TRIM },
    glass(3440, 1125, 2790, 1620, 680, 1630, 360, 1290),
    paintPanel(2250, 1150, 2360, 1145, 2360, 1665, 2250, 1665),
    paintPanel(1080, 1185, 1220, 1180, 1220, 1670, 1080, 1670),
    line(3470, 1120, 3430, 580),
    line(2305, 1660, 2305, 580),
    line(1150, 1190, 1260, 820),
    handle(2850, 1060),
    handle(1700, 1080),
    mirror(3430, 1125),
    light(4628, 975, 4645, 860, 4470, 870, 4380, 965),
    tail(208, 1320, 165, 1100, 360, 1120, 420, 1300),
  ],
  extraSolids: [roofRail(-790), roofRail(790)],
  anchors: {
    headlight: [4640, 900, 720],
    'front-wheel': [3590, 370, 930],
    'rear-wheel': [900, 370, 930],
    'tail-light': [190, 1230, 720],
    roof: [1800, 1700, 0],
    side: [2800, 950, 930],
  },
})

const cabBack: FaceStyle = { details: [{ u: [0.45, 0.85], t: [-0.7, 0.7], fill: 'glass' }] }
const tub: FaceStyle = { details: [{ u: [0.015, 0.985], t: [-0.9, 0.9], fill: '#2a2c30' }] }
const tailgate: FaceStyle = {
  details: [
    { u: [0.35, 0.95], t: [0.82, 0.97], fill: TAIL, mirror: true },
    { u: [0.5, 0.62], t: [-0.3, 0.3], fill: '#000000' },
  ],
}

export const ute = car({
  length: 5330,
  width: 1880,
  wheels: [1150, 4230],
  radius: 380,
  sill: 500,
  nose: [720, 1030],
  upper: [
    pt(4180, 1160, glassFace),
    pt(3420, 1790),
    pt(2050, 1800, cabBack),
    pt(1990, 1140, tub),
    pt(70, 1140, tailgate),
  ],
  tailBottom: 720,
  side: [
    highlight(80, 1110, 4110, 1160, 4110, 1120, 80, 1070),
    glass(4110, 1190, 3450, 1750, 2130, 1755, 2110, 1200),
    paintPanel(2980, 1190, 3090, 1190, 3090, 1790, 2980, 1790),
    line(4140, 1185, 4100, 600),
    line(3035, 1790, 3035, 560),
    line(2090, 1790, 2090, 580),
    line(1985, 1140, 1985, 580),
    handle(3650, 1110),
    handle(2550, 1120),
    mirror(4100, 1190),
    light(5308, 1025, 5325, 900, 5150, 910, 5050, 1015),
    tail(72, 1130, 66, 760, 170, 760, 170, 1130),
    { points: rect(60, 560, 300, 720), fill: CHROME },
  ],
  anchors: {
    headlight: [5320, 960, 740],
    'front-wheel': [4230, 380, 940],
    'rear-wheel': [1150, 380, 940],
    'tail-light': [70, 1000, 840],
    roof: [1000, 1140, 0],
    side: [3500, 1000, 940],
  },
})

export const coupe = car({
  length: 4790,
  width: 1920,
  wheels: [900, 3620],
  radius: 340,
  sill: 320,
  nose: [500, 700],
  upper: [
    pt(3300, 880, glassFace),
    pt(2350, 1330),
    pt(1750, 1335, glassFace),
    pt(700, 1000),
    pt(130, 985, carRear),
  ],
  tailBottom: 520,
  side: [
    highlight(300, 955, 3220, 875, 3220, 840, 300, 915),
    glass(3220, 905, 2380, 1295, 1780, 1300, 1150, 1000),
    line(3250, 900, 3220, 410),
    line(1850, 1310, 1900, 520),
    handle(2250, 850),
    mirror(3210, 905),
    light(4760, 695, 4780, 600, 4600, 610, 4500, 690),
    tail(128, 978, 92, 800, 300, 820, 330, 975),
  ],
  anchors: {
    headlight: [4775, 650, 760],
    'front-wheel': [3620, 340, 930],
    'rear-wheel': [900, 340, 930],
    'tail-light': [110, 900, 760],
    roof: [2000, 1335, 0],
    side: [2600, 700, 960],
  },
})

const vanRear: FaceStyle = {
  details: [
    { u: [0.58, 0.92], t: [-0.85, 0.85], fill: 'glass' },
    { u: [0.2, 0.55], t: [0.86, 0.98], fill: TAIL, mirror: true },
    { u: [0.03, 0.15], t: [-0.22, 0.22], fill: PLATE },
  ],
}

export const van = car({
  length: 5100,
  width: 1950,
  wheels: [1000, 4100],
  radius: 345,
  sill: 430,
  nose: [650, 980],
  upper: [pt(4550, 1130, glassFace), pt(3850, 1940), pt(160, 1960, vanRear)],
  tailBottom: 620,
  side: [
    highlight(90, 1150, 4480, 1110, 4480, 1075, 90, 1110),
    glass(4480, 1160, 3880, 1880, 3350, 1890, 3350, 1170),
    glass(3200, 1200, 3200, 1880, 2050, 1890, 2050, 1210),
    glass(1950, 1210, 1950, 1890, 450, 1900, 420, 1230),
    line(4520, 1150, 4480, 600),
    line(3275, 1930, 3275, 560),
    line(1990, 1930, 1990, 560),
    handle(3600, 1080),
    handle(2250, 1100),
    mirror(4470, 1160),
    light(5080, 975, 5098, 860, 4930, 870, 4830, 965),
    tail(75, 1350, 62, 850, 150, 850, 160, 1350),
  ],
  anchors: {
    headlight: [5090, 900, 760],
    'front-wheel': [4100, 345, 945],
    'rear-wheel': [1000, 345, 945],
    'tail-light': [60, 1100, 900],
    roof: [2000, 1955, 0],
    side: [2600, 1500, 975],
  },
})
