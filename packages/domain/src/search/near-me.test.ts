import { describe, expect, it } from 'vitest'
import {
  appendNearMe,
  coordinatesNear,
  nearDistanceCovering,
  nearDistanceOptions,
  nearMeFromFields,
  nearMeLabel,
  nearPlaceName,
  nearPoint,
  parseNearMe,
  sameNearMe,
} from './near-me.ts'

const parse = (query: string) => parseNearMe(new URLSearchParams(query))

describe('near-me URL state', () => {
  it('reads a postcode or suburb and an offered distance', () => {
    expect(parse('near=2150&distance=50')).toEqual({ near: '2150', distanceKm: 50 })
    expect(parse('near=Parramatta')).toEqual({ near: 'Parramatta', distanceKm: null })
    expect(parse("near=+O'Connor ,  ACT ")).toEqual({ near: "O'Connor , ACT", distanceKm: null })
  })

  it('reads coordinates and writes them with two decimals', () => {
    expect(parse('near=-33.8146,151.0065')).toEqual({ near: '-33.81,151.01', distanceKm: null })
    expect(parse('near=-33.81, 151')).toEqual({ near: '-33.81,151.00', distanceKm: null })
    expect(nearPoint('-33.81,151.00')).toEqual({ lat: -33.81, lng: 151 })
    expect(nearPoint('2150')).toBeNull()
    expect(coordinatesNear({ lat: -0.001, lng: 151.004999 })).toBe('0.00,151.00')
  })

  it('drops what it cannot use: no place, a distance not offered, malformed or overlong text', () => {
    expect(parse('')).toBeNull()
    expect(parse('distance=50')).toBeNull()
    expect(parse('near=%20%20&distance=50')).toBeNull()
    expect(parse('near=2150&distance=30')).toEqual({ near: '2150', distanceKm: null })
    expect(parse('near=2150&distance=abc')).toEqual({ near: '2150', distanceKm: null })
    expect(parse('near=<script>')).toBeNull()
    expect(parse(`near=${'a'.repeat(61)}`)).toBeNull()
    // Out of range coordinates are not a point; as text they are not a place either.
    expect(parse('near=-95,151')).toBeNull()
  })

  it('writes parameters in their canonical form', () => {
    const params = new URLSearchParams()
    appendNearMe(params, { near: ' -33.8146,151.0065 ', distanceKm: 25 })
    expect(params.toString()).toBe('near=-33.81%2C151.01&distance=25')
    const none = new URLSearchParams()
    appendNearMe(none, null)
    appendNearMe(none, { near: '<b>', distanceKm: 10 })
    expect(none.toString()).toBe('')
  })

  it('takes the form fields as the URL would', () => {
    expect(nearMeFromFields(' 2150 ', '50')).toEqual({ near: '2150', distanceKm: 50 })
    expect(nearMeFromFields('', '50')).toBeNull()
    expect(nearMeFromFields('Penrith', '')).toEqual({ near: 'Penrith', distanceKm: null })
  })

  it('compares two searches by place text and distance', () => {
    expect(sameNearMe(null, null)).toBe(true)
    expect(sameNearMe({ near: '2150', distanceKm: 50 }, { near: '2150', distanceKm: 50 })).toBe(true)
    expect(sameNearMe({ near: '2150', distanceKm: 50 }, { near: '2150', distanceKm: null })).toBe(false)
    expect(sameNearMe({ near: '2150', distanceKm: null }, null)).toBe(false)
  })

  it('names the place for chips: the resolved name, "your location" for coordinates, else the text', () => {
    expect(nearMeLabel({ near: '2150', distanceKm: 50 })).toBe('Within 50 km of 2150')
    expect(nearMeLabel({ near: 'parramatta', distanceKm: null }, 'Parramatta NSW')).toBe(
      'Near Parramatta NSW',
    )
    expect(nearMeLabel({ near: '-33.81,151.00', distanceKm: 10 })).toBe('Within 10 km of your location')
    expect(nearPlaceName('-33.81,151.00')).toBe('your location')
  })

  it('offers 10, 25, 50, 100 and 250 km, and any distance', () => {
    expect(nearDistanceOptions().map((option) => option.label)).toEqual([
      'Any distance',
      '10 km',
      '25 km',
      '50 km',
      '100 km',
      '250 km',
    ])
  })

  it('covers a radius typed in words with the nearest offered distance at least as far', () => {
    expect(nearDistanceCovering(5)).toBe(10)
    expect(nearDistanceCovering(10)).toBe(10)
    expect(nearDistanceCovering(20)).toBe(25)
    expect(nearDistanceCovering(50)).toBe(50)
    expect(nearDistanceCovering(120)).toBe(250)
    expect(nearDistanceCovering(250)).toBe(250)
    // Further than the widest distance: any distance, nearest first.
    expect(nearDistanceCovering(400)).toBeNull()
  })
})
