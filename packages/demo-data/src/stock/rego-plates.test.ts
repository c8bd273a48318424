import { describe, expect, it } from 'vitest'
import { createRandom } from '../random.ts'
import { randomRegoPlate } from './rego-plates.ts'

describe('randomRegoPlate', () => {
  const random = createRandom(11)

  it.each([
    ['NSW', 'car', /^[A-Z]{2}\d{2}[A-Z]{2}$/],
    ['VIC', 'car', /^\d[A-Z]{2}\d[A-Z]{2}$/],
    ['QLD', 'car', /^\d{3}[A-Z]{3}$/],
    ['WA', 'car', /^\d[A-Z]{3}\d{3}$/],
    ['SA', 'car', /^S\d{3}[A-Z]{3}$/],
    ['SA', 'caravan', /^S\d{3}T[A-Z]{2}$/],
    ['WA', 'motorcycle', /^\d[A-Z]{2}\d{3}$/],
  ] as const)('follows the %s pattern for a %s', (state, kind, pattern) => {
    for (let i = 0; i < 20; i++) expect(randomRegoPlate(random, state, kind)).toMatch(pattern)
  })

  it('never uses the letters I, O or Q', () => {
    for (let i = 0; i < 200; i++) expect(randomRegoPlate(random, 'NSW', 'car')).not.toMatch(/[IOQ]/)
  })
})
