import { describe, expect, it } from 'vitest'
import { canonicalMake, makeSlug, VEHICLE_MAKES } from './vehicle-makes.ts'

describe('the list of makes', () => {
  it('is "a static list of about 140 makes", each once, alphabetical', () => {
    expect(VEHICLE_MAKES.length).toBeGreaterThanOrEqual(130)
    expect(VEHICLE_MAKES.length).toBeLessThanOrEqual(150)
    expect(new Set(VEHICLE_MAKES.map(makeSlug)).size).toBe(VEHICLE_MAKES.length)
    expect([...VEHICLE_MAKES]).toEqual([...VEHICLE_MAKES].sort((a, b) => a.localeCompare(b, 'en-AU')))
  })

  it('names every make the demo dealers stock', () => {
    for (const make of [
      'Volkswagen',
      'Toyota',
      'Jayco',
      'Lotus Caravans',
      'Harley-Davidson',
      'Fuso',
      'Kedron',
    ])
      expect(VEHICLE_MAKES).toContain(make)
  })

  it("spells a make typed in any case the list's way, and keeps one it does not know", () => {
    expect(canonicalMake(' toyota ')).toBe('Toyota')
    expect(canonicalMake('MERCEDES BENZ')).toBe('Mercedes-Benz')
    expect(canonicalMake('Homebuilt')).toBe('Homebuilt')
  })
})
