import { describe, expect, it } from 'vitest'
import { parseGeoClause } from './geo-filter-parse.ts'

const shapes = (raw: string) => {
  const clause = parseGeoClause('loc', raw)
  return clause.kind === 'geo' ? clause.shapes : []
}

describe('parseGeoClause', () => {
  it('reads radius filters in km and miles as std::stof does', () => {
    expect(shapes('(48.85, 2.34, 0.75 km)')).toEqual([
      { kind: 'circle', lat: 48.85, lng: 2.34, radiusMeters: Math.fround(0.75) * 1000 },
    ])
    expect(shapes('(48.85, 2.34, 1mi)')[0]).toMatchObject({ radiusMeters: 1609.34 })
  })

  it('reads polygons and drops a closing vertex equal to the first', () => {
    expect(shapes('(1, 2, 3, 4, 5, 6, 1, 2)')).toEqual([
      {
        kind: 'polygon',
        vertices: [
          { lat: 1, lng: 2 },
          { lat: 3, lng: 4 },
          { lat: 5, lng: 6 },
        ],
      },
    ])
  })

  it('reads the bracketed syntax with options, in any order, and lists of values', () => {
    expect(shapes('([1, 2], exact_filter_radius: 5 km, radius: 2 km)')).toEqual([
      { kind: 'circle', lat: 1, lng: 2, radiusMeters: 2000, exactRadiusMeters: 5000 },
    ])
    expect(shapes('[([1, 2], radius: 1 km), ([1, 2, 3, 4, 5, 6])]')).toEqual([
      { kind: 'circle', lat: 1, lng: 2, radiusMeters: 1000, exactRadiusMeters: 10000 },
      {
        kind: 'polygon',
        vertices: [
          { lat: 1, lng: 2 },
          { lat: 3, lng: 4 },
          { lat: 5, lng: 6 },
        ],
        exactRadiusMeters: 10000,
      },
    ])
  })

  it("reproduces Typesense's list of the original syntax, whose last value ends in `))`", () => {
    expect(() => shapes('[(1, 2, 1 km), (3, 4, 1 km)]')).toThrow('Unit must be either `km` or `mi`.')
  })

  it('refuses malformed values', () => {
    expect(() => shapes('1, 2, 3 km')).toThrow('must be in the `(-44.50, 170.29, 0.75 km)`')
    expect(() => shapes('(1, 2, 3 m)')).toThrow('Unit must be either `km` or `mi`.')
    expect(() => shapes('([1, 2, 3], radius: 1 km)')).toThrow('exact_filter_radius: 7 km) format.')
  })
})
