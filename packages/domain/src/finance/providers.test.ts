import { describe, expect, it } from 'vitest'
import { defaultFinanceProviderRules, financeProviderPresets, financeProviderRules } from './providers.ts'

describe('finance provider rules', () => {
  it('"Establishment fee 1300 for one provider."', () => {
    const withFee1300 = Object.entries(financeProviderPresets).filter(
      ([, rules]) => rules.establishmentFee === 1300,
    )
    expect(withFee1300.map(([key]) => key)).toEqual(['stratton'])
  })

  it('"minimum 1000 (5000 for some providers)", "maximum 5 for some providers"', () => {
    expect(defaultFinanceProviderRules.minLoanAmount).toBe(1000)
    expect(defaultFinanceProviderRules.maxTermYears).toBe(7)
    expect(financeProviderRules('stratton')).toMatchObject({ minLoanAmount: 5000, maxTermYears: 5 })
  })

  it('gives one provider the stricter estimate rules', () => {
    const strict = Object.entries(financeProviderPresets).filter(
      ([, rules]) => rules.estimateRule === 'recentPurchasable',
    )
    expect(strict.map(([key]) => key)).toEqual(['youx'])
  })

  it('falls back to the defaults for an unknown provider', () => {
    expect(financeProviderRules('someone-else')).toBe(defaultFinanceProviderRules)
    expect(financeProviderRules(undefined)).toBe(defaultFinanceProviderRules)
  })
})
