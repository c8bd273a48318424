/**
 * What a dealer keeps back from the market value to buy a car in (issue 33: "less a dealer-set
 * reconditioning and margin allowance"): the margin, a share of the market value, then a fixed
 * reconditioning amount in dollars. Both are the dealer's settings in Studio.
 */

export interface ValuationAllowance {
  /** Dollars for reconditioning (detailing, servicing, tyres) taken off every valuation. */
  reconditioningDollars: number
  /** The dealer's margin, percent of the market value. */
  marginPercent: number
}

export function afterAllowance(marketValue: number, allowance: ValuationAllowance): number {
  return marketValue * (1 - allowance.marginPercent / 100) - allowance.reconditioningDollars
}
