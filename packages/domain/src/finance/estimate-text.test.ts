import { describe, expect, it } from 'vitest'
import { estimateTermsFromLender, financeEstimateText } from './estimate-text.ts'

describe('financeEstimateText', () => {
  it('"Finance estimate text: 5 year term, 10.0% deposit, 30% final payment, monthly repayments."', () => {
    expect(financeEstimateText()).toBe('5 year term, 10.0% deposit, 30% final payment, monthly repayments')
  })

  it('describes other terms the same way', () => {
    expect(
      financeEstimateText({ termYears: 6, depositPercent: 0, balloonPercent: 0, frequency: 'weekly' }),
    ).toBe('6 year term, 0.0% deposit, 0% final payment, weekly repayments')
  })

  it('reads the shares from a lender estimate', () => {
    const terms = estimateTermsFromLender(
      { termYears: 5, deposit: 4_499, balloon: 13_497, paymentMonth: 686.17 },
      44_990,
    )
    expect(financeEstimateText(terms)).toBe(
      '5 year term, 10.0% deposit, 30% final payment, monthly repayments',
    )
  })
})
