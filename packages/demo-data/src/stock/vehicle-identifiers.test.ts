import { describe, expect, it } from 'vitest'
import { createRandom } from '../random.ts'
import { demoDealers } from '../tenants.ts'
import { slugify, stockPrefix, vehicleSlug } from './vehicle-identifiers.ts'

describe('vehicle identifiers', () => {
  it('slugifies names', () => {
    expect(slugify('2024 Toyota HiLux SR5 4x4')).toBe('2024-toyota-hilux-sr5-4x4')
    expect(slugify('Mazda CX-5 G25 (AWD) ')).toBe('mazda-cx-5-g25-awd')
    expect(slugify('Volkswagen ID.4 Pro')).toBe('volkswagen-id-4-pro')
  })

  it('adds a six-character suffix', () => {
    expect(vehicleSlug('2024 Toyota HiLux SR5 4x4', createRandom(1))).toMatch(
      /^2024-toyota-hilux-sr5-4x4-[a-z0-9]{6}$/,
    )
  })

  it('gives every demo dealer its own stock number prefix', () => {
    const prefixes = demoDealers.map((dealer) => stockPrefix(dealer.slug))
    expect(new Set(prefixes).size).toBe(prefixes.length)
    expect(stockPrefix('southern-cross-motors')).toBe('SC')
  })
})
