import type { Site } from '@forecourt/content/sites'
import type { DeliveryZone } from '@forecourt/domain/calculators/delivery-quote'
import { financePagePath } from '@forecourt/domain/finance/journey'
import { carPageQuoteRequest, shouldRequestCarPageQuote } from '@forecourt/domain/finance/quote'
import { offersWatchlist } from '@forecourt/domain/lists/saved-cars'
import { locationMapView } from '@forecourt/domain/locations/map'
import { maskedPhone } from '@forecourt/domain/phones/masking'
import { isAvailable } from '@forecourt/domain/vehicle-card/availability'
import {
  carPageActions,
  locatedAtBar,
  reservePriceLabel,
  soldNotice,
  vehicleNoun,
} from '@forecourt/domain/vehicle-page/availability'
import { carAnalysis } from '@forecourt/domain/vehicle-page/car-analysis'
import { dealerComments } from '@forecourt/domain/vehicle-page/comments'
import { barMessageAction } from '@forecourt/domain/vehicle-page/instant-message'
import { specificationList } from '@forecourt/domain/vehicle-page/specs'
import type { VehicleDetail } from '@forecourt/search/vehicle-detail'
import { vehicleItemOf } from '~/analytics/vehicle-item.server'
import { carKeyInformation } from '~/cars/car-key-information'
import { carDetailPhone } from '~/cars/car-phone.server'
import { addressLinesOf, locationDirectionsUrl } from '~/locations/location-view.server'
import { vehicleCardView } from '~/search/vehicle-card-view'
import type { VehicleHit } from '~/search/vehicle-hit'

/** The dealer a car belongs to, as this site knows it: a group site holds several. */
function carDealer(site: Site, car: VehicleDetail) {
  if (site.kind === 'dealer') return { name: site.content.name ?? '', phones: site.content.phones }
  const dealer = site.content.dealers.find((candidate) => candidate.slug === car.dealership_slug)
  return { name: dealer?.name ?? car.dealership_name, phones: dealer?.phones ?? null }
}

function carLocations(site: Site, car: VehicleDetail) {
  const own = site.content.locations.filter((location) => location.dealershipSlug === car.dealership_slug)
  return {
    carLocation: own.find((location) => location.id === car.location_id) ?? null,
    primary: own.find((location) => location.primary) ?? own[0] ?? null,
    own,
  }
}

/** The car's action buttons, with their addresses (stock document section 2's routes). */
function actionLinks(site: Site, car: VehicleDetail) {
  const actions = carPageActions(car, site.settings.features)
  const slug = car.slug ?? car.id
  return {
    findSimilar: actions.findSimilar ? `/enquire?car_id=${car.id}&type=find-similar` : null,
    // A PPSR (history) report is about a car's past owners and finance: asked for on used and demo cars
    // for sale, and filed as the spec's "History report" lead, event 60 (ADR 053); the PPSR Report plugin.
    historyReport:
      site.settings.features.ppsrReport && isAvailable(car) && car.car_type !== 'new'
        ? `/enquire?${new URLSearchParams({ car_id: car.id, type: 'history-report' })}`
        : null,
    reserve: actions.reserve
      ? {
          href: `/cars/${slug}/${site.settings.reserveAtBuyOnline ? 'buy-online' : 'checkout'}`,
          priceLabel: reservePriceLabel(site.settings.reservePriceLabel),
        }
      : null,
    buyOnline: actions.onlinePurchase ? `/checkout-journey?${new URLSearchParams({ car_id: slug })}` : null,
    tradeIn: actions.tradeIn ? `/cars/trade-in?car_id=${car.id}` : null,
    testDrive: actions.testDriveOrFinance === 'testDrive' ? `/book-test-drive?car_id=${car.id}` : null,
    finance:
      actions.testDriveOrFinance === 'finance' && site.settings.features.finance
        ? `${financePagePath(site.settings)}?car_id=${car.id}`
        : null,
  }
}

/**
 * What the vehicle page shows about the car itself, apart from the sections with builders of their own
 * (media, calculators): heading facts, phone, actions, key information, comments, specifications.
 */
