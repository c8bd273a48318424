import type { RouterContextProvider } from 'react-router'
import { loadGarage } from '~/accounts/garage.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** `/my-garage` and the brand paths (`/mymotorama`…) a site's setting may name instead. */
export function loadMyGarage(args: Args) {
  return loadGarage(args)
}
