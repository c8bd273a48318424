import { describe, expect, it } from 'vitest'
import {
  DEFAULT_INTEREST_RATE,
  DEFAULT_TERM_YEARS,
  EXAMPLE_FIXED_INTEREST_RATE,
  financeCalculatorSetup,
  isHighPriced,
  maxLoanAmount,
  snapToSlider,
} from './calculator.ts'
import { financeProviderPresets, financeProviderRules } from './providers.ts'

describe('loan amount slider', () => {
  // "loan amount step 500, minimum 1000 (5000 for some providers), maximum 100000 (or 1.05 times the
  // price for high-priced cars)"
  it('runs 1000 to 100000 in steps of 500 by default', () => {
    const setup = financeCalculatorSetup({ price: 35_990 })
    expect(setup.loanAmount).toEqual({ min: 1000, max: 100_000, step: 500 })
  })

  it('starts at 5000 for some providers', () => {
    const setup = financeCalculatorSetup({ price: 35_990, provider: financeProviderRules('stratton') })
    expect(setup.loanAmount.min).toBe(5000)
  })

  it('a car is high-priced when 1.05 x its price exceeds 100000', () => {
    expect(isHighPriced(95_238)).toBe(false) // 99,999.9
    expect(isHighPriced(95_239)).toBe(true) // 100,000.95
  })

  it('lets a high-priced car borrow up to 1.05 x its price, on the 500 grid', () => {
    expect(maxLoanAmount(80_000)).toBe(100_000)
    expect(maxLoanAmount(120_000)).toBe(126_000)
    // 1.05 x 149,990 = 157,489.5 -> 157,000
    expect(maxLoanAmount(149_990)).toBe(157_000)
    expect(financeCalculatorSetup({ price: 149_990 }).loanAmount.max).toBe(157_000)
  })

  it('defaults to the price, snapped onto the slider', () => {
    expect(financeCalculatorSetup({ price: 35_990 }).defaults.loanAmount).toBe(36_000)
    expect(financeCalculatorSetup({ price: 600 }).defaults.loanAmount).toBe(1000)
  })
})

describe('term slider', () => {
  it('"Term 1 to 7 years in 0.5 steps (maximum 5 for some providers)"', () => {
    expect(financeCalculatorSetup({ price: 30_000 }).termYears).toEqual({ min: 1, max: 7, step: 0.5 })
    expect(
      financeCalculatorSetup({ price: 30_000, provider: financeProviderRules('stratton') }).termYears.max,
    ).toBe(5)
  })

  it('defaults to 5 years', () => {
    expect(DEFAULT_TERM_YEARS).toBe(5)
    expect(financeCalculatorSetup({ price: 30_000 }).defaults.termYears).toBe(5)
  })
})

describe('interest slider', () => {
  it('"Interest 0.5 to 15 in 0.5 steps"', () => {
    expect(financeCalculatorSetup({ price: 30_000 }).interestRate).toEqual({
      min: 0.5,
      max: 15,
      step: 0.5,
      locked: false,
    })
  })

  it('"with provider-specific ranges", never wider than 0.5 to 15', () => {
    const setup = financeCalculatorSetup({ price: 30_000, provider: financeProviderRules('youx') })
    expect(setup.interestRate.min).toBe(financeProviderPresets.youx!.interestRange.min)
    const wide = financeCalculatorSetup({
      price: 30_000,
      provider: { ...financeProviderRules(null), interestRange: { min: 0, max: 30 } },
    })
    expect(wide.interestRate).toMatchObject({ min: 0.5, max: 15 })
  })

  it('"Default finance interest 10"', () => {
    expect(DEFAULT_INTEREST_RATE).toBe(10)
    expect(financeCalculatorSetup({ price: 30_000 }).defaults.interestRate).toBe(10)
  })

  it('"One dealer fixes an interest rate of 12.94%": the slider is locked to the fixed rate', () => {
    expect(EXAMPLE_FIXED_INTEREST_RATE).toBe(12.94)
    const setup = financeCalculatorSetup({ price: 30_000, fixedInterestRate: 12.94 })
    expect(setup.interestRate).toMatchObject({ min: 12.94, max: 12.94, locked: true })
    expect(setup.defaults.interestRate).toBe(12.94)
  })
})

describe('snapToSlider', () => {
  const loan = { min: 1000, max: 100_000, step: 500 }
  it('clamps and snaps to the step', () => {
    expect(snapToSlider(250, loan)).toBe(1000)
    expect(snapToSlider(250_000, loan)).toBe(100_000)
    expect(snapToSlider(12_740, loan)).toBe(12_500)
    expect(snapToSlider(12_750, loan)).toBe(13_000)
    expect(snapToSlider(Number.NaN, loan)).toBe(1000)
  })
  it('snaps half-year terms', () => {
    expect(snapToSlider(3.3, { min: 1, max: 7, step: 0.5 })).toBe(3.5)
  })
  it('never snaps above a maximum that is off the grid', () => {
    expect(snapToSlider(10_400, { min: 1000, max: 10_400, step: 500 })).toBe(10_000)
  })
})
