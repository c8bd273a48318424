import { describe, expect, it } from 'vitest'
import {
  COMPARISON_EXAMPLE,
  COMPARISON_EXAMPLE_TEXT,
  comparisonRate,
  exampleComparisonRate,
} from './comparison-rate.ts'

describe('comparison rate', () => {
  it('uses the spec\'s "Comparison-rate example: 5-year $30,000 secured loan."', () => {
    expect(COMPARISON_EXAMPLE).toEqual({ loanAmount: 30_000, termYears: 5, frequency: 'monthly' })
    expect(COMPARISON_EXAMPLE_TEXT).toContain('5-year $30,000 secured loan')
  })

  it('equals the interest rate when there are no fees', () => {
    expect(exampleComparisonRate(10)).toBe(10)
    expect(exampleComparisonRate(12.94)).toBe(12.94)
  })

  it('matches a worked example: 10% with a $1,300 establishment fee is 11.85%', () => {
    // Worked by hand. The fee is added to the loan: 31,300 repaid over 60 months at 10% p.a.
    //   r = 0.10 / 12, (1 + r)^60 = 1.6453089, repayment = 31300 x r x 1.6453089 / 0.6453089 = 665.03.
    // The comparison rate is 12 x i where 665.03 x (1 - (1 + i)^-60) / i = 30,000 (the credit received),
    // i.e. an annuity factor of 30000 / 665.03 = 45.111.
    //   at 12%   : i = 0.01,     factor = (1 - 1.01^-60) / 0.01          = 44.955 (too low: rate too high)
    //   at 11.85%: i = 0.009875, factor = (1 - 1.009875^-60) / 0.009875 = 45.109
    // Interpolating between 10% (factor 47.065) and 12% gives i x 12 = 11.848%, so 11.85%.
    expect(exampleComparisonRate(10, { establishmentFee: 1_300 })).toBe(11.85)
    expect(
      comparisonRate({ loanAmount: 30_000, annualRate: 10, termYears: 5, establishmentFee: 1_300 }),
    ).toBe(11.85)
  })

  it('counts a monthly fee as a cost of credit: 10% with $10 a month is 10.67%', () => {
    // 637.41 + 10 = 647.41 a month repays 30,000 at i where the annuity factor is 30000 / 647.41 = 46.338.
    expect(exampleComparisonRate(10, { monthlyFee: 10 })).toBe(10.67)
  })

  it('rises with the fee', () => {
    expect(exampleComparisonRate(10, { establishmentFee: 495 })).toBeLessThan(
      exampleComparisonRate(10, { establishmentFee: 1_300 }),
    )
    expect(exampleComparisonRate(10, { establishmentFee: 495 })).toBeGreaterThan(10)
  })
})
