import type { Route } from './+types/api.miscellaneous'
import { miscellaneousAction, miscellaneousLoader } from './api.miscellaneous.server'

/** `POST /api/miscellaneous`: stores a trade-in lead's valuation (JSON answers). */
export function loader() {
  return miscellaneousLoader()
}

export function action(args: Route.ActionArgs) {
  return miscellaneousAction(args)
}
