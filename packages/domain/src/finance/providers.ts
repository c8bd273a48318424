/**
 * What differs between finance providers (lenders) on the vehicle page (spec, stock document sections 5
 * and 9): "minimum 1000 (5000 for some providers)", "maximum 5 for some providers", "Interest 0.5 to 15
 * in 0.5 steps, with provider-specific ranges", "Establishment fee 1300 for one provider", and the
 * provider whose estimate follows stricter rules (see finance-eligibility.ts).
 *
 * The spec does not name the providers behind "some" and "one"; the presets below assign those rules to
 * the providers the demo stock feed quotes (`finance_lenders` keys). Unknown providers get the defaults.
 */

export interface FinanceProviderRules {
  minLoanAmount: number
  maxTermYears: number
  interestRange: { min: number; max: number }
  /** Used when the lender data carries no `establishmentFees`. */
  establishmentFee: number
  /**
   * 'recentPurchasable': "the car's year within 12 years, price above 500, a purchasable car and a
   * comparison rate present". 'standard': "price above 500 and a weekly or monthly payment".
   */
  estimateRule: 'recentPurchasable' | 'standard'
}

export const defaultFinanceProviderRules: FinanceProviderRules = {
  minLoanAmount: 1000,
  maxTermYears: 7,
  interestRange: { min: 0.5, max: 15 },
  establishmentFee: 0,
  estimateRule: 'standard',
}

export const financeProviderPresets: Readonly<Record<string, FinanceProviderRules>> = {
  youx: {
    ...defaultFinanceProviderRules,
    interestRange: { min: 5.5, max: 15 },
    establishmentFee: 495,
    estimateRule: 'recentPurchasable',
  },
  plenti: {
    ...defaultFinanceProviderRules,
    minLoanAmount: 5000,
    interestRange: { min: 6, max: 15 },
    establishmentFee: 599,
  },
  stratton: {
    ...defaultFinanceProviderRules,
    minLoanAmount: 5000,
    maxTermYears: 5,
    interestRange: { min: 6.5, max: 15 },
    establishmentFee: 1300,
  },
}

export function financeProviderRules(provider: string | null | undefined): FinanceProviderRules {
  return (provider && financeProviderPresets[provider]) || defaultFinanceProviderRules
}
