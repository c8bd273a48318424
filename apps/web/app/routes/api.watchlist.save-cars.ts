import { saveFavouritesAction } from '~/accounts/watchlist-api.server'
import { postOnly } from '~/cars/car-tracking.server'
import type { Route } from './+types/api.watchlist.save-cars'

/** `POST /api/watchlist/save-cars`: add the shopper's browser favourites to their watchlist. */
export const loader = postOnly

export function action(args: Route.ActionArgs) {
  return saveFavouritesAction(args)
}
