import { index, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  // '/search' and every landing path under it ('/search/used-cars', '/search/toyota/hilux', ...).
  route('search/*', 'routes/search.tsx'),
  route('dealerships', 'routes/dealerships.tsx', { id: 'dealerships' }),
  route('dealer-locator', 'routes/dealerships.tsx', { id: 'dealer-locator' }),
  route('locations/:slug', 'routes/location.tsx', { id: 'location' }),
  route('our-location/:slug', 'routes/location.tsx', { id: 'our-location' }),
  route('contact', 'routes/contact.tsx', { id: 'contact' }),
  route('contact-us/:slug', 'routes/contact.tsx', { id: 'contact-us' }),
  route('special-offers', 'routes/special-offers.tsx'),
  route('offers/:offerId', 'routes/offer.tsx', { id: 'offer' }),
  route('offers/:manufacturer/:offerId', 'routes/offer.tsx', { id: 'manufacturer-offer' }),
  route('service', 'routes/service.tsx'),
  route('vehicle-parts-and-accessories', 'routes/parts.tsx', { id: 'parts' }),
  route('parts/search', 'routes/parts.tsx', { id: 'parts-search' }),
  route('models', 'routes/models.tsx'),
  route('models/order-now', 'routes/model-order-now.tsx'),
  route('models/:slug', 'routes/model.tsx'),
  route('enquire', 'routes/enquire.tsx'),
  route('book-test-drive', 'routes/book-test-drive.tsx'),
  route('success', 'routes/success.tsx'),
  // The trade-in form, 'Sell Your Car': one page at four addresses (canonical /sell-your-car).
  route('sell-your-car', 'routes/trade-in.tsx', { id: 'sell-your-car' }),
  route('sell-my-car', 'routes/trade-in.tsx', { id: 'sell-my-car' }),
  route('trade-in', 'routes/trade-in.tsx', { id: 'trade-in' }),
  route('cars/trade-in', 'routes/trade-in.tsx', { id: 'car-trade-in' }),
  route('api/leads/events', 'routes/api.lead-events.ts'),
  route('brands', 'routes/brands.tsx'),
  route(':slug/overview', 'routes/brand-overview.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('pages/:slug', 'routes/content-page.tsx'),
  // Group company pages (/twg-cars…) and top-level information pages (/privacy-policy…); else a 404.
  route(':slug', 'routes/top-level-page.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
