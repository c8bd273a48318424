import type { RouterContextProvider } from 'react-router'
import { loadServiceBooking } from '~/leads/service-booking/service-booking.server'
import { serviceBookingAction } from '~/leads/service-booking/service-booking-action.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** `/service/booking?step=N&lead_id=…&location=…`: the multi-step service booking form. */
export function loadServiceBookingPage(args: Args) {
  return loadServiceBooking(args)
}

export function submitServiceBookingStep(args: Args) {
  return serviceBookingAction(args)
}
