import { isAvailable, isReserveEligible } from '../vehicle-card/availability.ts'
import { cardButtonLabels, isTestDriveCar } from '../vehicle-card/buttons.ts'

/**
 * What a car's state allows on its own page (spec, stock document section 4; forms document sections 2,
 * 4 and 9). Availability, purchasability and eligibility are the card's rules
 * (`vehicle-card-availability.ts`); this module adds the page's SOLD notice, action set, reserve price
 * label and 'Located at {city}' bar.
 */

export const FIND_SIMILAR_LABEL = cardButtonLabels.findSimilar

/** The SOLD notice: "'Unfortunately this {vehicle} recently sold.' and 'But don't worry, we can help you find a similar {vehicle}!'" */
export function soldNotice(vehicle: string): { heading: string; text: string } {
  return {
    heading: `Unfortunately this ${vehicle} recently sold.`,
    text: `But don't worry, we can help you find a similar ${vehicle}!`,
  }
}

/**
 * The page of a car that has left the dealer's stock (issue 32: "This {vehicle} is no longer available",
 * {vehicle} being the car's title), leading to similar cars in the SOLD notice's words.
 */
export function departedNotice(title: string, noun: string): { heading: string; text: string } {
  return {
    heading: `This ${title} is no longer available`,
    text: soldNotice(noun).text,
  }
}

/** The word for the vehicle in the SOLD notice, by the car's item type. */
export function vehicleNoun(itemType: string | null | undefined): string {
  if (itemType === 'motorcycle' || itemType === 'truck' || itemType === 'caravan') return itemType
  return 'car'
}

export interface CarPageActionFeatures {
  reserve: boolean
  onlinePurchase: boolean
  tradeIn: boolean
}

export interface CarPageActions {
  /** An unavailable car shows only 'Find Me Something Similar' "instead of the normal buttons". */
  findSimilar: boolean
  reserve: boolean
  onlinePurchase: boolean
  tradeIn: boolean
  /** "Test-drive-capable cars show a test-drive button, otherwise a finance button." */
  testDriveOrFinance: 'testDrive' | 'finance' | null
}

/**
 * "The reserve, online purchase and trade-in buttons show only when the car is eligible" ("in stock, not
 * sold, not reserved and priced above 200"), and only where the dealer has the feature.
 */
export function carPageActions(
  car: { status: string; price: number; reserved?: boolean | null; tag?: string | null },
  features: CarPageActionFeatures,
): CarPageActions {
  if (!isAvailable(car)) {
    return {
      findSimilar: true,
      reserve: false,
      onlinePurchase: false,
      tradeIn: false,
      testDriveOrFinance: null,
    }
  }
  const eligible = isReserveEligible(car)
  return {
    findSimilar: false,
    reserve: eligible && features.reserve,
    onlinePurchase: eligible && features.onlinePurchase,
    tradeIn: eligible && features.tradeIn,
    testDriveOrFinance: isTestDriveCar(car) ? 'testDrive' : 'finance',
  }
}

/** "Default reserve price label $200." A dealer may set its own label. */
export const DEFAULT_RESERVE_PRICE_LABEL = '$200'

export function reservePriceLabel(dealerLabel?: string | null): string {
  return dealerLabel?.trim() || DEFAULT_RESERVE_PRICE_LABEL
}

const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * "An announcement bar 'Located at {city}' with 'Get Directions' appears when the car's city differs
 * from the primary location." Null when there is no bar to show.
 */
export function locatedAtBar(
  carCity: string | null | undefined,
  primaryLocationCity: string | null | undefined,
): { text: string; city: string } | null {
  if (!carCity?.trim() || !primaryLocationCity?.trim()) return null
  if (sameCity(carCity, primaryLocationCity)) return null
  const city = carCity.trim()
  return { text: `Located at ${city}`, city }
}
