import { isAvailable } from '../vehicle-card/availability.ts'

/**
 * A shopper keeps cars in two lists (docs/decisions/050-favourites-and-watchlist.md):
 *
 * - the **watchlist**, on the server for a signed-in shopper (stock document section 4: "The button toggles
 *   between Save and Saved"), with price-drop texts and My Garage;
 * - **favourites**, in this browser only (forms document section 3: "Stored locally: favourites"; section
 *   4: "Favourite toggle adds or removes a car").
 *
 * Each has its own words and icon, the same on a results card and on a vehicle page, and no word of one is
 * in the other's name, so "Save" never finds the favourite and "Favourite" never finds the watchlist.
 */
export const WATCHLIST_CONTROL = {
  /** The spec's labels. */
  label: { off: 'Save', on: 'Saved' },
  /** Said after the label, so a screen reader hears which list: "Save to watchlist". */
  context: { off: 'to watchlist', on: 'in watchlist' },
  icon: { off: '☆', on: '★' },
} as const

export const FAVOURITE_CONTROL = {
  label: { off: 'Favourite', on: 'Favourited' },
  context: { off: 'in this browser', on: 'in this browser' },
  icon: { off: '♡', on: '♥' },
} as const

export type SavedCarControl = typeof WATCHLIST_CONTROL | typeof FAVOURITE_CONTROL

/**
 * The control's accessible name: its visible label first (WCAG 2.5.3, label in name), then which list, then
 * the car on a results card, where many cards each have one.
 */
export function savedCarControlName(control: SavedCarControl, on: boolean, carTitle?: string): string {
  const state = on ? 'on' : 'off'
  const name = `${control.label[state]} ${control.context[state]}`
  return carTitle ? `${name}: ${carTitle}` : name
}

/**
 * Stock document section 4: a sold car "cannot be newly saved to the watchlist"; section 6: saving needs a
 * signed-in shopper, which the button itself arranges. The dealer's watchlist flag turns it off.
 */
export function offersWatchlist(car: { status: string }, features: { watchlist: boolean }): boolean {
  return features.watchlist && isAvailable(car)
}

/** How many favourites one offer adds at most: a page of results' worth, and one request's. */
export const FAVOURITES_OFFER_LIMIT = 48

/**
 * The favourites a signed-in shopper is offered to add to their watchlist: those of this browser not on
 * the watchlist yet and not already offered (added or declined: the offer does not return for them), in
 * the order the shopper favourited them, at most FAVOURITES_OFFER_LIMIT.
 */
export function favouritesToOffer(lists: {
  favourites: readonly string[]
  watchlist: readonly string[]
  answered?: readonly string[]
}): string[] {
  const skip = new Set([...lists.watchlist, ...(lists.answered ?? [])])
  const offered: string[] = []
  for (const id of lists.favourites) {
    if (skip.has(id)) continue
    skip.add(id)
    offered.push(id)
    if (offered.length === FAVOURITES_OFFER_LIMIT) break
  }
  return offered
}

/** "Add your 3 favourites to your watchlist?" */
export function favouritesOfferQuestion(count: number): string {
  return count === 1
    ? 'Add your favourite to your watchlist?'
    : `Add your ${count} favourites to your watchlist?`
}

/** What the shopper is told once the server answered: how many were added, and why any were not. */
export function favouritesAddedMessage(outcome: { added: number; notAdded: number }): string {
  const { added, notAdded } = outcome
  const addedText =
    added === 0
      ? 'None of your favourites could be added to your watchlist'
      : `Added ${added === 1 ? '1 car' : `${added} cars`} to your watchlist`
  if (notAdded === 0) return `${addedText}.`
  if (added === 0) return `${addedText}: they have been sold or are no longer listed.`
  return notAdded === 1
    ? `${addedText}. 1 has been sold or is no longer listed.`
    : `${addedText}. ${notAdded} have been sold or are no longer listed.`
}
