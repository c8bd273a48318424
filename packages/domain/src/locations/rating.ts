import { enAuNumber } from '../australia/number-format.ts'
import type { SiteSettings } from '../site/settings.ts'

/**
 * A location's star rating (forms document section 2): five stars, filled to the average, where the last
 * star is drawn partly only when its fraction is above 0.3; shown only at or above the site's minimum
 * rating (4 by default, 3 for the Volkswagen configuration) unless the site forces it.
 */

export const STAR_COUNT = 5
export const PARTIAL_STAR_THRESHOLD = 0.3

/** The fill of each of the five stars, 0 to 1. */
export function starFills(average: number): number[] {
  const rating = Math.min(STAR_COUNT, Math.max(0, average))
  return Array.from({ length: STAR_COUNT }, (_, index) => {
    const fill = rating - index
    if (fill >= 1) return 1
    return fill > PARTIAL_STAR_THRESHOLD ? Math.round(fill * 100) / 100 : 0
  })
}

export interface ShownRating {
  average: number
  count: number
  fills: number[]
  /** 'Rated 4.6 out of 5 from 212 reviews' */
  label: string
}

export function shownRating(
  reviews: { averageRating?: number | null; count?: number | null } | null | undefined,
  settings: Pick<SiteSettings, 'minimumReviewRating' | 'forcedStarRating'>,
): ShownRating | null {
  const average = reviews?.averageRating
  const count = reviews?.count ?? 0
  if (typeof average !== 'number' || !Number.isFinite(average) || count <= 0) return null
  if (average < settings.minimumReviewRating && !settings.forcedStarRating) return null
  return {
    average,
    count,
    fills: starFills(average),
    label: `Rated ${average.toFixed(1)} out of 5 from ${enAuNumber.format(count)} ${count === 1 ? 'review' : 'reviews'}`,
  }
}
