import type { RouterContextProvider } from 'react-router'
import { loadSpinToWin, spinAction } from '~/spin-to-win/spin-page.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** `/spin-to-win`: the dealer's prize promotion, where its setting switches it on. */
export function loadSpinPage(args: Args) {
  return loadSpinToWin(args)
}

export function spin(args: Args) {
  return spinAction(args)
}
