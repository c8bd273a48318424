import { type Args, loadReserve, reserveAction } from '~/reservations/reserve.server'

/**
 * `/cars/{slug}/checkout` and `/cars/{slug}/buy-online`: reserve a car with a deposit. The reservation desk
 * in `~/reservations/reserve.server` is shared with My Garage and Buy Online's last step.
 */
export function loadCarReserve(args: Args) {
  return loadReserve(args)
}

export function submitCarReserve(args: Args) {
  return reserveAction(args)
}
