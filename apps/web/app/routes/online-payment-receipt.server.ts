import type { RouterContextProvider } from 'react-router'
import { loadOnlinePaymentReceipt } from '~/online-payment/online-payment-receipt.server'

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } }

/** `/online-payment/{id}`: the receipt, for the shopper who paid. */
export function loadReceipt(args: Args) {
  return loadOnlinePaymentReceipt(args)
}
