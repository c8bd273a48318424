import { postOnly } from '~/cars/car-tracking.server'
import type { Route } from './+types/api.car-lead-events'
import { carLeadEventAction } from './api.car-lead-events.server'

/** `POST /api/leads/car-events`: a signed-in shopper's favourite (event 39) or print (event 61). */
export const loader = postOnly

export function action(args: Route.ActionArgs) {
  return carLeadEventAction(args)
}
