import type { Site } from '@forecourt/content/sites'
import type { DealerPhones } from '@forecourt/domain/phones/priority'
import { findVehicleBySlug } from '@forecourt/search/vehicle-detail'
import { data, type RouterContextProvider } from 'react-router'
import { servicesContext, siteContext } from '~/context'
import { siteAddress } from '~/site-url.server'
import { type CarBrochureView, carBrochureView } from './car-brochure-view'

/** The phones of the dealer selling the car: the site's own, or on a group site the car's dealer's. */
function dealerPhones(site: Site, dealershipSlug: string): DealerPhones | null {
  if (site.kind === 'dealer') return site.content.phones ?? null
  return site.content.dealers.find((dealer) => dealer.slug === dealershipSlug)?.phones ?? null
}

/**
 * The brochure of the car with this slug among the site's own stock. Anything else (no site, an unknown
 * slug, another dealer's car) is a 404.
 */
export async function loadCarBrochure(
  context: Readonly<RouterContextProvider>,
  slug: string,
): Promise<CarBrochureView> {
  const site = context.get(siteContext)
  if (!site) throw data(null, 404)
  const services = context.get(servicesContext)
  const car = await findVehicleBySlug(services.search.searches, services.siteStock.access(site).filter, slug)
  if (!car) throw data(null, 404)
  return carBrochureView(car, {
    dealerPhones: dealerPhones(site, car.dealership_slug),
    hideZeroPrice: site.settings.hideZeroPrice,
    origin: siteAddress(context, ''),
  })
}
