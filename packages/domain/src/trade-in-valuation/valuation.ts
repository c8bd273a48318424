import { enAuNumberFormat } from '../australia/number-format.ts'
import type { TradeInCondition } from '../leads/trade-in-vehicle.ts'
import { afterAllowance, type ValuationAllowance } from './allowance.ts'
import {
  type ComparableCar,
  chooseComparables,
  comparableSearch,
  type ValuationSubject,
} from './comparables.ts'
import { conditionFactor } from './condition-adjustment.ts'
import { kmAdjustedPrice } from './km-adjustment.ts'

/**
 * The instant trade-in valuation (issue 33): the asking prices of comparable cars across every dealer,
 * each moved to the shopper's kilometres and condition, less the dealer's margin and reconditioning
 * allowance. The range runs from the lower to the upper quartile of those values (half the comparables
 * lie inside it), each end rounded to $100: low down, high up. Fewer comparables than the dealer's
 * minimum give no number at all, only the "we'll call you with a valuation" path.
 */

export interface ValuationSettings extends ValuationAllowance {
  /** The fewest comparables a number is given from (the dealer's setting). */
  minimumComparables: number
}

export interface ValuationInput extends ValuationSubject {
  condition: TradeInCondition
}

export type TradeInValuation =
  | {
      kind: 'range'
      low: number
      high: number
      comparables: number
      badgeMatched: boolean
      explanation: string
    }
  | { kind: 'callBack'; comparables: number; explanation: string }

const ROUNDING = 100

/** The `share` quantile of sorted values, interpolating between neighbours. */
export function quantile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) throw new Error('quantile of nothing')
  const position = (sorted.length - 1) * share
  const below = Math.floor(position)
  const above = Math.ceil(position)
  const lower = sorted[below] as number
  const upper = sorted[above] as number
  return lower + (upper - lower) * (position - below)
}

const money = enAuNumberFormat({ style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
const kilometres = enAuNumberFormat()

/** "$18,400 – $20,900" (an en dash between spaced amounts). */
export const formatValuationRange = (low: number, high: number): string =>
  `${money.format(low)} – ${money.format(high)}`

export function valueTradeIn(
  input: ValuationInput,
  found: readonly ComparableCar[],
  settings: ValuationSettings,
): TradeInValuation {
  const { cars, badgeMatched } = chooseComparables(input, found, settings.minimumComparables)
  const search = comparableSearch(input)
  const carName = `${input.make} ${input.model}`
  if (cars.length === 0 || cars.length < settings.minimumComparables) {
    return {
      kind: 'callBack',
      comparables: cars.length,
      explanation:
        cars.length === 0
          ? `We have no ${carName} from ${search.yearFrom} to ${search.yearTo} for sale to compare yours with, so one of our team will value it and call you.`
          : `We found only ${cars.length} ${carName} from ${search.yearFrom} to ${search.yearTo} for sale to compare yours with, too few for an instant valuation, so one of our team will value it and call you.`,
    }
  }
  const values = cars
    .map((car) =>
      afterAllowance(
        kmAdjustedPrice(car.price, car.km, input.odometerKm) * conditionFactor(input.condition),
        settings,
      ),
    )
    .sort((a, b) => a - b)
  const low = Math.floor(quantile(values, 0.25) / ROUNDING) * ROUNDING
  const high = Math.ceil(quantile(values, 0.75) / ROUNDING) * ROUNDING
  if (low <= 0) {
    return {
      kind: 'callBack',
      comparables: cars.length,
      explanation: `Cars like yours sell for too little for an instant valuation after reconditioning, so one of our team will value it and call you.`,
    }
  }
  const badge = badgeMatched && input.badge ? ` ${input.badge.trim()}` : ''
  return {
    kind: 'range',
    low,
    high,
    comparables: cars.length,
    badgeMatched,
    explanation: [
      `Based on the asking prices of ${cars.length} ${carName}${badge} cars from ${search.yearFrom} to ${search.yearTo} for sale with dealers across our network,`,
      `adjusted for your ${kilometres.format(input.odometerKm)} km and ${input.condition.toLowerCase()} condition,`,
      `less ${money.format(settings.reconditioningDollars)} for reconditioning and a ${settings.marginPercent}% dealer margin.`,
    ].join(' '),
  }
}
