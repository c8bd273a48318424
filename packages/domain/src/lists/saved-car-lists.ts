import { RESERVED_LABEL } from '../vehicle-card/tag.ts'

/**
 * The favourites, recently viewed and compare pages (issue 33) list cars this browser kept, which may
 * since have sold or left the dealer's stock. Each kept car is one of:
 * - listed on this site today: `available`, `reserved` (a shopper paid a deposit: it may come back), or
 *   `sold` (the spec's SOLD state: "sold is unavailable");
 * - `departed`: one of this site's dealers took it out of its stock (ADR 045's departed cars);
 * - `unknown`: not on this site at all (another dealer's, or an id this site never listed).
 */

export type KeptCarState = 'available' | 'reserved' | 'sold' | 'departed' | 'unknown'

export interface KeptCarNotice {
  /** A short tag beside the car's name ('Sold'), or null for a car that is still for sale. */
  tag: string | null
  /** Why the car shows as it does; null for a car that is still for sale. */
  explanation: string | null
}

/** The notice a kept car carries, in the vehicle page's words for a sold or departed car. */
export function keptCarNotice(state: KeptCarState, soldTagLabel: string): KeptCarNotice {
  switch (state) {
    case 'available':
      return { tag: null, explanation: null }
    case 'reserved':
      return {
        tag: RESERVED_LABEL,
        explanation:
          'Another shopper has reserved this car. If the sale does not go ahead, it will be for sale again.',
      }
    case 'sold':
      return {
        tag: soldTagLabel,
        explanation: 'This car has been sold. Its page is still here to look back on.',
      }
    case 'departed':
      return {
        tag: 'No longer listed',
        explanation: 'The dealer has taken this car off the website, usually because it sold.',
      }
    case 'unknown':
      return {
        tag: 'Not on this website',
        explanation: "This website no longer lists this car, or it was kept on another dealer's website.",
      }
  }
}

/** How the compare page names the cars it could not put side by side. */
export function compareLeftOutText(states: { departed: number; unknown: number }): string | null {
  const total = states.departed + states.unknown
  if (total === 0) return null
  const cars = total === 1 ? '1 car' : `${total} cars`
  return `${cars} in this comparison ${total === 1 ? 'is' : 'are'} no longer listed on this website, so ${total === 1 ? 'it is' : 'they are'} not shown.`
}
