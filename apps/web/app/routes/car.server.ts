import type { Site } from '@forecourt/content/sites'
import { formatAud } from '@forecourt/domain/vehicle-card-price'
import { jsonLdScriptContent, vehicleJsonLd } from '@forecourt/domain/vehicle-page-json-ld'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'
import { findSimilarCars } from '@forecourt/search/similar-cars'
import { findVehicleBySlug, type VehicleDetail } from '@forecourt/search/vehicle-detail'
import { data, type RouterContextProvider } from 'react-router'
import { deliveryCalculatorView } from '~/cars/calculators/delivery-calculator-view'
import { financeCalculatorView } from '~/cars/calculators/finance-calculator-view'
import { fuelCalculatorView } from '~/cars/calculators/fuel-calculator-view'
import { type CarPageView, carPageView, footLocations, siteDeliveryZones } from '~/cars/car-page-view.server'
import { carDetailPhone } from '~/cars/car-phone.server'
import { revealedToday } from '~/cars/car-tracking.server'
import { carMediaView, carVideoView } from '~/cars/media/car-media-view'
import { servicesContext, siteContext } from '~/context'
import { enquiryFormSetup } from '~/leads/enquiry.server'
import { toLeadCar } from '~/leads/lead-car.server'
import { pageUrl } from '~/page-url'
import { vehicleCardView } from '~/search/vehicle-card-view'
import { type VehicleHit, vehicleCardFields } from '~/search/vehicle-hit'
import { siteAddress } from '~/site-url.server'
import { serverLogger } from '../../server/logger.ts'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

async function findCar({ context }: Args, site: Site, slug: string): Promise<VehicleDetail> {
  const { search, siteStock } = context.get(servicesContext)
  let car: VehicleDetail | null
  try {
    car = await findVehicleBySlug(search.searches, siteStock.access(site).filter, slug)
  } catch (error) {
    serverLogger().error({ err: error }, 'Vehicle lookup failed')
    throw data({ reason: 'search-unavailable' }, { status: 503 })
  }
  // Unknown, held back, or another dealer's car: this site has no such page.
  if (!car) throw data(null, 404)
  return car
}

/** Similar cars as results cards; null (section left out) when the feature is off or search fails. */
async function similarCards({ context }: Args, site: Site, car: VehicleDetail, now: Date) {
  if (!site.settings.features.similarCars) return null
  const { search, siteStock } = context.get(servicesContext)
  try {
    const cars = await findSimilarCars(search.searches, car, siteStock.access(site).filter, vehicleCardFields)
    return cars.map((similar: VehicleDocument) => {
      const { id, ...fields } = similar
      return vehicleCardView({ ...fields, objectID: id } as VehicleHit, site.settings, now)
    })
  } catch (error) {
    serverLogger().error({ err: error }, 'Similar cars unavailable')
    return null
  }
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

/** `/cars/{slug}`: one car of this site's stock, or the themed 404. */
export async function loadCarPage(args: Args, slug: string | undefined) {
  const site = args.context.get(siteContext)
  if (!site || !slug) throw data(null, 404)
  const car = await findCar(args, site, slug)
  const now = new Date()
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
    siteName: site.content.name ?? '',
    websiteId: site.content.id,
    view,
    media: carMediaView(car, {
      spinDefaultMode: settings.spinDefaultMode,
      requestPhotos: settings.features.requestPhotos,
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
    similar: await similarCards(args, site, car, now),
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
