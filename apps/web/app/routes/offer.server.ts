import { slugify } from '@forecourt/domain/search/landing-paths'
import { data, type RouterContextProvider } from 'react-router'
import { servicesContext, siteContext } from '~/context'
import { enquiryFormSetup } from '~/leads/enquiry.server'
import { offerEnquiryHref } from '~/offers/components/offer-actions'
import { siteOffers } from '~/offers/offer-view.server'
import { siteAddress } from '~/site-url.server'

/** `/offers/{offerId}` and `/offers/{manufacturer}/{offerId}`: one offer this site shows, or a 404. */
export async function loadOffer(
  context: Readonly<RouterContextProvider>,
  params: { manufacturer?: string; offerId?: string },
) {
  const site = context.get(siteContext)
  if (!site) throw data(null, 404)
  const offers = await siteOffers(context.get(servicesContext).content, site)
  const offer = offers.find((candidate) => candidate.offerId === params.offerId)
  const manufacturerMatches =
    params.manufacturer === undefined ||
    (offer?.manufacturer && slugify(offer.manufacturer) === params.manufacturer)
  if (!offer || !manufacturerMatches) throw data(null, 404)
  return {
    siteName: site.content.name ?? '',
    offer,
    enquiry: {
      setup: enquiryFormSetup(site, { kind: 'offer', pageId: `offer:${offer.offerId}` }),
      action: offerEnquiryHref(offer),
    },
    canonicalUrl: siteAddress(context, offer.href),
  }
}