export function carPageView(site: Site, car: VehicleDetail, now: Date) {
  const slug = car.slug ?? car.id
  const path = `/cars/${slug}`
  const card = vehicleCardView({ ...car, objectID: car.id } as VehicleHit, site.settings, now)
  const dealer = carDealer(site, car)
  const { carLocation, primary } = carLocations(site, car)
  const phone = carDetailPhone(site, car)
  const available = car.status === 'in_stock' || car.status === 'coming_soon'
  const noun = vehicleNoun(car.item_type)
  const located = locatedAtBar(car.city, primary?.address?.city)
  return {
    id: car.id,
    slug,
    path,
    title: car.name,
    subtitle: [car.badge, car.series].filter(Boolean).join(' '),
    make: car.make,
    model: car.model,
    year: car.year,
    carType: car.car_type,
    stockNumber: car.stocknum,
    dealershipId: car.dealership_id,
    dealerName: dealer.name,
    card,
    available,
    noun,
    sold: available ? null : soldNotice(noun),
    soldTag: available ? null : site.settings.soldTagLabel,
    /** Masked: the full number is given out only by a recorded reveal (ADR 046). */
    phone: phone ? maskedPhone(phone) : null,
    actions: actionLinks(site, car),
    watchlist: offersWatchlist(car, site.settings.features),
    financePath: financePagePath(site.settings),
    financeEnabled: site.settings.features.finance,
    // "On the car page it is made only when the car has no quote and the price is above 0."
    financeQuote: shouldRequestCarPageQuote({
      price: car.price,
      year: car.year,
      youxQuote: car.weekly_repayment ? { weeklyRepaymentAmount: car.weekly_repayment } : null,
    })
      ? { ...carPageQuoteRequest({ price: car.price, year: car.year, vin: car.vin ?? null }), carId: car.id }
      : null,
    location: {
      name: car.location_name,
      city: car.city,
      bar: located
        ? { text: located.text, directionsUrl: carLocation ? locationDirectionsUrl(carLocation) : null }
        : null,
    },
    /** The phone bar's Enquire Now, or the dealer's Instant Message. */
    barMessage: barMessageAction(site.settings, { title: car.name, stockNumber: car.stocknum }),
    /** The Car Analysis plugin's figures; null where the dealer has no such plugin. */
    analysis: site.settings.features.carAnalysis
      ? carAnalysis(
          { year: car.year, km: car.km, carType: car.car_type, listedAt: car.created_at_timestamp },
          now,
        )
      : null,
    /** The Autogauge plugin: the price-comparison panel. */
    priceComparison: site.settings.features.priceComparison,
    termsOfUse: site.settings.vehicleTermsOfUse,
    keyInformation: carKeyInformation(car),
    comments: dealerComments(car.dealercomments),
    specifications: specificationList(car.variant),
    equipment: car.standard_equipment ?? [],
    /** The car as analytics events carry it (issue 34). */
    analytics: vehicleItemOf(car),
  }
}

export type CarPageView = ReturnType<typeof carPageView>

/**
 * The car dealership's locations listed at the foot of the page (#vehicle-map), each with its map, less
 * those the dealer hides there ("Some locations are excluded from the section at the foot of the car page").
 */
export function footLocations(site: Site, car: VehicleDetail) {
  return carLocations(site, car)
    .own.filter((location) => location.hiddenOnCarPage !== true)
    .map((location) => {
      const { lat, lng } = location.address?.geo ?? {}
      const geo = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null
      return {
        id: location.id,
        slug: location.slug ?? location.id,
        name: location.name ?? '',
        addressLines: addressLinesOf(location.address),
        directionsUrl: locationDirectionsUrl(location),
        // The map its location page shows (embedded or static per the site's map settings).
        map: locationMapView({ primary: location.primary === true, geo }, site.map),
      }
    })
}

/** The delivery calculator's zones: the dealer's own, else its group's (forms document, delivery zones). */
export function siteDeliveryZones(site: Site): DeliveryZone[] {
  const own = site.content.deliveryZones ?? []
  const zones = own.length > 0 || site.kind === 'group' ? own : (site.content.group?.deliveryZones ?? [])
  return zones.flatMap((zone) =>
    zone.name && typeof zone.price === 'number'
      ? [
          {
            name: zone.name,
            price: zone.price,
            postcodeRanges: (zone.postcodeRanges ?? []).flatMap((range) =>
              range.from && range.to ? [{ from: range.from, to: range.to }] : [],
            ),
          },
        ]
      : [],
  )
}
