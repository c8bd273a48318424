import type { Route } from './+types/car-brochure'
import { carBrochureResponse } from './car-brochure.server'

/** `/cars/{slug}/brochure.pdf`: the car's brochure as a PDF download. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return carBrochureResponse(context, params.slug)
}
