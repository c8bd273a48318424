import { describe, expect, it } from 'vitest'
import { GeoFieldIndex, MISSING_DISTANCE } from '../index/geo-field-index.ts'
import { parseGeoSortParams, reportedDistance, sortDistance } from './geo-sort.ts'

describe('geo sort', () => {
  it('stores the reference in millionths and options in whole metres', () => {
    expect(parseGeoSortParams('loc', '48.8444291, 2.3490714, precision: 0.9 km')).toEqual({
      lat: 48.844429,
      lng: 2.349071,
      excludeRadius: 0,
      precision: 900,
      reportsDistance: true,
    })
    expect(parseGeoSortParams('loc', '1, 2, exclude_radius: 1 mi').excludeRadius).toBe(1609)
    expect(parseGeoSortParams('loc', undefined)).toMatchObject({ lat: 0, lng: 0, reportsDistance: false })
  })

  it('rounds sort distances up to the precision, zeroes them inside exclude_radius', () => {
    const index = new GeoFieldIndex(false)
    index.add(0, [[32.23959, 77.18763]])
    const precise = parseGeoSortParams('loc', '32.24348, 77.1893, precision: 0.9 km')
    expect(sortDistance(index, 0, precise)).toBe(900)
    expect(reportedDistance(index, 0, precise)).toBe(460)
    const excluded = parseGeoSortParams('loc', '32.24348, 77.1893, exclude_radius: 1 km')
    expect(sortDistance(index, 0, excluded)).toBe(0)
    expect(reportedDistance(index, 0, excluded)).toBe(0)
    expect(sortDistance(index, 1, excluded)).toBe(MISSING_DISTANCE)
  })
})
