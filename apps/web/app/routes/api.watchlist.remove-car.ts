import { watchlistAction } from '~/accounts/watchlist-api.server'
import { postOnly } from '~/cars/car-tracking.server'
import type { Route } from './+types/api.watchlist.remove-car'

/** `POST /api/watchlist/remove-car`: remove a car in the signed-in shopper's watchlist. */
export const loader = postOnly

export function action(args: Route.ActionArgs) {
  return watchlistAction(args, 'remove')
}
