import { phoneRevealAction, postOnly } from '~/cars/car-tracking.server'
import type { Route } from './+types/api.phone-reveals'

/** `POST /api/phone-reveals`: the car page's phone-reveal tracking call. */
export const loader = postOnly

export function action(args: Route.ActionArgs) {
  return phoneRevealAction(args)
}
