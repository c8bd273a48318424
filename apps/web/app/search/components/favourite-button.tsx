import { addToWishlist } from '@forecourt/domain/analytics/events'
import { FAVOURITE_CONTROL, savedCarControlName } from '@forecourt/domain/lists/saved-cars'
import { pushEvent } from '~/analytics/push'
import { useCarLeadEvent } from '~/lists/car-lead-event'
import { useShortlist } from '../shortlist'
import type { SavedCarButtonProps } from './saved-car-button-props'

/**
 * The heart that keeps a car in this browser's favourites (ADR 050), the same on a results card and on a
 * vehicle page. Favourites live in browser storage, so the caller hides it until scripts run (`js-only`,
 * or `js-only-reserved` to keep its room). A signed-in shopper's favourite also tells the dealer (lead
 * event 39).
 */
export function FavouriteButton({ card, carTitle, className }: SavedCarButtonProps) {
  const shortlist = useShortlist()
  const sendLeadEvent = useCarLeadEvent()
  const on = shortlist.isFavourite(card.id)
  const state = on ? 'on' : 'off'
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      aria-label={savedCarControlName(FAVOURITE_CONTROL, on, carTitle)}
      onClick={() => {
        // A signed-in shopper's new favourite is the spec's "Favourite" lead, event 39 (ADR 053).
        if (!shortlist.toggleFavourite(card)) return
        sendLeadEvent(card.id, 'favourite')
        pushEvent(addToWishlist('favourites', card.analytics))
      }}
    >
      <span aria-hidden="true">{FAVOURITE_CONTROL.icon[state]}</span>&nbsp;{FAVOURITE_CONTROL.label[state]}
    </button>
  )
}
