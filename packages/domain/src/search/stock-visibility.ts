/**
 * Which of a dealer's vehicles its website lists (spec, stock document section 9): "Per-dealer stock
 * filter excludes vehicles by listing-age threshold of 0 to 14 days depending on the dealer, default 3;
 * some dealers restrict to used cars or in_stock."
 *
 * The threshold bounds how long a sold listing stays up with its sold tag: a vehicle that sold more than
 * the threshold's days ago is no longer listed (see docs/decisions/008-listing-age-threshold.md).
 */

export const LISTING_AGE_THRESHOLD_RANGE = { min: 0, max: 14 } as const
export const DEFAULT_LISTING_AGE_THRESHOLD_DAYS = 3

export interface StockVisibilitySettings {
  listingAgeThresholdDays: number
  usedStockOnly: boolean
  inStockOnly: boolean
}

export interface StockVisibility {
  /** Sold vehicles last updated before this instant (seconds since the epoch) are not listed. */
  soldListedSince: number
  carTypes: readonly ('new' | 'demo' | 'used')[] | null
  statuses: readonly string[] | null
}

const DAY_SECONDS = 86_400

export function clampListingAgeThreshold(days: number): number {
  if (!Number.isFinite(days)) return DEFAULT_LISTING_AGE_THRESHOLD_DAYS
  return Math.min(
    LISTING_AGE_THRESHOLD_RANGE.max,
    Math.max(LISTING_AGE_THRESHOLD_RANGE.min, Math.round(days)),
  )
}

export function stockVisibility(settings: StockVisibilitySettings, now: Date): StockVisibility {
  const threshold = clampListingAgeThreshold(settings.listingAgeThresholdDays)
  return {
    soldListedSince: Math.floor(now.getTime() / 1000) - threshold * DAY_SECONDS,
    carTypes: settings.usedStockOnly ? ['used'] : null,
    statuses: settings.inStockOnly ? ['in_stock'] : null,
  }
}

/** The same rule applied to one vehicle, for pages that load a car directly. */
export function isListed(
  vehicle: { status: string; car_type: string; updated_at_timestamp: number },
  visibility: StockVisibility,
): boolean {
  if (visibility.carTypes && !visibility.carTypes.includes(vehicle.car_type as 'used')) return false
  if (visibility.statuses && !visibility.statuses.includes(vehicle.status)) return false
  return vehicle.status !== 'sold' || vehicle.updated_at_timestamp >= visibility.soldListedSince
}
