import type { RepaymentFrequency } from './repayments.ts'

/**
 * The short texts that sum up a finance estimate (spec, forms document section 9: "Finance estimate
 * text: 5 year term, 10.0% deposit, 30% final payment, monthly repayments"). The card's teaser
 * ('est. $X/wk based on sample Y% p.a.') is `vehicle-card-finance-teaser.ts`.
 */

export interface EstimateTerms {
  termYears: number
  depositPercent: number
  balloonPercent: number
  frequency: RepaymentFrequency
}

export const DEFAULT_ESTIMATE_TERMS: EstimateTerms = {
  termYears: 5,
  depositPercent: 10,
  balloonPercent: 30,
  frequency: 'monthly',
}

/** Up to 2 decimals, no trailing zeros: 30 -> '30', 9.5 -> '9.5', 9.49 -> '9.49'. */
const shortNumber = (value: number) => String(Math.round(value * 100) / 100)

/** '5 year term, 10.0% deposit, 30% final payment, monthly repayments' (the deposit keeps one decimal). */
export function financeEstimateText(terms: EstimateTerms = DEFAULT_ESTIMATE_TERMS): string {
  return [
    `${shortNumber(terms.termYears)} year term`,
    `${terms.depositPercent.toFixed(1)}% deposit`,
    `${shortNumber(terms.balloonPercent)}% final payment`,
    `${terms.frequency} repayments`,
  ].join(', ')
}

/** The terms of a lender's estimate, as shares of the car's price. */
export function estimateTermsFromLender(
  lender: { termYears: number; deposit: number; balloon: number; paymentMonth: number | null },
  price: number,
): EstimateTerms {
  const percent = (amount: number) => (price > 0 ? Math.round((amount / price) * 1000) / 10 : 0)
  return {
    termYears: lender.termYears,
    depositPercent: percent(lender.deposit),
    balloonPercent: percent(lender.balloon),
    frequency: lender.paymentMonth === null ? 'weekly' : 'monthly',
  }
}
