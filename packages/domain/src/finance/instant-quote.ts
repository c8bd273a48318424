import { exampleComparisonRate } from './comparison-rate.ts'
import { type CreditScore, clampQuotePrice, QUOTE_TERM_RANGE } from './quote.ts'
import { repaymentSchedule } from './repayments.ts'

/**
 * The embedded provider's instant quote: what `POST /api/youx/quote` answers when no broker is
 * configured (spec, forms document section 3: "Quote response: weeklyRepaymentAmount, advertisedRate,
 * comparisonRate"). The rate starts from the car's lender rate when the dealer's stock feed has one,
 * else the spec's "Default finance interest 10", and a self-assessed credit score adds a loading (the
 * embedded rate table: a demo stand-in for a lender's risk pricing, documented in ADR 020).
 */

export const DEFAULT_FINANCE_INTEREST_RATE = 10

/** Percentage points added to the base rate for each self-assessed credit score. */
export const CREDIT_SCORE_RATE_LOADING: Readonly<Record<CreditScore, number>> = {
  GREAT: 0,
  DECENT: 2.5,
  POOR: 6,
}

/** No lender quotes above this rate (percent per annum). */
export const MAXIMUM_QUOTED_RATE = 24.99

export interface InstantQuoteInput {
  selfAssessedCreditScore: CreditScore
  purchasePrice: number
  loanTerm: number
}

export interface LenderRate {
  interestRate: number | null
  establishmentFee: number | null
}

export interface InstantQuote {
  weeklyRepaymentAmount: number
  advertisedRate: number
  comparisonRate: number
}

const roundRate = (rate: number) => Math.round(rate * 100) / 100

export function instantQuote(input: InstantQuoteInput, lender: LenderRate): InstantQuote {
  const base =
    lender.interestRate && lender.interestRate > 0 ? lender.interestRate : DEFAULT_FINANCE_INTEREST_RATE
  const advertisedRate = roundRate(
    Math.min(MAXIMUM_QUOTED_RATE, base + CREDIT_SCORE_RATE_LOADING[input.selfAssessedCreditScore]),
  )
  const establishmentFee = lender.establishmentFee ?? 0
  const termYears = Math.min(QUOTE_TERM_RANGE.max, Math.max(QUOTE_TERM_RANGE.min, Math.round(input.loanTerm)))
  const { repayment } = repaymentSchedule({
    loanAmount: clampQuotePrice(input.purchasePrice),
    annualRate: advertisedRate,
    termYears,
    frequency: 'weekly',
    establishmentFee,
  })
  return {
    weeklyRepaymentAmount: repayment,
    advertisedRate,
    comparisonRate: exampleComparisonRate(advertisedRate, { establishmentFee }),
  }
}
