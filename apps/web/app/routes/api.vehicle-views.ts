import { postOnly, vehicleViewAction } from '~/cars/car-tracking.server'
import type { Route } from './+types/api.vehicle-views'

/** `POST /api/vehicle-views`: counts a car page view. */
export const loader = postOnly

export function action(args: Route.ActionArgs) {
  return vehicleViewAction(args)
}
