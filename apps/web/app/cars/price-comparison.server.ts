import { computePriceComparison } from '@forecourt/domain/vehicle-page/price-comparison-compute'
import { marketPriceRange } from '@forecourt/search/market-price-range'
import { findVehicleBySlug } from '@forecourt/search/vehicle-detail'
import type { RouterContextProvider } from 'react-router'
import { jsonAnswer } from '~/api/request-body.server'
import { servicesContext, siteContext } from '~/context'
import { serverLogger } from '~server/logger'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** The spec's answer when there is nothing to compare: the page hides the panel. */
export const NO_DATA_MESSAGE = 'No data returned'

/**
 * The price-comparison result for one car of this site (fill, listing_price, market_range_min/max,
 * confidence, description), drawn from comparable stock of every dealer on the platform: same make and
 * model, a year either side, a similar km. Nothing comparable is an answer, not a missing resource: 200
 * with the spec's 'No data returned', which hides the panel (a 404 is kept for a car the site lacks).
 */
export async function carPriceComparison({ context }: Args, slug: string | undefined) {
  const site = context.get(siteContext)
  if (!site || !slug) return jsonAnswer({ error: 'No such car on this website.' }, 404)
  // The Autogauge plugin is a dealer setting: without it there is no price comparison to give.
  if (!site.settings.features.priceComparison) return jsonAnswer({ error: 'No price comparison here.' }, 404)
  const { search, siteStock } = context.get(servicesContext)
  try {
    const car = await findVehicleBySlug(search.searches, siteStock.access(site).filter, slug)
    if (!car) return jsonAnswer({ error: 'No such car on this website.' }, 404)
    const market = car.price > 0 ? await marketPriceRange(search.client, car) : null
    const result = computePriceComparison({
      listingPrice: car.price,
      market,
      basis: { make: car.make, model: car.model, yearFrom: car.year - 1, yearTo: car.year + 1 },
    })
    if (!result) {
      return Response.json(
        { message: NO_DATA_MESSAGE },
        { headers: { 'Cache-Control': 'public, max-age=300' } },
      )
    }
    return Response.json(result, { headers: { 'Cache-Control': 'public, max-age=300' } })
  } catch (error) {
    serverLogger().error({ err: error }, 'Price comparison failed')
    return jsonAnswer({ error: 'The price comparison is unavailable just now.' }, 503, {
      'Retry-After': '30',
    })
  }
}
