/**
 * Where a row-of-cards carousel (the home page's 'Our Locations') starts (forms document section 9:
 * "Two-card carousel start index 1"): a carousel of exactly two cards opens on the second; any other
 * starts on the first. Without JavaScript every carousel shows its first card.
 */
export const TWO_CARD_START_INDEX = 1

export function cardCarouselStartIndex(cardCount: number): number {
  return cardCount === 2 ? TWO_CARD_START_INDEX : 0
}
