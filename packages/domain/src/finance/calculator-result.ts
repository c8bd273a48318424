import { exampleComparisonRate } from './comparison-rate.ts'
import { defaultFinanceProviderRules, type FinanceProviderRules } from './providers.ts'
import { type RepaymentFrequency, repaymentSchedule } from './repayments.ts'

/**
 * What the finance calculator shows for the shopper's choices: the repayment at the chosen frequency and,
 * beside it, the comparison rate for that interest rate and the provider's establishment fee on the
 * standard 5-year $30,000 example.
 */

export interface FinanceCalculatorInput {
  loanAmount: number
  termYears: number
  interestRate: number
  frequency: RepaymentFrequency
  deposit?: number
  balloon?: number
  provider?: FinanceProviderRules
  /** The lender's own fee for this car, when its data carries one. */
  establishmentFee?: number | null
}

export interface FinanceCalculatorResult {
  repayment: number
  frequency: RepaymentFrequency
  repaymentCount: number
  amountFinanced: number
  totalPayable: number
  establishmentFee: number
  comparisonRate: number
}

export function financeCalculatorResult(input: FinanceCalculatorInput): FinanceCalculatorResult {
  const provider = input.provider ?? defaultFinanceProviderRules
  const establishmentFee = input.establishmentFee ?? provider.establishmentFee
  const schedule = repaymentSchedule({
    loanAmount: input.loanAmount,
    annualRate: input.interestRate,
    termYears: input.termYears,
    frequency: input.frequency,
    deposit: input.deposit ?? 0,
    balloon: input.balloon ?? 0,
    establishmentFee,
  })
  return {
    repayment: schedule.repayment,
    frequency: input.frequency,
    repaymentCount: schedule.repaymentCount,
    amountFinanced: schedule.amountFinanced,
    totalPayable: schedule.totalPayable,
    establishmentFee,
    comparisonRate: exampleComparisonRate(input.interestRate, { establishmentFee }),
  }
}
