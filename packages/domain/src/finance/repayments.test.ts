import { describe, expect, it } from 'vitest'
import {
  levelRepayment,
  monthlyFromWeekly,
  REPAYMENT_FREQUENCIES,
  repaymentSchedule,
  WEEKLY_TO_MONTHLY_FACTOR,
} from './repayments.ts'

describe('repayment frequencies', () => {
  it('"Finance repayment frequency: weekly 52, fortnightly 26, monthly 12."', () => {
    expect(REPAYMENT_FREQUENCIES).toEqual({ weekly: 52, fortnightly: 26, monthly: 12 })
  })
})

describe('repaymentSchedule (amortisation)', () => {
  it('$30,000 over 5 years at 10% p.a., monthly, is $637.41', () => {
    // Worked by hand: r = 0.10 / 12 = 0.00833333, n = 60, (1 + r)^60 = 1.6453089.
    // Repayment = P r g / (g - 1) = 30000 x 0.00833333 x 1.6453089 / 0.6453089 = 637.41.
    const schedule = repaymentSchedule({
      loanAmount: 30_000,
      annualRate: 10,
      termYears: 5,
      frequency: 'monthly',
    })
    expect(schedule).toEqual({
      amountFinanced: 30_000,
      repayment: 637.41,
      repaymentCount: 60,
      totalInterest: 8244.6,
      totalPayable: 38_244.6,
    })
  })

  it('subtracts the deposit, adds the establishment fee and leaves the balloon to the end', () => {
    // "5 year term, 10.0% deposit, 30% final payment, monthly repayments" on a $45,000 car at 10%:
    // financed 45000 - 4500 = 40500, balloon 13500.
    // Repayment = (P g - B) r / (g - 1) = (40500 x 1.6453089 - 13500) x 0.00833333 / 0.6453089
    //           = 53135.01 x 0.00833333 / 0.6453089 = 686.17.
    const schedule = repaymentSchedule({
      loanAmount: 45_000,
      deposit: 4_500,
      balloon: 13_500,
      annualRate: 10,
      termYears: 5,
      frequency: 'monthly',
    })
    expect(schedule.amountFinanced).toBe(40_500)
    expect(schedule.repayment).toBe(686.17)
    expect(schedule.totalPayable).toBe(Math.round((686.17 * 60 + 13_500) * 100) / 100)

    const withFee = repaymentSchedule({
      loanAmount: 30_000,
      establishmentFee: 1_300,
      annualRate: 10,
      termYears: 5,
      frequency: 'monthly',
    })
    // 31300 x 0.00833333 x 1.6453089 / 0.6453089 = 665.03
    expect(withFee.amountFinanced).toBe(31_300)
    expect(withFee.repayment).toBe(665.03)
  })

  it('weekly repayments use 52 a year: $30,000, 5 years, 10% is $146.73 a week', () => {
    // r = 0.10 / 52, n = 260.
    const schedule = repaymentSchedule({
      loanAmount: 30_000,
      annualRate: 10,
      termYears: 5,
      frequency: 'weekly',
    })
    expect(schedule.repaymentCount).toBe(260)
    expect(schedule.repayment).toBe(146.73)
  })

  it('fortnightly repayments use 26 a year, and half years count', () => {
    const schedule = repaymentSchedule({
      loanAmount: 20_000,
      annualRate: 8,
      termYears: 3.5,
      frequency: 'fortnightly',
    })
    expect(schedule.repaymentCount).toBe(91)
  })

  it('an interest-free loan is split evenly', () => {
    expect(levelRepayment(12_000, 0, 12)).toBe(1000)
    expect(levelRepayment(12_000, 0, 12, 6_000)).toBe(500)
  })
})

describe('monthlyFromWeekly', () => {
  it('"Monthly is weekly times 4.33."', () => {
    expect(WEEKLY_TO_MONTHLY_FACTOR).toBe(4.33)
    expect(monthlyFromWeekly(100)).toBe(433)
    expect(monthlyFromWeekly(146.73)).toBe(635.34)
  })
})
