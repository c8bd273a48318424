import { describe, expect, it } from 'vitest'
import {
  CREDIT_SCORES,
  carPageQuoteRequest,
  clampQuotePrice,
  DEFAULT_CREDIT_SCORE,
  DEFAULT_QUOTE_AMOUNT,
  DEFAULT_QUOTE_TERM_YEARS,
  parseQuotePrice,
  QUOTE_DEBOUNCE_MS,
  QUOTE_TERM_RANGE,
  shouldRequestCarPageQuote,
} from './quote.ts'

describe('quote inputs', () => {
  it('"Price accepts digits only and is clamped to 10,000..200,000 on blur."', () => {
    expect(parseQuotePrice('$32,990')).toBe(32_990)
    expect(parseQuotePrice('abc')).toBeNull()
    expect(clampQuotePrice(5_000)).toBe(10_000)
    expect(clampQuotePrice(350_000)).toBe(200_000)
    expect(clampQuotePrice(45_500)).toBe(45_500)
  })

  it('"Default amount 30000, term 5 years, credit GREAT."', () => {
    expect(DEFAULT_QUOTE_AMOUNT).toBe(30_000)
    expect(clampQuotePrice(null)).toBe(30_000)
    expect(DEFAULT_QUOTE_TERM_YEARS).toBe(5)
    expect(DEFAULT_CREDIT_SCORE).toBe('GREAT')
  })

  it('"The loan term slider runs 1 to 7 years, step 1, default 5." "Credit options: GREAT (default), DECENT, POOR."', () => {
    expect(QUOTE_TERM_RANGE).toEqual({ min: 1, max: 7, step: 1 })
    expect(CREDIT_SCORES).toEqual(['GREAT', 'DECENT', 'POOR'])
  })

  it('"Quote debounce 500 ms."', () => {
    expect(QUOTE_DEBOUNCE_MS).toBe(500)
  })
})

describe('car page quote', () => {
  const car = { price: 32_990, year: 2022, vin: 'JTEBR3FJ10K123456', youxQuote: null }

  it('"made only when the car has no quote and the price is above 0"', () => {
    expect(shouldRequestCarPageQuote(car)).toBe(true)
    expect(shouldRequestCarPageQuote({ ...car, price: 0 })).toBe(false)
    expect(shouldRequestCarPageQuote({ ...car, youxQuote: { weeklyRepaymentAmount: 150 } })).toBe(false)
  })

  it('"Quote request: 5-year term and credit score GREAT on the car page."', () => {
    expect(carPageQuoteRequest(car)).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 32_990,
      loanTerm: 5,
      year: 2022,
      vin: 'JTEBR3FJ10K123456',
      nvic: null,
    })
  })
})
