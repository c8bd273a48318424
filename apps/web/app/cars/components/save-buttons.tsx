import { useShortlist } from '~/search/shortlist'
import type { CarPageView } from '../car-page-view.server'
import { WatchlistButton } from './watchlist-button'

/**
 * The favourite toggle (kept in this browser) and the watchlist's Save button. Saving to the watchlist
 * needs a signed-in shopper with a phone number, so a visitor is sent to sign in first and brought back
 * (stock document section 6). Sold cars cannot be newly saved.
 */
export function SaveButtons({ view }: { view: CarPageView }) {
  const shortlist = useShortlist()
  const favourite = view.card.shortlist.favourite
  if (!favourite && !view.watchlist) return null
  const isFavourite = shortlist.isFavourite(view.id)
  return (
    <div className="flex flex-wrap gap-2">
      {view.watchlist ? <WatchlistButton carId={view.id} path={view.path} /> : null}
      {favourite ? (
        <button
          type="button"
          className="button-secondary js-only gap-1.5"
          aria-pressed={isFavourite}
          onClick={() => shortlist.toggleFavourite(view.card)}
        >
          <span aria-hidden="true">{isFavourite ? '♥' : '♡'}</span>{' '}
          {isFavourite ? 'Favourited' : 'Add to Favourites'}
        </button>
      ) : null}
    </div>
  )
}
