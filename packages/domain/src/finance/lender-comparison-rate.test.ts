import { describe, expect, it } from 'vitest'
import { lenderComparisonRate, lenderEstablishmentFee } from './lender-comparison-rate.ts'
import { financeProviderPresets } from './providers.ts'

// National Credit Code comparison rate: the rate that equates the amount of credit ($30,000) with the
// repayments and fees over 5 years of monthly repayments ("Comparison-rate example: 5-year $30,000
// secured loan"). The fee is financed: the borrower repays 30,000 + fee but receives 30,000.
describe('the comparison rate a site shows for a lender', () => {
  it('"Establishment fee 1300 for one provider": 8.99% with $1,300 is 10.82%, not 8.99%', () => {
    // Worked by hand. r = 0.0899 / 12 = 0.00749167, (1 + r)^60 = 1.5649042,
    //   repayment = 31,300 x r x 1.5649042 / 0.5649042 = 649.58 a month.
    // The comparison rate is 12 x i where 649.58 x (1 - (1 + i)^-60) / i = 30,000: an annuity factor of
    // 30,000 / 649.58 = 46.183.
    //   at 10.81%: i = 0.00900833, factor = 46.194 (above: rate too low)
    //   at 10.82%: i = 0.00901667, factor = 46.183 (equal)
    //   at 10.83%: i = 0.009025,   factor = 46.173 (below: rate too high)
    expect(
      lenderComparisonRate('stratton', { interestRate: 8.99, comparisonRate: 9.4, establishmentFees: 1300 }),
    ).toBe(10.82)
  })

  it('uses the provider’s $1,300 when the feed gives the car no fee', () => {
    expect(financeProviderPresets.stratton?.establishmentFee).toBe(1300)
    expect(lenderEstablishmentFee('stratton', { establishmentFees: 0 })).toBe(1300)
    // 6.5% with $1,300: repayment 31,300 at 6.5% over 60 months = 612.42; 30,000 / 612.42 = 48.986,
    // the annuity factor of 8.29% (i = 0.0069083: (1 - 1.0069083^-60) / 0.0069083 = 48.986).
    expect(
      lenderComparisonRate('stratton', { interestRate: 6.5, comparisonRate: 6.5, establishmentFees: 0 }),
    ).toBe(8.29)
  })

  it('never shows the feed’s figure: the same rate and fee give every site the same comparison rate', () => {
    const a = lenderComparisonRate('youx', { interestRate: 10, comparisonRate: 10, establishmentFees: 495 })
    const b = lenderComparisonRate('youx', { interestRate: 10, comparisonRate: 11.9, establishmentFees: 495 })
    // 10% with $495: repayment 30,495 at 10% = 647.93; 30,000 / 647.93 = 46.301, the factor of 10.71%.
    expect(a).toBe(10.71)
    expect(b).toBe(10.71)
  })

  it('is above the interest rate whenever a fee exists, and equal to it only with none', () => {
    for (const [provider, rules] of Object.entries(financeProviderPresets)) {
      expect(rules.establishmentFee).toBeGreaterThan(0)
      const rate = lenderComparisonRate(provider, {
        interestRate: 9,
        comparisonRate: 9,
        establishmentFees: 0,
      })
      expect(rate).toBeGreaterThan(9)
    }
    expect(lenderComparisonRate('unknown-lender', { interestRate: 9, comparisonRate: 9.5 })).toBe(9)
  })

  it('has none when the feed has no rates ("rates are not null")', () => {
    expect(lenderComparisonRate('stratton', { interestRate: null, comparisonRate: 9.7 })).toBeNull()
    expect(lenderComparisonRate('stratton', { interestRate: 8.99, comparisonRate: null })).toBeNull()
  })
})
