import type { Site } from '@forecourt/content/sites'
import { formatAud } from '@forecourt/domain/vehicle-card/price'
import { jsonLdScriptContent, vehicleJsonLd } from '@forecourt/domain/vehicle-page/json-ld'
import { findVehicleBySlug, type VehicleDetail } from '@forecourt/search/vehicle-detail'
import { data, type RouterContextProvider } from 'react-router'
import { deliveryCalculatorView } from '~/cars/calculators/delivery-calculator-view'
import { financeCalculatorView } from '~/cars/calculators/finance-calculator-view'
import { fuelCalculatorView } from '~/cars/calculators/fuel-calculator-view'
import { type CarPageView, carPageView, footLocations, siteDeliveryZones } from '~/cars/car-page-view.server'
import { carDetailPhone } from '~/cars/car-phone.server'
import { revealedToday } from '~/cars/car-tracking.server'
import { departedCarPage } from '~/cars/departed-car.server'
import { carMediaView, carVideoView } from '~/cars/media/car-media-view'
import { similarCards } from '~/cars/similar-cards.server'
import { servicesContext, siteContext } from '~/context'
import { enquiryFormSetup } from '~/leads/enquiry.server'
import { toLeadCar } from '~/leads/lead-car.server'
import { pageUrl } from '~/page-url'
import { siteAddress } from '~/site-url.server'
import { serverLogger } from '~server/logger'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

async function findCar({ context }: Args, site: Site, slug: string): Promise<VehicleDetail | null> {
  const { search, siteStock } = context.get(servicesContext)
  let car: VehicleDetail | null
  try {
    car = await findVehicleBySlug(search.searches, siteStock.access(site).filter, slug)
  } catch (error) {
    serverLogger().error({ err: error }, 'Vehicle lookup failed')
    throw data({ reason: 'search-unavailable' }, { status: 503 })
  }
  return car
}

function describe(view: CarPageView, car: VehicleDetail): string {
  const price = car.price > 0 ? ` for ${formatAud(car.price)}` : ''
  const km =
    typeof car.km === 'number' && car.car_type !== 'new' ? `, ${car.km.toLocaleString('en-AU')} km` : ''
  const facts = [car.body, car.transmission, car.fuel].filter(Boolean).join(', ')
  return `${view.title}${price}${km}${facts ? `: ${facts}` : ''}. ${
    view.available ? 'Available' : 'Recently sold'
  } at ${view.dealerName}${car.city ? ` in ${car.city}` : ''}.`
}

/**
 * `/cars/{slug}`: one car of this site's stock; a car of this site's dealers that has left the feed
 * answers 410 with cars like it; anything else (unknown, held back, another dealer's car, departed or
 * not) is the themed 404.
 */
export async function loadCarPage(args: Args, slug: string | undefined) {
  const site = args.context.get(siteContext)
  if (!site || !slug) throw data(null, 404)
  const car = await findCar(args, site, slug)
  const now = new Date()
  if (!car) {
    const departed = await departedCarPage(args.context, site, slug, now)
    if (departed) return data(departed, { status: 410 })
    throw data(null, 404)
  }
  const url = pageUrl(args.request)
  const view = carPageView(site, car, now)
  const origin = siteAddress(args.context, '')
  const canonicalUrl = `${origin}${view.path}`
  const description = describe(view, car)
  const jsonLd = vehicleJsonLd({
    name: car.name,
    url: canonicalUrl,
    description,
    images: (car.image_urls ?? []).map((image) => new URL(image, `${origin}/`).href),
    make: car.make,
    model: car.model,
    year: car.year,
    vin: car.vin,
    km: car.km,
    body: car.body,
    fuel: car.fuel,
    transmission: car.transmission,
    colour: car.colour,
    price: car.price,
    status: car.status,
    preorder: car.preorder,
    car_type: car.car_type,
    stocknum: car.stocknum,
    // No telephone: the page gives its number out only with a recorded reveal (ADR 046).
    seller: { name: view.dealerName, url: `${origin}/` },
  })
  const settings = site.settings
  // `?phone=shown` (where a reveal without JavaScript comes back to) shows the number to the visitor whose
  // reveal is recorded today, and to no one else: that answer is theirs, never a shared cache's.
  const phoneAsked = url.searchParams.get('phone') === 'shown'
  const revealed = phoneAsked && view.phone ? await revealedToday(args.context, car.id) : false
  const payload = {
    kind: 'car' as const,
    siteName: site.content.name ?? '',
    websiteId: site.content.id,
    view,
    media: carMediaView(car, {
      spinDefaultMode: settings.spinDefaultMode,
      requestPhotos: settings.features.requestPhotos,
      spinViewerUrl: settings.spinViewerUrl,
    }),
    video: carVideoView(car),
    calculators: {
      fuel: fuelCalculatorView(car, url.searchParams),
      delivery: view.available ? deliveryCalculatorView(siteDeliveryZones(site), url.searchParams) : null,
      finance:
        settings.features.finance && view.available
          ? financeCalculatorView(
              car,
              {
                preferredProvider: settings.financeProvider,
                fixedInterestRate: settings.financeFixedInterestRate,
              },
              url.searchParams,
              now,
            )
          : null,
    },
    similar: await similarCards(args.context, site, car, now),
    locations: footLocations(site, car),
    revealedPhone: revealed ? carDetailPhone(site, car) : null,
    enquiry: {
      setup: enquiryFormSetup(site, {
        kind: 'vehicle',
        pageId: `car:${car.slug ?? car.id}`,
        car: toLeadCar(car),
      }),
      action: `/enquire?car_id=${encodeURIComponent(car.id)}`,
    },
    meta: { description, canonicalUrl, jsonLd: jsonLdScriptContent(jsonLd) },
  }
  return data(payload, { headers: phoneAsked ? { 'Cache-Control': 'private, no-store' } : {} })
}
