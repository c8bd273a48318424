import { describe, expect, it } from 'vitest'
import { promoCardIndex } from './promo-card.ts'

describe('promotion card in the results', () => {
  it('"Promo card position 9 for one config and 4 for another": the 9th or 4th card of a full page', () => {
    expect(promoCardIndex(9, 21)).toBe(8)
    expect(promoCardIndex(4, 21)).toBe(3)
  })

  it('goes last on a page with fewer cards than its slot, and nowhere on an empty page', () => {
    expect(promoCardIndex(9, 5)).toBe(5)
    expect(promoCardIndex(4, 0)).toBeNull()
  })

  it('shows no card without a position, or with one that is not a whole number from 1', () => {
    expect(promoCardIndex(null, 21)).toBeNull()
    expect(promoCardIndex(0, 21)).toBeNull()
    expect(promoCardIndex(2.5, 21)).toBeNull()
  })
})
