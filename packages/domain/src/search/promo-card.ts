/**
 * The results grid's promotion card (forms document section 9): "Promo card position 9 for one config and
 * 4 for another." The position counts from 1 among the cards of a page; a page with no vehicles shows none.
 *
 * The promo node's switches (stock document section 3: "Promo node: start, expiry, position, display,
 * strictDisplay"): `display` off hides the card while keeping its position; `strictDisplay` shows it only at
 * its own position, so a page with fewer cards than the slot before it shows none. Without it (the default)
 * such a page shows the promotion last.
 */
export interface PromoCardDisplay {
  /** Default true. */
  display?: boolean
  /** Default false. */
  strictDisplay?: boolean
}

export function promoCardIndex(
  position: number | null,
  cardCount: number,
  options: PromoCardDisplay = {},
): number | null {
  if (options.display === false) return null
  if (position === null || !Number.isInteger(position) || position < 1 || cardCount === 0) return null
  if (options.strictDisplay && cardCount < position - 1) return null
  return Math.min(position - 1, cardCount)
}
