import { codeAllowanceAction } from '~/accounts/code-allowance-api.server'
import { postOnly } from '~/cars/car-tracking.server'
import type { Route } from './+types/api.rate-limit'

/** `POST /api/rate-limit`: may a sign-in code be sent to this mobile now. */
export const loader = postOnly

export function action(args: Route.ActionArgs) {
  return codeAllowanceAction(args)
}
