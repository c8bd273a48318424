import { describe, expect, it } from 'vitest'
import { SphericalPolygon } from '../geo/spherical-polygon.ts'
import { Bitset } from './bitset.ts'
import { GeoFieldIndex, MISSING_DISTANCE } from './geo-field-index.ts'

const marked = (set: Bitset) => [...set.toArray()]

describe('GeoFieldIndex', () => {
  it('finds points in a radius, including ones added after the first query', () => {
    const index = new GeoFieldIndex(false)
    index.add(0, [[-33.8148, 151.0017]])
    index.add(1, [[-33.7507, 150.6877]])
    const near = new Bitset(4)
    index.markWithinRadius(-33.8148, 151.0017, 10000, near)
    expect(marked(near)).toEqual([0])
    index.add(2, [[-33.82, 151.0]])
    index.add(3, [[-27.4698, 153.0251]])
    const again = new Bitset(4)
    index.markWithinRadius(-33.8148, 151.0017, 10000, again)
    expect(marked(again)).toEqual([0, 2])
    const wide = new Bitset(4)
    index.markWithinRadius(-33.8148, 151.0017, 40000, wide)
    expect(marked(wide)).toEqual([0, 1, 2])
  })

  it('wraps longitudes across the antimeridian and reaches over a pole', () => {
    const index = new GeoFieldIndex(false)
    index.add(0, [[-17, 179.9]])
    index.add(1, [[-17, -179.9]])
    index.add(2, [[89.9, 10]])
    index.add(3, [[89.9, -170]])
    const fiji = new Bitset(4)
    index.markWithinRadius(-17, 180, 50000, fiji)
    expect(marked(fiji)).toEqual([0, 1])
    const pole = new Bitset(4)
    index.markWithinRadius(89.95, 0, 30000, pole)
    expect(marked(pole)).toEqual([2, 3])
  })

  it('marks array documents once for any point and measures their nearest point', () => {
    const index = new GeoFieldIndex(true)
    index.add(0, [
      [13.22112, 80.30511],
      [12.98973, 80.23095],
    ])
    index.add(2, [[20.11282, 73.79458]])
    const near = new Bitset(3)
    index.markWithinRadius(12.98941, 80.23073, 1609.34, near)
    expect(marked(near)).toEqual([0])
    expect(index.distanceMeters(0, 12.98941, 80.23073)).toBeLessThan(100)
    expect(index.distanceMeters(1, 0, 0)).toBe(MISSING_DISTANCE)
  })

  it('marks points inside a polygon', () => {
    const index = new GeoFieldIndex(false)
    index.add(0, [[-33.5, 151]])
    index.add(1, [[-32.5, 151]])
    const square = new SphericalPolygon([
      { lat: -34, lng: 150 },
      { lat: -34, lng: 152 },
      { lat: -33, lng: 152 },
      { lat: -33, lng: 150 },
    ])
    const inside = new Bitset(2)
    index.markWithinPolygon(square, inside)
    expect(marked(inside)).toEqual([0])
  })
})
