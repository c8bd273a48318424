import { describe, expect, it } from 'vitest'
import { financeEstimateLender, lenderEstimateShown } from './eligibility.ts'
import { financeProviderRules } from './providers.ts'

const now = new Date('2026-11-20T00:00:00Z')
const quoted = { paymentWeek: 150, paymentMonth: 650, interestRate: 9.49, comparisonRate: 10.2 }
const car = { year: 2022, price: 32_990, status: 'in_stock', reserved: false }
const strict = financeProviderRules('youx')
const standard = financeProviderRules('plenti')

// "Finance estimate shows only if the car has lender data and rates are not null. One provider's rules:
// the car's year within 12 years, price above 500, a purchasable car and a comparison rate present.
// Other providers: price above 500 and a weekly or monthly payment."
describe('finance estimate eligibility', () => {
  it('"only if the car has lender data"', () => {
    expect(financeEstimateLender({ ...car, finance_lenders: {} }, now)).toBeNull()
    expect(financeEstimateLender({ ...car, finance_lenders: null }, now)).toBeNull()
    expect(financeEstimateLender(car, now)).toBeNull()
  })

  it('"and rates are not null"', () => {
    for (const rules of [standard, strict]) {
      expect(lenderEstimateShown(car, { ...quoted, interestRate: null }, rules, now)).toBe(false)
      expect(lenderEstimateShown(car, { ...quoted, comparisonRate: null }, rules, now)).toBe(false)
    }
  })

  describe('one provider', () => {
    it('shows for a recent, purchasable car with a comparison rate', () => {
      expect(lenderEstimateShown(car, quoted, strict, now)).toBe(true)
    })
    it('"the car\'s year within 12 years"', () => {
      expect(lenderEstimateShown({ ...car, year: 2014 }, quoted, strict, now)).toBe(true)
      expect(lenderEstimateShown({ ...car, year: 2013 }, quoted, strict, now)).toBe(false)
    })
    it('"price above 500"', () => {
      expect(lenderEstimateShown({ ...car, price: 500 }, quoted, strict, now)).toBe(false)
      expect(lenderEstimateShown({ ...car, price: 501 }, quoted, strict, now)).toBe(true)
    })
    it('"a purchasable car"', () => {
      expect(lenderEstimateShown({ ...car, status: 'sold' }, quoted, strict, now)).toBe(false)
      expect(lenderEstimateShown({ ...car, reserved: true }, quoted, strict, now)).toBe(false)
      expect(lenderEstimateShown({ ...car, status: 'coming_soon' }, quoted, strict, now)).toBe(true)
    })
    it('"and a comparison rate present"', () => {
      expect(lenderEstimateShown(car, { ...quoted, comparisonRate: null }, strict, now)).toBe(false)
    })
  })

  describe('other providers', () => {
    it('"price above 500 and a weekly or monthly payment"', () => {
      expect(lenderEstimateShown({ ...car, price: 500 }, quoted, standard, now)).toBe(false)
      expect(lenderEstimateShown(car, { ...quoted, paymentWeek: null }, standard, now)).toBe(true)
      expect(lenderEstimateShown(car, { ...quoted, paymentMonth: null }, standard, now)).toBe(true)
      expect(
        lenderEstimateShown(car, { ...quoted, paymentWeek: null, paymentMonth: null }, standard, now),
      ).toBe(false)
    })
    it('do not apply the age or purchasable rules', () => {
      const old = { ...car, year: 2005, reserved: true }
      expect(lenderEstimateShown(old, quoted, standard, now)).toBe(true)
    })
  })

  it('picks the first lender that qualifies, the preferred provider first', () => {
    const lenders = {
      youx: { ...quoted, comparisonRate: null },
      // Skipped too: a standard provider without any payment.
      other: { ...quoted, paymentWeek: null, paymentMonth: null },
      plenti: quoted,
      stratton: { ...quoted, interestRate: 11 },
    }
    expect(financeEstimateLender({ ...car, finance_lenders: lenders }, now)?.provider).toBe('plenti')
    expect(
      financeEstimateLender({ ...car, finance_lenders: lenders }, now, { preferredProvider: 'stratton' })
        ?.provider,
    ).toBe('stratton')
  })
})
