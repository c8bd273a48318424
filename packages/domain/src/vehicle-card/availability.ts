/**
 * Vehicle availability (spec, stock document section 4; forms document section 4): "in_stock and
 * coming_soon are available; sold is unavailable." Feeds carry other statuses too; anything not listed
 * as available is treated as unavailable.
 */

export const AVAILABLE_STATUSES = ['in_stock', 'coming_soon'] as const

/** Above this price a car can be reserved, bought online or used for a trade-in valuation. */
export const RESERVE_MINIMUM_PRICE = 200

export interface AvailabilityFacts {
  status: string
}

export function isAvailable(vehicle: AvailabilityFacts): boolean {
  return (AVAILABLE_STATUSES as readonly string[]).includes(vehicle.status)
}

export function isSold(vehicle: AvailabilityFacts): boolean {
  return vehicle.status === 'sold'
}

/**
 * The spec's "purchasable car" (finance teaser, compare and favourite buttons) is not defined further;
 * Forecourt reads it as an available car that nobody has reserved.
 */
export function isPurchasable(vehicle: AvailabilityFacts & { reserved?: boolean | null }): boolean {
  return isAvailable(vehicle) && !vehicle.reserved
}

/**
 * Valuation eligibility (forms document section 4): "a car is eligible only if it is in stock, not sold,
 * not reserved and priced above 200". It gates the reserve, online purchase and trade-in buttons.
 */
export function isReserveEligible(vehicle: {
  status: string
  reserved?: boolean | null
  price: number
}): boolean {
  return vehicle.status === 'in_stock' && !vehicle.reserved && vehicle.price > RESERVE_MINIMUM_PRICE
}
