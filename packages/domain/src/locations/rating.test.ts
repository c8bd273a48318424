import { describe, expect, it } from 'vitest'
import { shownRating, starFills } from './rating.ts'

describe('location star rating', () => {
  it('draws a partial star only "above 0.3"', () => {
    expect(starFills(4.6)).toEqual([1, 1, 1, 1, 0.6])
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0])
    expect(starFills(4.31)).toEqual([1, 1, 1, 1, 0.31])
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1])
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0])
  })

  it('hides ratings below the minimum rating unless the site forces them', () => {
    const reviews = { averageRating: 3.6, count: 48 }
    expect(shownRating(reviews, { minimumReviewRating: 4, forcedStarRating: false })).toBeNull()
    expect(shownRating(reviews, { minimumReviewRating: 3, forcedStarRating: false })).toMatchObject({
      fills: [1, 1, 1, 0.6, 0],
      label: 'Rated 3.6 out of 5 from 48 reviews',
    })
    expect(shownRating(reviews, { minimumReviewRating: 4, forcedStarRating: true })).not.toBeNull()
  })

  it('shows nothing without reviews', () => {
    const settings = { minimumReviewRating: 4, forcedStarRating: true }
    expect(shownRating(null, settings)).toBeNull()
    expect(shownRating({ averageRating: 4.8, count: 0 }, settings)).toBeNull()
  })
})
