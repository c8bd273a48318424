import { RouteError } from '~/components/route-error'
import { KeptCarsPage } from '~/lists/components/kept-cars-page'
import type { Route } from './+types/kept-cars'
import { loadKeptCarsPage } from './kept-cars.server'

/**
 * `/favourites` and `/recently-viewed`: the cars this browser kept, as they stand on this site today
 * (ADR 053). One page at two addresses; the address says which list.
 */
export function loader(args: Route.LoaderArgs) {
  return loadKeptCarsPage(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [{ title: `${loaderData.title} | ${loaderData.siteName}` }, { name: 'robots', content: 'noindex' }]
}

export default function KeptCarsRoute({ loaderData }: Route.ComponentProps) {
  return <KeptCarsPage page={loaderData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Your cars" />
}
