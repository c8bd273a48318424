import { describe, expect, it } from 'vitest'
import { chordLength2, quantizeDegrees, typesenseDistanceMeters, unitVector } from './geo-point.ts'

describe('geo points', () => {
  it('truncates coordinates to millionths of a degree toward zero', () => {
    expect(quantizeDegrees(48.8462098778)).toBe(48.846209)
    expect(quantizeDegrees(-33.8869999)).toBe(-33.886999)
  })

  it('measures whole metres on a 3958.75-mile sphere', () => {
    // Typesense's own sorting test: Pantheon from a point near it is 348 m.
    expect(typesenseDistanceMeters(48.846209, 2.345152, 48.844429, 2.349071)).toBe(348)
    expect(typesenseDistanceMeters(0, 0, 0, 0)).toBe(0)
  })

  it('gives unit vectors and chord lengths consistent with each other', () => {
    const [x, y, z] = unitVector(10, 20)
    expect(x * x + y * y + z * z).toBeCloseTo(1, 15)
    expect(chordLength2(Math.PI)).toBeCloseTo(4, 15)
    expect(chordLength2(10)).toBeCloseTo(4, 15)
  })
})
