import type { Site } from '@forecourt/content/sites'
import { parseFinanceQuery } from '@forecourt/domain/finance/journey'
import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context'
import { findSiteCarOrNull, type LeadCar } from '~/leads/lead-car.server'

/**
 * The car a finance page is about: the site's car its `car_id` names ("a car summary card in the right
 * column, read from the car_id query"), or null for none, another site's car, or a search service that
 * is down (the journey goes on without the car).
 */
export async function financeTarget(
  context: Readonly<RouterContextProvider>,
  site: Site,
  url: URL,
): Promise<LeadCar | null> {
  const { carId } = parseFinanceQuery(url.searchParams)
  return carId ? findSiteCarOrNull(context.get(servicesContext), site, carId) : null
}
