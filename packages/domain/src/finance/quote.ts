/**
 * The instant quote (spec, forms document sections 5, 7, 8 and 9): "Price accepts digits only and is
 * clamped to 10,000..200,000 on blur", "The loan term slider runs 1 to 7 years, step 1, default 5",
 * "Credit options: GREAT (default), DECENT, POOR", "Default amount 30000", "Quote debounce 500 ms",
 * "Quote request: 5-year term and credit score GREAT on the car page", and on the car page the quote "is
 * made only when the car has no quote and the price is above 0".
 */

export const QUOTE_PRICE_RANGE = { min: 10_000, max: 200_000 } as const
export const QUOTE_TERM_RANGE = { min: 1, max: 7, step: 1 } as const
export const DEFAULT_QUOTE_AMOUNT = 30_000
export const DEFAULT_QUOTE_TERM_YEARS = 5
export const QUOTE_DEBOUNCE_MS = 500
export const CREDIT_SCORES = ['GREAT', 'DECENT', 'POOR'] as const
export type CreditScore = (typeof CREDIT_SCORES)[number]
export const DEFAULT_CREDIT_SCORE: CreditScore = 'GREAT'
export const QUOTE_FAILED_MESSAGE = 'Failed to get YouX quick quote'

/** What the price field keeps while typing: its digits only ('$32,990' -> 32990); null when none. */
export function parseQuotePrice(input: string): number | null {
  const digits = input.replace(/\D/g, '')
  return digits ? Number(digits) : null
}

/** On blur the price is clamped into 10,000..200,000; an empty field takes the default amount. */
export function clampQuotePrice(price: number | null): number {
  if (price === null || !Number.isFinite(price)) return DEFAULT_QUOTE_AMOUNT
  return Math.min(QUOTE_PRICE_RANGE.max, Math.max(QUOTE_PRICE_RANGE.min, price))
}

export interface QuoteCar {
  price: number
  year: number
  vin?: string | null
  nvic?: string | null
  youxQuote?: { weeklyRepaymentAmount: number } | null
}

export interface QuoteRequest {
  selfAssessedCreditScore: CreditScore
  purchasePrice: number
  loanTerm: number
  year: number
  vin: string | null
  nvic: string | null
  whoIsHelping?: string
}

export function shouldRequestCarPageQuote(car: QuoteCar): boolean {
  return !car.youxQuote && car.price > 0
}

/** The body of `POST /api/youx/quote` from the car page: "5-year term and credit score GREAT". */
export function carPageQuoteRequest(car: QuoteCar): QuoteRequest {
  return {
    selfAssessedCreditScore: DEFAULT_CREDIT_SCORE,
    purchasePrice: car.price,
    loanTerm: DEFAULT_QUOTE_TERM_YEARS,
    year: car.year,
    vin: car.vin ?? null,
    nvic: car.nvic ?? null,
  }
}
