import { addToWishlist } from '@forecourt/domain/analytics/events'
import { FAVOURITE_CONTROL, savedCarControlName } from '@forecourt/domain/lists/saved-cars'
import { pushEvent } from '~/analytics/push'
import { useCarLeadEvent } from '~/lists/car-lead-event'
import { useShortlist } from '../shortlist'
import type { VehicleCardView } from '../vehicle-card-view'

/**
 * The heart that keeps a car in this browser's favourites (ADR 050), the same on a results card and on a
 * vehicle page. Favourites live in browser storage, so the button shows once scripts run (`js-only`).
 * A signed-in shopper's favourite also tells the dealer (lead event 39). `carTitle` names the car in the accessible name where many cards each have one.
 */
export function FavouriteButton({
  card,
  carTitle,
  className,
}: {
  card: VehicleCardView
  carTitle?: string
  className: string
}) {
  const shortlist = useShortlist()
  const sendLeadEvent = useCarLeadEvent()
  const on = shortlist.isFavourite(card.id)
  const state = on ? 'on' : 'off'
  return (
    <button
      type="button"
      className={`${className} js-only`}
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
