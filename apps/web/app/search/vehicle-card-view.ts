import { type AnalyticsItem, vehicleItem } from '@forecourt/domain/analytics/events'
import { enAuNumber } from '@forecourt/domain/australia/number-format'
import { financePagePath } from '@forecourt/domain/finance/journey'
import { offersWatchlist } from '@forecourt/domain/lists/saved-cars'
import { distanceAwayLabel } from '@forecourt/domain/search/distance-label'
import type { SiteSettings } from '@forecourt/domain/site/settings'
import {
  type CardButtonView,
  shortlistButtons,
  vehicleCardButtons,
} from '@forecourt/domain/vehicle-card/buttons'
import { type FinanceTeaser, financeTeaser } from '@forecourt/domain/vehicle-card/finance-teaser'
import { type CardImages, cardImages } from '@forecourt/domain/vehicle-card/images'
import { type CardPrice, cardPrice } from '@forecourt/domain/vehicle-card/price'
import { type CardTag, type CardTagSettings, cardTag } from '@forecourt/domain/vehicle-card/tag'
import { CARD_PHOTOS_USED, type VehicleHit } from './vehicle-hit'

/** Everything one results card shows, decided by the domain rules for this dealer. */
export interface VehicleCardView {
  id: string
  href: string
  title: string
  badge: string | null
  tag: CardTag | null
  images: CardImages
  price: CardPrice
  finance: FinanceTeaser | null
  facts: string[]
  location: string | null
  /** How far, on a near-me search: "23 km away". */
  distance: string | null
  buttons: (CardButtonView & { href: string })[]
  shortlist: { compare: boolean; favourite: boolean }
  /** The watchlist's Save (ADR 050): on where the dealer has the watchlist and the car is not sold. */
  watchlist: boolean
  /** One of the website's promoted cars, pinned to its place: its label; null for any other car. */
  featured: typeof FEATURED_LABEL | null
  /** The car as analytics events carry it (issue 34). */
  analytics: AnalyticsItem
}

/**
 * A promoted car's label. The spec names none; 'Featured' is the name of the results page's default order,
 * the only order promoted cars are placed in.
 */
export const FEATURED_LABEL = 'Featured'

export type CardSettings = CardTagSettings &
  Pick<
    SiteSettings,
    | 'cardButtons'
    | 'features'
    | 'hideZeroPrice'
    | 'shortlistRequiresPriceAndPhotos'
    | 'applyForFinancePage'
    | 'reserveAtBuyOnline'
  >

const kilometres = (km: number) => `${enAuNumber.format(km)} km`

function buttonHref(
  id: CardButtonView['id'],
  hit: VehicleHit,
  href: string,
  settings: Pick<CardSettings, 'reserveAtBuyOnline' | 'applyForFinancePage'>,
): string {
  switch (id) {
    case 'enquire':
    case 'enquireNow':
      return `/enquire?${new URLSearchParams({ car_id: hit.objectID })}`
    case 'bookTestDrive':
      return `/book-test-drive?${new URLSearchParams({ car_id: hit.objectID })}`
    case 'getFinance':
      return `${financePagePath(settings)}?${new URLSearchParams({ car_id: hit.objectID })}`
    case 'reserveNow':
      return `${href}/${settings.reserveAtBuyOnline ? 'buy-online' : 'checkout'}`
    case 'buyOnline':
      return `/checkout-journey?${new URLSearchParams({ car_id: hit.slug ?? hit.objectID })}`
    case 'findSimilar': {
      const similar = new URLSearchParams({ make: hit.make })
      if (hit.body) similar.set('body', hit.body)
      return `/search?${similar}`
    }
    default:
      return href
  }
}

export function vehicleCardView(hit: VehicleHit, settings: CardSettings, now: Date): VehicleCardView {
  const href = hit.path ?? `/cars/${hit.slug ?? hit.objectID}`
  const lender = hit.finance_provider
    ? {
        provider: hit.finance_provider,
        interestRate: hit.finance_interest_rate ?? null,
        comparisonRate: hit.finance_comparison_rate ?? null,
        paymentWeek: hit.weekly_repayment ?? null,
      }
    : null
  const facts = [
    hit.km === null || hit.km === undefined ? null : kilometres(hit.km),
    hit.transmission,
    hit.fuel,
    hit.body,
  ].filter((fact): fact is string => !!fact)
  return {
    id: hit.objectID,
    href,
    title: `${hit.year} ${hit.make} ${hit.model}`,
    badge: hit.badge ?? null,
    tag: cardTag(hit, settings, now),
    images: photosShown(cardImages(hit, { requestPhotos: settings.features.requestPhotos })),
    price: cardPrice(hit, settings),
    finance: settings.features.finance ? financeTeaser(hit, lender, now) : null,
    facts,
    location: [hit.location_name, hit.city].filter(Boolean).join(', ') || null,
    distance: distanceAwayLabel(hit.geo_distance_meters?.location),
    buttons: vehicleCardButtons(hit, settings).map((button) => ({
      ...button,
      href: buttonHref(button.id, hit, href, settings),
    })),
    shortlist: shortlistButtons(hit, settings),
    watchlist: offersWatchlist(hit, settings.features),
    featured: hit.curated === true ? FEATURED_LABEL : null,
    analytics: vehicleItem({
      id: hit.objectID,
      make: hit.make,
      model: hit.model,
      year: hit.year,
      price: hit.price,
      dealer: hit.dealership_name,
      location: hit.location_name || null,
    }),
  }
}

/**
 * The strip as the card shows it: its first CARD_PHOTOS_USED photos (the photo count still says how many
 * the car has). The browser receives the view too, so the rest would be bytes for nothing.
 */
function photosShown(images: CardImages): CardImages {
  if (images.kind !== 'photos' || !images.strip || images.strip.length <= CARD_PHOTOS_USED) return images
  return { ...images, strip: images.strip.slice(0, CARD_PHOTOS_USED) }
}
