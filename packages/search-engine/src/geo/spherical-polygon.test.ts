import { describe, expect, it } from 'vitest'
import { unitVector } from './geo-point.ts'
import { SphericalPolygon } from './spherical-polygon.ts'

const polygon = (...coordinates: number[]) =>
  new SphericalPolygon(
    Array.from({ length: coordinates.length / 2 }, (_, i) => ({
      lat: coordinates[2 * i]!,
      lng: coordinates[2 * i + 1]!,
    })),
  )
const inside = (p: SphericalPolygon, lat: number, lng: number) => p.contains(...unitVector(lat, lng))

describe('SphericalPolygon', () => {
  it('contains points whatever the winding order', () => {
    const ccw = polygon(-34, 150, -34, 152, -33, 152, -33, 150)
    const cw = polygon(-33, 150, -33, 152, -34, 152, -34, 150)
    for (const p of [ccw, cw]) {
      expect(inside(p, -33.5, 151)).toBe(true)
      expect(inside(p, -32.5, 151)).toBe(false)
      expect(inside(p, -33.5, 153)).toBe(false)
    }
  })

  it('follows great circles, which bow toward the pole between two points of one latitude', () => {
    // From (10, 0) to (10, 60) the edge passes north of latitude 10, so (10.5, 30) is still inside.
    const box = polygon(0, 0, 0, 60, 10, 60, 10, 0)
    expect(inside(box, 9.5, 30)).toBe(true)
    expect(inside(box, 10.5, 30)).toBe(true)
    expect(box.bounds.latHigh).toBeGreaterThan(10)
  })

  it('handles loops across the antimeridian', () => {
    const fiji = polygon(-20, 177, -20, -178, -15, -178, -15, 177)
    expect(inside(fiji, -17, 179.5)).toBe(true)
    expect(inside(fiji, -17, -179.5)).toBe(true)
    expect(inside(fiji, -17, 170)).toBe(false)
    expect(fiji.bounds.lngHigh! - fiji.bounds.lngLow!).toBeCloseTo(5, 9)
  })

  it('reports invalid loops as S2 words them', () => {
    expect(polygon(1, 1, 1, 1, 2, 2).validationError()).toBe('Edge 0 is degenerate (duplicate vertex)')
    expect(polygon(10, 20, 11, 12, 14, 16, 10, 20, 11, 40).validationError()).toBe(
      'Edge 2 has duplicate vertex with edge 4',
    )
    expect(polygon(0, 0, 1, 1, 0, 1, 1, 0).validationError()).toBe('Edge 0 crosses edge 2')
    expect(polygon(0, 0, 1, 1).validationError()).toBe(
      'Non-empty, non-full loops must have at least 3 vertices',
    )
    expect(polygon(0, 0, 0, 1, 1, 1).validationError()).toBeUndefined()
  })
})
