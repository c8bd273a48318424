import { carViewJson } from '~/cars/car-view-json.server'
import type { Route } from './+types/car-view-json'

/** `GET /cars/{slug}/view.json`: the car's views and the fields a cached copy checks. */
export function loader(args: Route.LoaderArgs) {
  return carViewJson(args)
}
