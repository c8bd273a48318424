import { CompareButton } from '~/search/components/compare-button'
import { FavouriteButton } from '~/search/components/favourite-button'
import type { CarPageView } from '../car-page-view.server'
import { WatchlistButton } from './watchlist-button'

/**
 * The watchlist's Save (star), the browser's favourite (heart) and Compare, as on the results cards
 * (ADR 050, ADR 053). Saving to the watchlist needs a signed-in shopper with a phone number, so a visitor
 * is sent to sign in first and brought back (stock document section 6). Sold cars cannot be newly saved.
 * The browser-stored buttons keep their room before hydration, so the links below them never move.
 */
export function SaveButtons({ view }: { view: CarPageView }) {
  const { favourite, compare } = view.card.shortlist
  if (!favourite && !compare && !view.watchlist) return null
  return (
    <div className="flex flex-wrap gap-2">
      {view.watchlist ? (
        <WatchlistButton carId={view.id} path={view.path} item={view.card.analytics} />
      ) : null}
      {favourite ? (
        <FavouriteButton card={view.card} className="button-secondary js-only-reserved gap-1.5" />
      ) : null}
      {compare ? (
        <CompareButton card={view.card} className="button-secondary js-only-reserved gap-1.5" />
      ) : null}
    </div>
  )
}
