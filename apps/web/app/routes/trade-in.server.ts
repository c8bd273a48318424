import type { RouterContextProvider } from 'react-router'
import { loadTradeIn, tradeInAction } from '~/leads/trade-in/trade-in.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/**
 * `/sell-your-car` (also `/trade-in` and `/sell-my-car`) and `/cars/trade-in?car_id={id}`: the trade-in
 * form, 'Sell Your Car', in two steps (`?step=2&lead_id=…`).
 */
export function loadTradeInPage(args: Args) {
  return loadTradeIn(args)
}

export function submitTradeInStep(args: Args) {
  return tradeInAction(args)
}
