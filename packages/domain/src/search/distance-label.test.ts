import { describe, expect, it } from 'vitest'
import { distanceAwayLabel } from './distance-label.ts'

describe('distanceAwayLabel', () => {
  it('says "Less than 1 km away" under a kilometre', () => {
    expect(distanceAwayLabel(0)).toBe('Less than 1 km away')
    expect(distanceAwayLabel(999)).toBe('Less than 1 km away')
  })

  it('rounds to the nearest whole kilometre from one kilometre up', () => {
    expect(distanceAwayLabel(1000)).toBe('1 km away')
    expect(distanceAwayLabel(1499)).toBe('1 km away')
    expect(distanceAwayLabel(1500)).toBe('2 km away')
    expect(distanceAwayLabel(23_456)).toBe('23 km away')
    expect(distanceAwayLabel(49_600)).toBe('50 km away')
    expect(distanceAwayLabel(1_234_567)).toBe('1,235 km away')
  })

  it('shows nothing without a distance, or for the placeholder of a car without coordinates', () => {
    expect(distanceAwayLabel(undefined)).toBeNull()
    expect(distanceAwayLabel(null)).toBeNull()
    expect(distanceAwayLabel(Number.NaN)).toBeNull()
    expect(distanceAwayLabel(-1)).toBeNull()
    expect(distanceAwayLabel(2_147_483_647)).toBeNull()
  })
})
