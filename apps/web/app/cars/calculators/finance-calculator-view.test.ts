import { financeCalculatorResult } from '@forecourt/domain/finance/calculator-result'
import { financeProviderRules } from '@forecourt/domain/finance/providers'
import type { VehicleFinanceLender } from '@forecourt/search/vehicle-detail'
import { describe, expect, it } from 'vitest'
import { financeCalculatorView, financeDisclaimerView } from './finance-calculator-view'

const now = new Date('2026-11-20T00:00:00Z')
const disclaimer =
  'Estimate from Stratton for a 5-year secured loan, including establishment fees. Comparison rate based on a 5-year $30,000 secured loan. Warning: this comparison rate is true only for the example given and may not include all fees and charges. Subject to credit approval.'
const lender = (fields: Partial<VehicleFinanceLender> = {}): VehicleFinanceLender => ({
  paymentWeek: 185.47,
  paymentMonth: 803.69,
  deposit: 3599,
  termMonths: 60,
  termYears: 5,
  interestRate: 9.49,
  comparisonRate: 10.19,
  balloon: 10_797,
  establishmentFees: 1300,
  totalPayable: 58_000,
  disclaimer,
  ...fields,
})
const car = (fields: Partial<Parameters<typeof financeCalculatorView>[0]> = {}) => ({
  id: 'car-1',
  year: 2022,
  price: 35_990,
  status: 'in_stock',
  reserved: false,
  finance_lenders: { stratton: lender() },
  ...fields,
})
const noSettings = { preferredProvider: null, fixedInterestRate: null }
const params = (query = '') => new URLSearchParams(query)

