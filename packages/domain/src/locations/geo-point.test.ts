import { describe, expect, it } from 'vitest'
import { distanceKm, isGeoPoint } from './geo-point.ts'

describe('geo points', () => {
  it('accepts finite coordinates within range only', () => {
    expect(isGeoPoint({ lat: -33.81, lng: 151 })).toBe(true)
    expect(isGeoPoint({ lat: 91, lng: 0 })).toBe(false)
    expect(isGeoPoint({ lat: 0, lng: -181 })).toBe(false)
    expect(isGeoPoint({ lat: Number.NaN, lng: 0 })).toBe(false)
    expect(isGeoPoint({ lat: '1', lng: 2 })).toBe(false)
    expect(isGeoPoint(null)).toBe(false)
  })

  it('measures great-circle distances', () => {
    const parramatta = { lat: -33.8145, lng: 151.0065 }
    const penrith = { lat: -33.7555, lng: 150.6786 }
    // About 31 km apart by road-atlas reckoning.
    expect(distanceKm(parramatta, penrith)).toBeCloseTo(30.9, 0)
    expect(distanceKm(parramatta, parramatta)).toBe(0)
    // A quarter of the way round the Earth.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * 6371.0088, 6)
  })
})
