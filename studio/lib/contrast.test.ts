import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrast.ts'

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#b3121f', '#b3121f')).toBeCloseTo(1, 5)
  })

  it('matches the published WCAG figure for a mid grey on white', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })

  it('returns null unless both colours are six-digit hex', () => {
    expect(contrastRatio('#fff', '#000000')).toBeNull()
    expect(contrastRatio('red', '#000000')).toBeNull()
  })
})
