import type { Route } from './+types/api.lead-events'
import { leadEventsAction, leadEventsLoader } from './api.lead-events.server'

/** `POST /api/leads/events`: appends a lifecycle event to one of this website's open leads (JSON answers). */
export function loader() {
  return leadEventsLoader()
}

export function action(args: Route.ActionArgs) {
  return leadEventsAction(args)
}
