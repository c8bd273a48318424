import { describe, expect, it } from 'vitest'
import { repaymentSchedule } from '../finance/repayments.ts'
import { budgetFinanceRules, budgetNote, maxPriceForRepayment } from './weekly-budget.ts'

const plain = { annualRate: 10, termYears: 5, establishmentFee: 0 }

describe('a repayment budget as a price', () => {
  it('is the dearest $1,000 step whose repayments stay within the budget', () => {
    const price = maxPriceForRepayment(150, 'weekly', plain)
    expect(price).toBe(30_000)
    const repayment = (loanAmount: number) =>
      repaymentSchedule({ loanAmount, annualRate: 10, termYears: 5, frequency: 'weekly' }).repayment
    expect(repayment(price)).toBeLessThanOrEqual(150)
    expect(repayment(price + 1_000)).toBeGreaterThan(150)
  })

  it('reads fortnightly and monthly budgets at their own frequencies', () => {
    expect(maxPriceForRepayment(300, 'fortnightly', plain)).toBe(30_000)
    expect(maxPriceForRepayment(600, 'monthly', plain)).toBe(28_000)
  })

  it('pays for less when the lender adds a fee or the rate is higher', () => {
    expect(maxPriceForRepayment(150, 'weekly', { ...plain, establishmentFee: 1_300 })).toBe(29_000)
    expect(maxPriceForRepayment(150, 'weekly', { ...plain, annualRate: 12.94 })).toBe(28_000)
  })

  it('pays for nothing without a budget', () => {
    expect(maxPriceForRepayment(0, 'weekly', plain)).toBe(0)
    expect(maxPriceForRepayment(2, 'weekly', plain)).toBe(0)
  })
})

describe("the site's finance rules for budgets", () => {
  it("use the calculator's defaults: 10% over 5 years, no fee", () => {
    expect(budgetFinanceRules({})).toEqual({ annualRate: 10, termYears: 5, establishmentFee: 0 })
  })

  it("use a dealer's fixed rate and its lender's establishment fee", () => {
    expect(budgetFinanceRules({ financeFixedInterestRate: 12.94, financeProvider: 'stratton' })).toEqual({
      annualRate: 12.94,
      termYears: 5,
      establishmentFee: 1_300,
    })
  })

  it('state the comparison rate beside the rate, on the standard example', () => {
    expect(budgetNote(150, 'weekly', { annualRate: 10, termYears: 5, establishmentFee: 495 })).toBe(
      '$150/wk over 5 years at a sample 10.00% p.a. (comparison rate 10.71% p.a.), no deposit. ' +
        'Comparison rate based on a 5-year $30,000 secured loan.',
    )
  })
})
