/**
 * The results grid's promotion card (forms document section 9): "Promo card position 9 for one config and
 * 4 for another." The position counts from 1 among the cards of a page; a page with fewer cards than the
 * slot before it shows the promotion last, and a page with no vehicles shows none.
 */
export function promoCardIndex(position: number | null, cardCount: number): number | null {
  if (position === null || !Number.isInteger(position) || position < 1 || cardCount === 0) return null
  return Math.min(position - 1, cardCount)
}
