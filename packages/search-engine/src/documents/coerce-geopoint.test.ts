import { describe, expect, it } from 'vitest'
import { coerceGeopoint, coerceGeopointList } from './coerce-geopoint.ts'
import { DROP } from './coerce-value.ts'

describe('geopoint values', () => {
  it('accepts numeric pairs and coerces text to floats when allowed', () => {
    expect(coerceGeopoint('loc', [1, 2], 'reject', false)).toEqual([1, 2])
    expect(coerceGeopoint('loc', ['1.1', 2], 'coerce_or_reject', false)).toEqual([Math.fround(1.1), 2])
    expect(() => coerceGeopoint('loc', ['1.1', 2], 'reject', false)).toThrow(
      'Field `loc` must be a geopoint.',
    )
  })

  it('drops what cannot be used on optional fields under drop policies', () => {
    expect(coerceGeopoint('loc', ['x', 2], 'coerce_or_drop', true)).toBe(DROP)
    expect(coerceGeopoint('loc', ['1', 2], 'drop', true)).toBe(DROP)
    expect(
      coerceGeopointList(
        'loc',
        [
          [1, 2],
          ['x', 'y'],
        ],
        'coerce_or_drop',
        true,
      ),
    ).toEqual([[1, 2]])
  })
})
