import { describe, expect, it } from 'vitest'
import { cardCarouselStartIndex } from './card-carousel.ts'

describe('where a card carousel starts', () => {
  it('"Two-card carousel start index 1"', () => {
    expect(cardCarouselStartIndex(2)).toBe(1)
  })

  it('starts on the first card otherwise', () => {
    for (const count of [0, 1, 3, 7]) expect(cardCarouselStartIndex(count)).toBe(0)
  })
})
