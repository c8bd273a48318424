import { type BodyShape, pt } from './body-shape.ts'
import { CHROME, LIGHT, TAIL } from './body-styles.ts'

const dark = '#2a2c30'

export const motorcycle: BodyShape = {
  length: 2150,
  width: 800,
  solids: [
    {
      profile: [pt(640, 260), pt(1200, 260), pt(1320, 430), pt(1290, 720), pt(760, 740), pt(570, 480)],
      z: [-170, 170],
      fill: '#3b3e43',
      side: [{ points: [700, 300, 980, 290, 1020, 480, 760, 520], fill: '#8d939a' }],
    },
    { profile: [pt(60, 430), pt(640, 300), pt(700, 360), pt(110, 520)], z: [130, 230], fill: CHROME },
    { profile: [pt(330, 290), pt(800, 330), pt(800, 420), pt(330, 350)], z: [-120, 120], fill: dark },
    {
      profile: [pt(420, 900), pt(980, 870), pt(1010, 960), pt(740, 1000), pt(430, 1020)],
      z: [-150, 150],
      fill: '#1c1d20',
    },
    {
      profile: [
        pt(120, 960),
        pt(480, 880),
        pt(470, 1010),
        pt(150, 1050, { details: [{ u: [0.2, 0.8], t: [-0.7, 0.7], fill: TAIL }] }),
      ],
      z: [-105, 105],
      fill: 'paint',
    },
    {
      profile: [pt(960, 800), pt(1420, 760), pt(1520, 980), pt(1230, 1110), pt(980, 1010)],
      z: [-200, 200],
      fill: 'paint',
      side: [{ points: [1050, 900, 1380, 860, 1420, 940, 1100, 980], fill: '#ffffff', opacity: 0.18 }],
    },
    { profile: [pt(1770, 320), pt(1830, 320), pt(1600, 1010), pt(1540, 1010)], z: [60, 110], fill: CHROME },
    { profile: [pt(1770, 320), pt(1830, 320), pt(1600, 1010), pt(1540, 1010)], z: [-110, -60], fill: CHROME },
    {
      profile: [
        pt(1600, 880),
        pt(1700, 900, { details: [{ u: [0.05, 0.95], t: [-0.75, 0.75], fill: LIGHT }] }),
        pt(1720, 990),
        pt(1660, 1060),
        pt(1590, 1030),
      ],
      z: [-110, 110],
      fill: dark,
    },
    {
      profile: [pt(1430, 1080), pt(1490, 1080), pt(1490, 1120), pt(1430, 1120)],
      z: [-390, 390],
      fill: '#1d1e21',
    },
    { profile: [pt(1620, 640), pt(1880, 600), pt(1960, 660), pt(1700, 700)], z: [-70, 70], fill: 'paint' },
  ],
  wheels: [
    { x: 330, radius: 320, z: [-95, 95], rim: '#2d3035', rimSize: 0.78, centred: true },
    { x: 1790, radius: 320, z: [-65, 65], rim: '#2d3035', rimSize: 0.78, centred: true },
  ],
  interior: 'motorcycle',
  anchors: {
    headlight: [1720, 960, 0],
    'front-wheel': [1790, 320, 65],
    'rear-wheel': [330, 320, 95],
    'tail-light': [130, 1000, 0],
    roof: [1250, 1100, 0],
    side: [950, 500, 170],
  },
}
