import type { FaceStyle } from './body-shape.ts'

export const LIGHT = '#eef3f7'
export const TAIL = '#c3161f'
export const GRILLE = '#24272b'
export const TRIM = '#2c2f33'
export const PLATE = '#f3f3ec'
export const CHROME = '#c8cdd3'
export const TYRE = '#1c1e21'

export const glassFace: FaceStyle = { fill: 'glass' }
export const trimFace: FaceStyle = { fill: TRIM }

export const carFront: FaceStyle = {
  details: [
    { u: [0.08, 0.46], t: [-0.55, 0.55], fill: GRILLE },
    { u: [0.55, 0.94], t: [0.5, 0.93], fill: LIGHT, mirror: true },
    { u: [0.12, 0.3], t: [-0.22, 0.22], fill: PLATE },
  ],
}

export const carRear: FaceStyle = {
  details: [
    { u: [0.6, 0.9], t: [0.56, 0.95], fill: TAIL, mirror: true },
    { u: [0.18, 0.38], t: [-0.25, 0.25], fill: PLATE },
  ],
}
