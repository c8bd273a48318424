import { describe, expect, it } from 'vitest'
import { createRandom } from '../random.ts'
import { chooseLenders, monthlyRepayment, youxQuote } from './finance-offers.ts'

describe('monthlyRepayment', () => {
  it('splits an interest-free loan evenly', () => {
    expect(monthlyRepayment(30_000, 0, 60)).toBe(500)
  })

  it('matches the standard amortisation figure', () => {
    expect(monthlyRepayment(30_000, 12, 60)).toBeCloseTo(667.33, 2)
  })

  it('lowers the repayment by the present value of a balloon', () => {
    const withBalloon = monthlyRepayment(30_000, 9, 60, 9_000)
    expect(withBalloon).toBeLessThan(monthlyRepayment(30_000, 9, 60))
    // Paying the balloon's present value up front gives the same repayment.
    const presentValue = 9_000 / (1 + 0.09 / 12) ** 60
    expect(withBalloon).toBeCloseTo(monthlyRepayment(30_000 - presentValue, 9, 60), 6)
  })
})

describe('youxQuote', () => {
  it('quotes a weekly figure near a five-year repayment', () => {
    const { weeklyRepaymentAmount } = youxQuote(40_000, 2026, createRandom(3))
    expect(weeklyRepaymentAmount).toBeGreaterThan(180)
    expect(weeklyRepaymentAmount).toBeLessThan(200)
  })
})

describe('chooseLenders', () => {
  it('offers nothing for a price of 500 or less', () => {
    const random = createRandom(5)
    for (let i = 0; i < 50; i++) expect(chooseLenders(500, 2025, random)).toEqual({})
  })

  it('keeps each estimate consistent with its own terms', () => {
    const random = createRandom(9)
    const lenders = Array.from({ length: 300 }, () => chooseLenders(45_000, 2024, random)).flatMap((item) =>
      Object.entries(item),
    )
    expect(lenders.length).toBeGreaterThan(50)
    for (const [provider, lender] of lenders) {
      expect(['youx', 'plenti', 'stratton']).toContain(provider)
      if (lender.paymentMonth === null) continue
      expect(lender.totalPayable).toBeCloseTo(lender.paymentMonth * lender.termMonths + lender.balloon, 1)
      expect(lender.paymentWeek).toBeCloseTo((lender.paymentMonth * 12) / 52, 1)
    }
    expect(
      lenders.some(([provider, lender]) => provider === 'stratton' && lender.establishmentFees === 1300),
    ).toBe(true)
  })
})
