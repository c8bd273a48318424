import { siteHomePageQuery } from '@forecourt/content/queries'
import type { Site } from '@forecourt/content/sites'
import { homePageId } from '@forecourt/domain/site/website-singletons'
import { siteOffers } from '~/offers/offer-view.server'
import type { AppServices } from '~server/services'
import { loadFeaturedCars } from './featured-cars.server'
import { homePageView } from './home-page-view.server'
import { locationSlides } from './location-slides.server'

/** The offers teaser shows at most this many. */
const TEASER_OFFERS = 3

/**
 * The Studio-edited parts of a site's home page: its home page document (or the defaults), the featured
 * cars and offers its sections ask for (fetched side by side once the document says which), and the
 * 'Our Locations' cards.
 */
export async function loadHomeContent(services: AppServices, site: Site, now = new Date()) {
  const home = homePageView(
    await services.content.fetch(siteHomePageQuery, { id: homePageId(site.content.id) }),
    site.settings.features.tradeIn,
  )
  const [featuredCars, offers] = await Promise.all([
    home.featuredCars ? loadFeaturedCars(services, site, now) : null,
    home.offersTeaser ? siteOffers(services.content, site, now) : [],
  ])
  return {
    home,
    featuredCars: featuredCars ?? [],
    offers: offers.slice(0, TEASER_OFFERS),
    locations: locationSlides(site, now),
  }
}
