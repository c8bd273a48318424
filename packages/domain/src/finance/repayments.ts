/**
 * Level repayments of a loan with deposit, balloon and establishment fee (spec, stock document section 9:
 * "Finance repayment frequency: weekly 52, fortnightly 26, monthly 12").
 *
 * The amount financed is the loan amount less the deposit plus the establishment fee (the fee is added to
 * the loan, as lenders' estimates do). Interest is the annual rate divided by the periods per year; the
 * balloon is paid as a lump sum with the last repayment.
 */

export const REPAYMENT_FREQUENCIES = { weekly: 52, fortnightly: 26, monthly: 12 } as const
export type RepaymentFrequency = keyof typeof REPAYMENT_FREQUENCIES

/** Forms document section 4: "Monthly is weekly times 4.33." */
export const WEEKLY_TO_MONTHLY_FACTOR = 4.33

export interface LoanTerms {
  loanAmount: number
  /** Percent per annum, e.g. 10 for 10%. */
  annualRate: number
  termYears: number
  frequency: RepaymentFrequency
  deposit?: number
  balloon?: number
  establishmentFee?: number
}

export interface RepaymentSchedule {
  amountFinanced: number
  repayment: number
  repaymentCount: number
  totalInterest: number
  /** All repayments plus the balloon. */
  totalPayable: number
}

const roundCents = (value: number) => Math.round(value * 100) / 100

/** The level repayment per period, unrounded; `principal` is borrowed, `balloon` still owed at the end. */
export function levelRepayment(principal: number, periodRate: number, count: number, balloon = 0): number {
  if (count <= 0) return 0
  if (periodRate === 0) return (principal - balloon) / count
  const growth = (1 + periodRate) ** count
  return ((principal * growth - balloon) * periodRate) / (growth - 1)
}

export function repaymentSchedule(terms: LoanTerms): RepaymentSchedule {
  const periodsPerYear = REPAYMENT_FREQUENCIES[terms.frequency]
  const amountFinanced = Math.max(0, terms.loanAmount - (terms.deposit ?? 0) + (terms.establishmentFee ?? 0))
  const balloon = Math.min(terms.balloon ?? 0, amountFinanced)
  const repaymentCount = Math.round(terms.termYears * periodsPerYear)
  const repayment = roundCents(
    levelRepayment(amountFinanced, terms.annualRate / 100 / periodsPerYear, repaymentCount, balloon),
  )
  const totalPayable = roundCents(repayment * repaymentCount + balloon)
  return {
    amountFinanced,
    repayment,
    repaymentCount,
    totalInterest: roundCents(totalPayable - amountFinanced),
    totalPayable,
  }
}

/** "Monthly is weekly times 4.33", to the cent. */
export function monthlyFromWeekly(weekly: number): number {
  return roundCents(weekly * WEEKLY_TO_MONTHLY_FACTOR)
}
