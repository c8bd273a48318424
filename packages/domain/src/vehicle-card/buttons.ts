import type { CardButton, FeatureFlags, SiteSettings } from '../site/settings.ts'
import { isAvailable, isPurchasable, isReserveEligible } from './availability.ts'

/**
 * The action buttons of a vehicle card (spec, stock document sections 2, 4 and 5; forms document
 * section 4). The dealer chooses which buttons its cards carry and in which order (`cardButtons`); the
 * car then decides which of them apply.
 */

export type CardButtonId = CardButton | 'findSimilar'

export const cardButtonLabels: Readonly<Record<CardButtonId, string>> = {
  enquire: 'Enquire',
  enquireNow: 'Enquire Now',
  shopNow: 'Shop Now',
  bookTestDrive: 'Book a Test Drive',
  viewDetails: 'View Details',
  getFinance: 'Get Finance',
  reserveNow: 'Reserve Now',
  buyOnline: 'Buy Online',
  findSimilar: 'Find Me Something Similar',
}

/** The custom tag that marks a test-drive-capable car (its leads also use the test-drive event id). */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only'

export interface CardButtonVehicle {
  status: string
  price: number
  reserved?: boolean | null
  tag?: string | null
}

export type CardButtonSettings = Pick<SiteSettings, 'cardButtons'> & {
  features: Pick<FeatureFlags, 'reserve' | 'onlinePurchase' | 'finance'>
}

export interface CardButtonView {
  id: CardButtonId
  label: string
}

export function isTestDriveCar(vehicle: { tag?: string | null }): boolean {
  return vehicle.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase()
}

const view = (id: CardButtonId): CardButtonView => ({ id, label: cardButtonLabels[id] })

/**
 * "A sold car shows ... a Find Me Something Similar button instead of action buttons" (as does any other
 * unavailable car, forms document section 2). Reserve Now and Buy Online need an eligible car and their
 * feature switched on. 'Book a Test Drive' and 'Get Finance' share one place: "Test-drive-capable cars
 * show a test-drive button, otherwise a finance button"; it takes the position of whichever the dealer
 * listed first, and is left out when the car needs the finance button but finance is switched off.
 */
export function vehicleCardButtons(
  vehicle: CardButtonVehicle,
  settings: CardButtonSettings,
): CardButtonView[] {
  if (!isAvailable(vehicle)) return [view('findSimilar')]
  const eligible = isReserveEligible(vehicle)
  const shown: CardButtonView[] = []
  const seen = new Set<CardButtonId>()
  let testDriveOrFinanceDone = false
  for (const id of settings.cardButtons) {
    let chosen: CardButtonId | null = id
    if (id === 'bookTestDrive' || id === 'getFinance') {
      if (testDriveOrFinanceDone) continue
      testDriveOrFinanceDone = true
      chosen = isTestDriveCar(vehicle) ? 'bookTestDrive' : settings.features.finance ? 'getFinance' : null
    } else if (id === 'reserveNow') {
      chosen = eligible && settings.features.reserve ? id : null
    } else if (id === 'buyOnline') {
      chosen = eligible && settings.features.onlinePurchase ? id : null
    }
    if (!chosen || seen.has(chosen)) continue
    seen.add(chosen)
    shown.push(view(chosen))
  }
  return shown
}

export interface ShortlistVehicle {
  status: string
  price: number
  reserved?: boolean | null
  photos_count?: number | null
}

export type ShortlistSettings = Pick<SiteSettings, 'shortlistRequiresPriceAndPhotos'> & {
  features: Pick<FeatureFlags, 'compare' | 'favourites'>
}

/**
 * "Compare and favourite buttons show only when site config enables them and the car is purchasable
 * (and for some sites, price above 0 with images)."
 */
export function shortlistButtons(
  vehicle: ShortlistVehicle,
  settings: ShortlistSettings,
): { compare: boolean; favourite: boolean } {
  const allowed =
    isPurchasable(vehicle) &&
    (!settings.shortlistRequiresPriceAndPhotos || (vehicle.price > 0 && (vehicle.photos_count ?? 0) > 0))
  return {
    compare: allowed && settings.features.compare,
    favourite: allowed && settings.features.favourites,
  }
}
