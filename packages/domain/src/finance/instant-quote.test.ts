import { describe, expect, it } from 'vitest'
import { exampleComparisonRate } from './comparison-rate.ts'
import {
  CREDIT_SCORE_RATE_LOADING,
  DEFAULT_FINANCE_INTEREST_RATE,
  instantQuote,
  MAXIMUM_QUOTED_RATE,
} from './instant-quote.ts'
import { repaymentSchedule } from './repayments.ts'

const noLender = { interestRate: null, establishmentFee: null }

describe('the embedded instant quote', () => {
  it("quotes the spec's default interest, 10% p.a., for a great score and no lender data", () => {
    expect(DEFAULT_FINANCE_INTEREST_RATE).toBe(10)
    const quote = instantQuote(
      { selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5 },
      noLender,
    )
    expect(quote.advertisedRate).toBe(10)
    // $30,000 over 5 years of weekly repayments at 10% p.a.
    expect(quote.weeklyRepaymentAmount).toBe(
      repaymentSchedule({ loanAmount: 30_000, annualRate: 10, termYears: 5, frequency: 'weekly' }).repayment,
    )
    expect(quote.weeklyRepaymentAmount).toBe(146.73)
    expect(quote.comparisonRate).toBe(exampleComparisonRate(10))
  })

  it("starts from the car's lender rate and its fee, which lifts the comparison rate above the advertised one", () => {
    const quote = instantQuote(
      { selfAssessedCreditScore: 'GREAT', purchasePrice: 45_990, loanTerm: 5 },
      { interestRate: 8.49, establishmentFee: 495 },
    )
    expect(quote.advertisedRate).toBe(8.49)
    expect(quote.comparisonRate).toBeGreaterThan(8.49)
  })

  it('loads the rate for a decent or poor self-assessed score', () => {
    const rate = (score: 'GREAT' | 'DECENT' | 'POOR') =>
      instantQuote({ selfAssessedCreditScore: score, purchasePrice: 30_000, loanTerm: 5 }, noLender)
        .advertisedRate
    expect(rate('DECENT')).toBe(10 + CREDIT_SCORE_RATE_LOADING.DECENT)
    expect(rate('POOR')).toBe(10 + CREDIT_SCORE_RATE_LOADING.POOR)
    expect(rate('GREAT')).toBeLessThan(rate('DECENT'))
    expect(rate('DECENT')).toBeLessThan(rate('POOR'))
  })

  it('never quotes above the cap, and keeps the price and term in the slider ranges (10,000..200,000; 1..7 years)', () => {
    const high = instantQuote(
      { selfAssessedCreditScore: 'POOR', purchasePrice: 30_000, loanTerm: 5 },
      { interestRate: 22, establishmentFee: 0 },
    )
    expect(high.advertisedRate).toBe(MAXIMUM_QUOTED_RATE)
    const small = instantQuote(
      { selfAssessedCreditScore: 'GREAT', purchasePrice: 500, loanTerm: 5 },
      noLender,
    )
    const floor = instantQuote(
      { selfAssessedCreditScore: 'GREAT', purchasePrice: 10_000, loanTerm: 5 },
      noLender,
    )
    expect(small).toEqual(floor)
    const long = instantQuote(
      { selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 30 },
      noLender,
    )
    const seven = instantQuote(
      { selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 7 },
      noLender,
    )
    expect(long).toEqual(seven)
  })
})
