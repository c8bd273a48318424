import { data, type RouterContextProvider } from 'react-router'
import { servicesContext, siteContext } from '~/context'
import { siteOffers } from '~/offers/offer-view.server'
import { siteAddress } from '~/site-url.server'

/** `/special-offers`: every offer the site shows, grouped by category. */
export async function loadSpecialOffers(context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext)
  if (!site) throw data(null, 404)
  const offers = await siteOffers(context.get(servicesContext).content, site)
  const categories = [...new Set(offers.map((offer) => offer.category))].map((category) => ({
    category,
    offers: offers.filter((offer) => offer.category === category),
  }))
  return {
    siteName: site.content.name ?? '',
    categories,
    canonicalUrl: siteAddress(context, '/special-offers'),
  }
}