describe('financeCalculatorView', () => {
  it('is left out when the lender rules give no estimate', () => {
    expect(financeCalculatorView(car({ finance_lenders: {} }), noSettings, params(), now)).toBeNull()
    const noRates = car({ finance_lenders: { stratton: lender({ comparisonRate: null }) } })
    expect(financeCalculatorView(noRates, noSettings, params(), now)).toBeNull()
    expect(financeCalculatorView(car({ price: 500 }), noSettings, params(), now)).toBeNull()
  })

  it("sets the sliders by the chosen provider's rules and starts from the defaults", () => {
    const view = financeCalculatorView(car(), noSettings, params(), now)
    // Stratton: minimum 5000, "maximum 5 for some providers", its own interest range.
    expect(view?.provider).toBe('stratton')
    expect(view?.sliders).toEqual({
      loanAmount: { min: 5000, max: 100_000, step: 500 },
      termYears: { min: 1, max: 5, step: 0.5 },
      interestRate: { min: 6.5, max: 15, step: 0.5, locked: false },
    })
    const defaults = { loanAmount: 36_000, termYears: 5, interestRate: 10, frequency: 'monthly' }
    expect(view?.defaults).toEqual(defaults)
    expect(view?.values).toEqual(defaults)
    expect(view?.focus).toBe(false)
  })

  it('repays with the lender fee for this car and shows the comparison rate beside the repayment', () => {
    const view = financeCalculatorView(car(), noSettings, params(), now)
    expect(view?.establishmentFee).toBe(1300)
    expect(view?.result).toEqual(
      financeCalculatorResult({
        loanAmount: 36_000,
        termYears: 5,
        interestRate: 10,
        frequency: 'monthly',
        establishmentFee: 1300,
      }),
    )
    expect(view?.result.comparisonRate).toBe(11.85)
  })

  it('takes the provider’s $1,300 when the car’s lender data has no fee', () => {
    const noFee = car({ finance_lenders: { stratton: lender({ establishmentFees: 0 }) } })
    const view = financeCalculatorView(noFee, noSettings, params(), now)
    expect(view?.establishmentFee).toBe(1300)
    expect(view?.result.comparisonRate).toBeGreaterThan(view?.values.interestRate ?? Infinity)
  })

  it("carries the lender's own estimate with the comparison rate worked out on the spec's example", () => {
    expect(financeCalculatorView(car(), noSettings, params(), now)?.lenderEstimate).toEqual({
      repayment: 803.69,
      frequency: 'monthly',
      interestRate: 9.49,
      // Not the feed's 10.19: 9.49% with the $1,300 fee on the 5-year $30,000 loan is 11.33%.
      comparisonRate: 11.33,
      terms: '5 year term, 10.0% deposit, 30% final payment, monthly repayments',
    })
    const weeklyOnly = car({ finance_lenders: { stratton: lender({ paymentMonth: null }) } })
    expect(financeCalculatorView(weeklyOnly, noSettings, params(), now)?.lenderEstimate).toMatchObject({
      repayment: 185.47,
      frequency: 'weekly',
    })
  })

  it('lets a high-priced car borrow up to 1.05 x its price, on the 500 grid', () => {
    const view = financeCalculatorView(car({ price: 149_990 }), noSettings, params(), now)
    expect(view?.sliders.loanAmount.max).toBe(157_000)
    expect(view?.values.loanAmount).toBe(150_000)
  })

  it("prefers the dealer's provider and its rules", () => {
    const both = car({ finance_lenders: { stratton: lender(), plenti: lender({ establishmentFees: 599 }) } })
    const view = financeCalculatorView(both, { ...noSettings, preferredProvider: 'plenti' }, params(), now)
    expect(view?.provider).toBe('plenti')
    expect(view?.sliders.termYears.max).toBe(financeProviderRules('plenti').maxTermYears)
    expect(view?.establishmentFee).toBe(599)
  })

  it('answers the sent form, each value snapped onto its slider', () => {
    const view = financeCalculatorView(
      car(),
      noSettings,
      params(
        'loan_amount=12740&term_years=3.3&interest_rate=7.2&frequency=weekly&calculator=finance&postcode=2000',
      ),
      now,
    )
    expect(view?.values).toEqual({ loanAmount: 12_500, termYears: 3.5, interestRate: 7, frequency: 'weekly' })
    expect(view?.result.frequency).toBe('weekly')
    expect(view?.result.repaymentCount).toBe(182)
    expect(view?.focus).toBe(true)
    expect(view?.kept).toEqual([['postcode', '2000']])
  })

  it('clamps values outside the sliders and ignores ones that are not numbers', () => {
    const view = financeCalculatorView(
      car(),
      noSettings,
      params('loan_amount=999999999&term_years=9&interest_rate=abc&frequency=daily'),
      now,
    )
    expect(view?.values).toEqual({
      loanAmount: 100_000,
      termYears: 5,
      interestRate: 10,
      frequency: 'monthly',
    })
    const low = financeCalculatorView(
      car(),
      noSettings,
      params('loan_amount=-5&term_years=0&interest_rate=1'),
      now,
    )
    expect(low?.values).toMatchObject({ loanAmount: 5000, termYears: 1, interestRate: 6.5 })
    const empty = financeCalculatorView(car(), noSettings, params('loan_amount=&interest_rate=+'), now)
    expect(empty?.values).toMatchObject({ loanAmount: 36_000, interestRate: 10 })
  })

  it('"One dealer fixes an interest rate of 12.94%": locked, whatever the address says', () => {
    const view = financeCalculatorView(
      car(),
      { preferredProvider: null, fixedInterestRate: 12.94 },
      params('interest_rate=7'),
      now,
    )
    expect(view?.sliders.interestRate).toMatchObject({ min: 12.94, max: 12.94, locked: true })
    expect(view?.values.interestRate).toBe(12.94)
    expect(view?.result.comparisonRate).toBeGreaterThan(12.94)
  })

  it('previews the disclaimer at 197 characters and keeps the full text', () => {
    const view = financeCalculatorView(car(), noSettings, params(), now)
    expect(view?.disclaimer?.truncated).toBe(true)
    expect(view?.disclaimer?.preview).toBe(`${disclaimer.slice(0, 197).trimEnd()}...`)
    expect(view?.disclaimer?.text).toBe(disclaimer)
    expect(financeDisclaimerView('  ')).toBeNull()
    expect(financeDisclaimerView('Short.')).toEqual({ preview: 'Short.', truncated: false, text: 'Short.' })
  })

  it('returns plain data that survives JSON', () => {
    const view = financeCalculatorView(car(), noSettings, params('frequency=fortnightly'), now)
    expect(JSON.parse(JSON.stringify(view))).toEqual(view)
  })
})
