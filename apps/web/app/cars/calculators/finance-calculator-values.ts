import {
  type FinanceCalculatorResult,
  financeCalculatorResult,
} from '@forecourt/domain/finance/calculator-result'
import { REPAYMENT_FREQUENCIES, type RepaymentFrequency } from '@forecourt/domain/finance/repayments'

/**
 * What the finance calculator's form and the browser share with its view builder
 * (`finance-calculator-view.ts`): the parameters, the shopper's values and their repayment. Kept apart
 * from the builder so the browser's code does not bring the Zod that parses the address.
 */

export const FINANCE_PARAMS = {
  loanAmount: 'loan_amount',
  termYears: 'term_years',
  interestRate: 'interest_rate',
  frequency: 'frequency',
} as const

export const FINANCE_CALCULATOR_ANCHOR = 'finance-calculator'

export const REPAYMENT_FREQUENCY_OPTIONS = Object.keys(REPAYMENT_FREQUENCIES) as [
  RepaymentFrequency,
  ...RepaymentFrequency[],
]

export interface FinanceValues {
  loanAmount: number
  termYears: number
  interestRate: number
  frequency: RepaymentFrequency
}

/** The repayment for the shopper's choices, with the lender's fee for this car. */
export function financeResult(establishmentFee: number, values: FinanceValues): FinanceCalculatorResult {
  return financeCalculatorResult({ ...values, establishmentFee })
}
