import { describe, expect, it } from 'vitest'
import { financeCalculatorResult } from './calculator-result.ts'
import { financeProviderRules } from './providers.ts'

describe('financeCalculatorResult', () => {
  it('repays the loan with the provider fee and shows the comparison rate beside it', () => {
    // Stratton: "Establishment fee 1300 for one provider". $30,000 + $1,300 over 5 years at 10% monthly is
    // $665.03 (worked in finance-repayments.test.ts); its comparison rate is 11.85%
    // (finance-comparison-rate.test.ts).
    const result = financeCalculatorResult({
      loanAmount: 30_000,
      termYears: 5,
      interestRate: 10,
      frequency: 'monthly',
      provider: financeProviderRules('stratton'),
    })
    expect(result).toEqual({
      repayment: 665.03,
      frequency: 'monthly',
      repaymentCount: 60,
      amountFinanced: 31_300,
      totalPayable: 39_901.8,
      establishmentFee: 1300,
      comparisonRate: 11.85,
    })
  })

  it("prefers the lender's own fee for the car", () => {
    const result = financeCalculatorResult({
      loanAmount: 30_000,
      termYears: 5,
      interestRate: 10,
      frequency: 'weekly',
      provider: financeProviderRules('stratton'),
      establishmentFee: 0,
    })
    expect(result).toMatchObject({
      establishmentFee: 0,
      comparisonRate: 10,
      repayment: 146.73,
      repaymentCount: 260,
    })
  })
})
