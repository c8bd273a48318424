import type { Site } from '@forecourt/content/sites'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'
import { findSimilarCars } from '@forecourt/search/similar-cars'
import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context'
import { vehicleCardView } from '~/search/vehicle-card-view'
import { type VehicleHit, vehicleCardFields } from '~/search/vehicle-hit'
import { serverLogger } from '~server/logger'

type Car = Pick<VehicleDocument, 'id' | 'make' | 'model' | 'price'> & {
  body?: string | null
  similar_ids?: readonly string[] | null
}

/** Similar cars as results cards; null (section left out) when the feature is off or search fails. */
export async function similarCards(
  context: Readonly<RouterContextProvider>,
  site: Site,
  car: Car,
  now: Date,
) {
  if (!site.settings.features.similarCars) return null
  const { search, siteStock } = context.get(servicesContext)
  try {
    const cars = await findSimilarCars(search.searches, car, siteStock.access(site).filter, vehicleCardFields)
    return cars.map((similar: VehicleDocument) => {
      const { id, ...fields } = similar
      return vehicleCardView({ ...fields, objectID: id } as VehicleHit, site.settings, now)
    })
  } catch (error) {
    serverLogger().error({ err: error }, 'Similar cars unavailable')
    return null
  }
}
