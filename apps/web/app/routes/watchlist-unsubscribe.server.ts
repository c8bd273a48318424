import type { RouterContextProvider } from 'react-router'
import { loadUnsubscribe, unsubscribeAction } from '~/accounts/unsubscribe.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

export function loadUnsubscribePage(args: Args) {
  return loadUnsubscribe(args)
}

export function submitUnsubscribe(args: Args) {
  return unsubscribeAction(args)
}
