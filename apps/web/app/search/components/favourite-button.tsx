import { FAVOURITE_CONTROL, savedCarControlName } from '@forecourt/domain/saved-cars'
import { useShortlist } from '../shortlist'
import type { VehicleCardView } from '../vehicle-card-view'

/**
 * The heart that keeps a car in this browser's favourites (ADR 050), the same on a results card and on a
 * vehicle page. Favourites live in browser storage, so the button shows once scripts run (`js-only`).
 * `carTitle` names the car in the accessible name where many cards each have one.
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
  const on = shortlist.isFavourite(card.id)
  const state = on ? 'on' : 'off'
  return (
    <button
      type="button"
      className={`${className} js-only`}
      aria-pressed={on}
      aria-label={savedCarControlName(FAVOURITE_CONTROL, on, carTitle)}
      onClick={() => shortlist.toggleFavourite(card)}
    >
      <span aria-hidden="true">{FAVOURITE_CONTROL.icon[state]}</span>&nbsp;{FAVOURITE_CONTROL.label[state]}
    </button>
  )
}
