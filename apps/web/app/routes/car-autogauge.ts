import { carPriceComparison } from '~/cars/price-comparison.server'
import type { Route } from './+types/car-autogauge'

/** `GET /cars/{slug}/autogauge`: the car's price against comparable stock across the platform (JSON). */
export function loader(args: Route.LoaderArgs) {
  return carPriceComparison(args, args.params.slug)
}
