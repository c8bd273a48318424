/**
 * Which cars on sale are comparable with the shopper's (issue 33: "the asking prices of comparable cars
 * across every dealer (make, model, year band, kilometres, badge)"). The search asks for the same make
 * and model within the year band and the kilometre window; the badge then narrows the set when enough
 * cars share it, since a badge (trim level) moves the price more than anything but age and kilometres.
 */

/** Model years either side of the shopper's car that still count as comparable. */
export const VALUATION_YEAR_BAND = 1
/** The kilometre window either side of the shopper's odometer: half the reading, at least 30,000 km. */
export const VALUATION_KM_WINDOW_SHARE = 0.5
export const VALUATION_MIN_KM_WINDOW = 30_000

/** A car on sale with a dealer, as the valuation reads it. */
export interface ComparableCar {
  /** The asking price in dollars (above zero: a car without a price says nothing about value). */
  price: number
  km: number
  year: number
  badge: string | null
}

/** The shopper's car, as far as the valuation needs it. */
export interface ValuationSubject {
  make: string
  model: string
  year: number
  badge: string | null
  odometerKm: number
}

/** The search for comparables: the same make and model, years and kilometres within their bands. */
export interface ComparableSearch {
  make: string
  model: string
  yearFrom: number
  yearTo: number
  kmFrom: number
  kmTo: number
}

export function comparableSearch(subject: ValuationSubject): ComparableSearch {
  const window = Math.max(VALUATION_MIN_KM_WINDOW, Math.round(subject.odometerKm * VALUATION_KM_WINDOW_SHARE))
  return {
    make: subject.make.trim(),
    model: subject.model.trim(),
    yearFrom: subject.year - VALUATION_YEAR_BAND,
    yearTo: subject.year + VALUATION_YEAR_BAND,
    kmFrom: Math.max(0, subject.odometerKm - window),
    kmTo: subject.odometerKm + window,
  }
}

const sameBadge = (a: string | null, b: string | null) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase())

/**
 * The comparables the valuation uses: those of the shopper's badge when at least `minimum` share it,
 * otherwise every car the search found (priced above zero either way).
 */
export function chooseComparables(
  subject: ValuationSubject,
  found: readonly ComparableCar[],
  minimum: number,
): { cars: ComparableCar[]; badgeMatched: boolean } {
  const priced = found.filter((car) => Number.isFinite(car.price) && car.price > 0)
  const badged = priced.filter((car) => sameBadge(car.badge, subject.badge))
  return badged.length >= Math.max(1, minimum)
    ? { cars: badged, badgeMatched: true }
    : { cars: priced, badgeMatched: false }
}
