import { data, type RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context'
import { siteOffers } from '~/offers/offer-view.server'
import type { EnquiryTarget } from './enquiry.server'
import { findSiteCarOrNull } from './lead-car.server'
import { leadSite } from './lead-post.server'

const carEnquiryTypes = ['request-photos', 'find-similar', 'history-report'] as const

/**
 * What `/enquire` is about, from its address: `?offer={offerId}` an offer, `?car_id={id}` a car (with
 * `&type=request-photos`, `&type=find-similar` or `&type=history-report` for those buttons), else a general enquiry. The car and
 * offer are looked up for this site; an unknown offer is a 404. A car the search cannot find (sold and
 * gone, or the search service down) still gets its enquiry, without the car's details.
 */
export async function enquiryTargetFromUrl(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<EnquiryTarget> {
  const site = leadSite(context)
  const services = context.get(servicesContext)
  const offerId = url.searchParams.get('offer')
  if (offerId) {
    const offer = (await siteOffers(services.content, site)).find(
      (candidate) => candidate.offerId === offerId,
    )
    if (!offer) throw data(null, 404)
    return { kind: 'offer', pageId: `offer:${offer.offerId}`, offer: { id: offer.offerId, name: offer.name } }
  }
  const carId = url.searchParams.get('car_id')
  if (carId) {
    const type = url.searchParams.get('type')
    const kind = carEnquiryTypes.find((candidate) => candidate === type) ?? 'vehicle'
    const car = await findSiteCarOrNull(services, site, carId)
    return { kind, pageId: `car:${car?.slug ?? carId}`.slice(0, 120), car }
  }
  return { kind: 'general', pageId: 'enquire' }
}
