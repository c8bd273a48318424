import { levelRepayment, REPAYMENT_FREQUENCIES, type RepaymentFrequency } from './repayments.ts'

/**
 * The comparison rate, by the Australian standard method (National Consumer Credit Protection
 * Regulations 2010, reg. 100): comparison rate = n x r x 100%, where r is the rate per repayment
 * interval that makes the amount of credit equal to the present value of every repayment and every
 * credit fee the borrower pays:
 *
 *   sum_j A_j / (1 + r)^j = sum_j (R_j + C_j) / (1 + r)^j
 *
 * n is the repayments per year (12 monthly; the regulation fixes 52.18 weekly and 26.09 fortnightly).
 * Advertised comparison rates use the standard example the spec names: "5-year $30,000 secured loan",
 * monthly repayments, no deposit or balloon.
 */

export const COMPARISON_EXAMPLE = { loanAmount: 30_000, termYears: 5, frequency: 'monthly' } as const
export const COMPARISON_EXAMPLE_TEXT = 'Comparison rate based on a 5-year $30,000 secured loan.'

const COMPARISON_PERIODS_PER_YEAR: Readonly<Record<RepaymentFrequency, number>> = {
  weekly: 52.18,
  fortnightly: 26.09,
  monthly: 12,
}

export interface ComparisonRateLoan {
  /** The amount of credit the borrower receives. */
  loanAmount: number
  annualRate: number
  termYears: number
  frequency?: RepaymentFrequency
  /** Added to the loan and repaid with it. */
  establishmentFee?: number
  /** A credit fee charged with every repayment (e.g. a monthly account fee). */
  periodicFee?: number
  balloon?: number
}

/** Present value at `rate` per interval of a level `payment` for `count` intervals plus `balloon` at the end. */
function presentValue(rate: number, payment: number, count: number, balloon: number): number {
  if (rate === 0) return payment * count + balloon
  const discount = (1 + rate) ** -count
  return (payment * (1 - discount)) / rate + balloon * discount
}

/** The comparison rate in percent per annum, to 2 decimals. */
export function comparisonRate(loan: ComparisonRateLoan): number {
  const frequency = loan.frequency ?? 'monthly'
  const periodsPerYear = REPAYMENT_FREQUENCIES[frequency]
  const count = Math.round(loan.termYears * periodsPerYear)
  const balloon = loan.balloon ?? 0
  const repayment = levelRepayment(
    loan.loanAmount + (loan.establishmentFee ?? 0),
    loan.annualRate / 100 / periodsPerYear,
    count,
    balloon,
  )
  const outgoing = repayment + (loan.periodicFee ?? 0)
  // Present value falls as the rate rises, so bisect for the rate that matches the amount of credit.
  let low = 0
  let high = 1
  for (let iteration = 0; iteration < 200; iteration += 1) {
    const middle = (low + high) / 2
    if (presentValue(middle, outgoing, count, balloon) > loan.loanAmount) low = middle
    else high = middle
  }
  const perInterval = (low + high) / 2
  return Math.round(perInterval * COMPARISON_PERIODS_PER_YEAR[frequency] * 100 * 100) / 100
}

/** The advertised comparison rate for a rate and fees, on the standard $30,000 five-year example. */
export function exampleComparisonRate(
  annualRate: number,
  fees: { establishmentFee?: number; monthlyFee?: number } = {},
): number {
  return comparisonRate({
    ...COMPARISON_EXAMPLE,
    annualRate,
    establishmentFee: fees.establishmentFee ?? 0,
    periodicFee: fees.monthlyFee ?? 0,
  })
}
