import { defaultFinanceProviderRules, type FinanceProviderRules } from './providers.ts'

/**
 * The finance calculator's sliders and starting values (spec, stock document sections 5 and 9; forms
 * document section 9): "loan amount step 500, minimum 1000 (5000 for some providers), maximum 100000 (or
 * 1.05 times the price for high-priced cars). Term 1 to 7 years in 0.5 steps (maximum 5 for some
 * providers). Interest 0.5 to 15 in 0.5 steps, with provider-specific ranges." Default term 5 years,
 * "Default finance interest 10", and "One dealer fixes an interest rate of 12.94%" (a dealer setting,
 * `financeFixedInterestRate`, passed in here as `fixedInterestRate`).
 *
 * High-priced: a car whose price x 1.05 exceeds the standard maximum of 100000. Its maximum loan is
 * price x 1.05 rounded down to the 500 step, so the slider's top value is reachable and never above
 * 1.05 x price.
 */

export const LOAN_AMOUNT_STEP = 500
export const LOAN_AMOUNT_MAX = 100_000
export const HIGH_PRICE_LOAN_FACTOR = 1.05
export const TERM_YEARS_RANGE = { min: 1, max: 7, step: 0.5 } as const
export const INTEREST_RANGE = { min: 0.5, max: 15, step: 0.5 } as const
export const DEFAULT_TERM_YEARS = 5
export const DEFAULT_INTEREST_RATE = 10
/** The rate one dealer fixes (spec section 9); a dealer opts in through its `financeFixedInterestRate`. */
export const EXAMPLE_FIXED_INTEREST_RATE = 12.94

export interface SliderRange {
  min: number
  max: number
  step: number
}

export interface FinanceCalculatorOptions {
  price: number
  provider?: FinanceProviderRules
  /** The dealer's fixed rate: the interest slider is then locked to it. */
  fixedInterestRate?: number | null
}

export interface FinanceCalculatorSetup {
  loanAmount: SliderRange
  termYears: SliderRange
  interestRate: SliderRange & { locked: boolean }
  defaults: { loanAmount: number; termYears: number; interestRate: number }
}

export function isHighPriced(price: number): boolean {
  return price * HIGH_PRICE_LOAN_FACTOR > LOAN_AMOUNT_MAX
}

export function maxLoanAmount(price: number): number {
  if (!isHighPriced(price)) return LOAN_AMOUNT_MAX
  return Math.floor((price * HIGH_PRICE_LOAN_FACTOR) / LOAN_AMOUNT_STEP) * LOAN_AMOUNT_STEP
}

/** Clamps into the range, then snaps to the nearest step counted from the range minimum. */
export function snapToSlider(value: number, range: SliderRange): number {
  if (!Number.isFinite(value)) return range.min
  const clamped = Math.min(range.max, Math.max(range.min, value))
  const steps = Math.round((clamped - range.min) / range.step)
  const snapped = range.min + steps * range.step
  // Snapping up can overshoot a maximum that is not on the step grid.
  const onGrid = snapped > range.max ? snapped - range.step : snapped
  return Math.round(Math.max(range.min, onGrid) * 100) / 100
}

export function financeCalculatorSetup(options: FinanceCalculatorOptions): FinanceCalculatorSetup {
  const provider = options.provider ?? defaultFinanceProviderRules
  const loanAmount: SliderRange = {
    min: provider.minLoanAmount,
    max: Math.max(provider.minLoanAmount, maxLoanAmount(options.price)),
    step: LOAN_AMOUNT_STEP,
  }
  const termYears: SliderRange = {
    min: TERM_YEARS_RANGE.min,
    max: Math.min(TERM_YEARS_RANGE.max, provider.maxTermYears),
    step: TERM_YEARS_RANGE.step,
  }
  const fixed = options.fixedInterestRate
  const interestRate =
    typeof fixed === 'number' && fixed > 0
      ? { min: fixed, max: fixed, step: INTEREST_RANGE.step, locked: true }
      : {
          min: Math.max(INTEREST_RANGE.min, provider.interestRange.min),
          max: Math.min(INTEREST_RANGE.max, provider.interestRange.max),
          step: INTEREST_RANGE.step,
          locked: false,
        }
  return {
    loanAmount,
    termYears,
    interestRate,
    defaults: {
      loanAmount: snapToSlider(options.price, loanAmount),
      termYears: snapToSlider(DEFAULT_TERM_YEARS, termYears),
      interestRate: interestRate.locked
        ? interestRate.min
        : snapToSlider(DEFAULT_INTEREST_RATE, interestRate),
    },
  }
}
