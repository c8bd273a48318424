import { exampleComparisonRate } from './comparison-rate.ts'
import { financeProviderRules } from './providers.ts'

/**
 * The comparison rate a site shows for a lender's estimate (spec, stock document section 9: "Establishment
 * fee 1300 for one provider. Comparison-rate example: 5-year $30,000 secured loan."). It is always worked
 * out here from the lender's interest rate and fees on that example, never copied from the stock feed, so
 * every site shows the same figure for the same rate and fee, and a fee always lifts it above the interest
 * rate. The fee is the lender's own for the car when its data carries one, else the provider's (the
 * $1,300 of the provider whose preset has it).
 *
 * "Rates are not null" (section 5) still decides whether an estimate shows at all: with either rate
 * missing in the feed there is no comparison rate.
 */

export interface LenderRates {
  interestRate: number | null
  comparisonRate: number | null
  establishmentFees?: number | null
}

const usable = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** The lender's fee for this car, else its provider's. */
export function lenderEstablishmentFee(
  provider: string,
  lender: Pick<LenderRates, 'establishmentFees'>,
): number {
  const own = lender.establishmentFees
  return usable(own) && own > 0 ? own : financeProviderRules(provider).establishmentFee
}

export function lenderComparisonRate(provider: string, lender: LenderRates): number | null {
  if (!usable(lender.interestRate) || !usable(lender.comparisonRate)) return null
  return exampleComparisonRate(lender.interestRate, {
    establishmentFee: lenderEstablishmentFee(provider, lender),
  })
}
