import type { TradeInCondition } from '../leads/trade-in-vehicle.ts'

/**
 * The shopper's condition answer as a share of a dealer's asking price. A car on a dealer's lot is
 * presented for sale, so 'Excellent' is taken at its price and every lesser answer costs what bringing
 * the car up to that standard typically does beyond the dealer's fixed reconditioning allowance.
 */
export const CONDITION_FACTORS: Readonly<Record<TradeInCondition, number>> = {
  Excellent: 1,
  Good: 0.96,
  Fair: 0.88,
  Poor: 0.75,
}

export const conditionFactor = (condition: TradeInCondition): number => CONDITION_FACTORS[condition]
