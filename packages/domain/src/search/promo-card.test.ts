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

describe('the promo node\'s "display" and "strictDisplay"', () => {
  it('"display" off hides the card wherever its position is', () => {
    expect(promoCardIndex(4, 21, { display: false })).toBeNull()
    expect(promoCardIndex(4, 21, { display: true })).toBe(3)
  })

  it('"strictDisplay" shows it only at its own position: never moved up to the end of a short page', () => {
    expect(promoCardIndex(9, 5, { strictDisplay: true })).toBeNull()
    // Eight cards before it: the 9th place exists, after the last car.
    expect(promoCardIndex(9, 8, { strictDisplay: true })).toBe(8)
    expect(promoCardIndex(9, 21, { strictDisplay: true })).toBe(8)
    expect(promoCardIndex(9, 5, { strictDisplay: false })).toBe(5)
  })
})
