import type { RouterContextProvider } from 'react-router'
import { loadOnlinePayment, onlinePaymentAction } from '~/online-payment/online-payment.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** `/online-payment`: always gated; where the dealer takes online payments. */
export function loadPaymentForm(args: Args) {
  return loadOnlinePayment(args)
}

export function startPayment(args: Args) {
  return onlinePaymentAction(args)
}
