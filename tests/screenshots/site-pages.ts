import { getPage } from '../bench/srp-server.ts'

/**
 * Every page type of a demo website, with the address of one page of that type on it. Pages that need a
 * car, an offer, a model or a location take the first the site itself links to, as a shopper would find
 * them; a page type the site does not have (no reserve, no brands directory) is left out.
 */

export interface SitePage {
  /** The file name's first part: `<page>-<viewport>.png`. */
  name: string
  path: string
  /** Shown to a signed-in shopper (My Garage; reserve and finance where the site gates them). */
  signedIn?: boolean
}

const hrefs = (html: string, pattern: RegExp): string[] =>
  [...html.matchAll(/href="(\/[^"]*)"/g)]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .filter((href) => pattern.test(href))

export async function sitePages(port: number, slug: string): Promise<SitePage[]> {
  const host = `${slug}.localhost:${port}`
  const html = async (path: string) => {
    const { status, body } = await getPage(port, host, path)
    return status === 200 ? body : ''
  }
  const first = async (path: string, pattern: RegExp) => hrefs(await html(path), pattern)[0] ?? null

  const home = await html('/')
  const car = await first('/search/used-cars', /^\/cars\/[a-z0-9-]+$/)
  const carPage = car ? await html(car) : ''
  const carId = hrefs(carPage, /^\/cars\/trade-in\?car_id=/)[0]?.split('=')[1] ?? null
  const reserve = car ? (hrefs(carPage, /^\/cars\/[a-z0-9-]+\/(checkout|buy-online)$/)[0] ?? null) : null
  const garage = hrefs(home, /^\/sign-in\?type=my-garage/)[0]
  const garagePath = garage ? new URLSearchParams(garage.split('?')[1]).get('redirect') : null

  const pages: (SitePage | null)[] = [
    { name: 'home', path: '/' },
    { name: 'search', path: '/search' },
    { name: 'landing', path: '/search/used-cars' },
    car ? { name: 'vehicle', path: car } : null,
    { name: 'enquiry', path: carId ? `/enquire?car_id=${carId}` : '/enquire' },
    { name: 'test-drive', path: carId ? `/book-test-drive?car_id=${carId}` : '/book-test-drive' },
    { name: 'service', path: '/service' },
    { name: 'service-booking', path: '/service/booking' },
    { name: 'trade-in', path: '/sell-your-car' },
    { name: 'finance', path: carId ? `/finance?car_id=${carId}` : '/finance', signedIn: true },
    { name: 'sign-in', path: garage ?? '/sign-in' },
    reserve ? { name: 'reserve', path: reserve, signedIn: true } : null,
    garagePath ? { name: 'my-garage', path: garagePath, signedIn: true } : null,
    { name: 'locations', path: '/dealerships' },
    pathOrNull('location', await first('/dealerships', /^\/locations\/[a-z0-9-]+$/)),
    { name: 'contact', path: '/contact' },
    { name: 'offers', path: '/special-offers' },
    pathOrNull('offer', await first('/special-offers', /^\/offers\/[a-z0-9-/]+$/)),
    { name: 'models', path: '/models' },
    pathOrNull('model', await first('/models', /^\/models\/[a-z0-9-]+$/)),
    hrefs(home, /^\/brands$/).length > 0 ? { name: 'brands', path: '/brands' } : null,
    pathOrNull('content-page', hrefs(home, /^\/pages\/[a-z0-9-]+$/)[0] ?? '/about-us'),
    { name: 'legal-page', path: '/privacy-policy' },
    { name: 'not-found', path: '/no-such-page' },
  ]
  return pages.filter((page) => page !== null)
}

const pathOrNull = (name: string, path: string | null): SitePage | null => (path ? { name, path } : null)
