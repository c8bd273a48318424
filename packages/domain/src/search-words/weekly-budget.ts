import { DEFAULT_TERM_YEARS } from '../finance/calculator.ts'
import { COMPARISON_EXAMPLE_TEXT, exampleComparisonRate } from '../finance/comparison-rate.ts'
import { DEFAULT_FINANCE_INTEREST_RATE } from '../finance/instant-quote.ts'
import { financeProviderRules } from '../finance/providers.ts'
import { REPAYMENT_FREQUENCIES, type RepaymentFrequency, repaymentSchedule } from '../finance/repayments.ts'
import { formatAud } from '../vehicle-card/price.ts'
import type { BudgetFinanceRules } from './context.ts'

/**
 * A repayment budget ('$150 a week') as the highest price it pays for, by the site's finance rules: the
 * finance calculator's defaults (the dealer's fixed rate, else the spec's "Default finance interest 10";
 * "Default term 5 years"), the site's lender's establishment fee added to the loan, no deposit and no
 * balloon, repayments at the spec's frequencies (weekly 52, fortnightly 26, monthly 12). The price is
 * rounded down to the $1,000 the price slider moves by, so the budget is never exceeded.
 *
 * Advertising a rate needs its comparison rate beside it (spec: "Comparison-rate example: 5-year $30,000
 * secured loan"; the card's 'est. $X/wk based on sample Y% p.a.'), so the understood budget carries both.
 */

export const BUDGET_PRICE_STEP = 1_000

/** The rules of a site's finance settings: its fixed rate (if any) and its preferred lender's fee. */
export function budgetFinanceRules(settings: {
  financeFixedInterestRate?: number | null
  financeProvider?: string | null
}): BudgetFinanceRules {
  const fixed = settings.financeFixedInterestRate
  return {
    annualRate: typeof fixed === 'number' && fixed > 0 ? fixed : DEFAULT_FINANCE_INTEREST_RATE,
    termYears: DEFAULT_TERM_YEARS,
    establishmentFee: financeProviderRules(settings.financeProvider).establishmentFee,
  }
}

/** The loan whose level repayment is `repayment` (present value of the repayments), less the fee added to it. */
function affordableLoan(repayment: number, frequency: RepaymentFrequency, rules: BudgetFinanceRules): number {
  const periodsPerYear = REPAYMENT_FREQUENCIES[frequency]
  const count = Math.round(rules.termYears * periodsPerYear)
  const rate = rules.annualRate / 100 / periodsPerYear
  const financed = rate === 0 ? repayment * count : (repayment * (1 - (1 + rate) ** -count)) / rate
  return financed - rules.establishmentFee
}

/** The highest price (a multiple of $1,000) whose repayments stay within the budget; 0 when none does. */
export function maxPriceForRepayment(
  repayment: number,
  frequency: RepaymentFrequency,
  rules: BudgetFinanceRules,
): number {
  if (!(repayment > 0)) return 0
  let price = Math.floor(affordableLoan(repayment, frequency, rules) / BUDGET_PRICE_STEP) * BUDGET_PRICE_STEP
  // Repayments are rounded to the cent: step down in the rare case rounding tips one over the budget.
  while (
    price > 0 &&
    repaymentSchedule({
      loanAmount: price,
      annualRate: rules.annualRate,
      termYears: rules.termYears,
      frequency,
      establishmentFee: rules.establishmentFee,
    }).repayment > repayment
  ) {
    price -= BUDGET_PRICE_STEP
  }
  return Math.max(0, price)
}

const frequencyWords: Readonly<Record<RepaymentFrequency, string>> = {
  weekly: 'wk',
  fortnightly: 'fortnight',
  monthly: 'month',
}

const percent = (rate: number) => rate.toFixed(2)

/**
 * What a budget chip says of its finance: '$150/wk over 5 years at a sample 10.00% p.a. (comparison rate
 * 10.22% p.a.), no deposit. Comparison rate based on a 5-year $30,000 secured loan.'
 */
export function budgetNote(
  repayment: number,
  frequency: RepaymentFrequency,
  rules: BudgetFinanceRules,
): string {
  const comparison = exampleComparisonRate(rules.annualRate, { establishmentFee: rules.establishmentFee })
  const years = `${rules.termYears} year${rules.termYears === 1 ? '' : 's'}`
  return (
    `${formatAud(repayment)}/${frequencyWords[frequency]} over ${years} at a sample ${percent(rules.annualRate)}% p.a. ` +
    `(comparison rate ${percent(comparison)}% p.a.), no deposit. ${COMPARISON_EXAMPLE_TEXT}`
  )
}
