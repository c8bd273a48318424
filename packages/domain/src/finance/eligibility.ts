import { isPurchasable } from '../vehicle-card/availability.ts'
import { type FinanceProviderRules, financeProviderRules } from './providers.ts'

/**
 * Whether the vehicle page shows a finance estimate, and from which lender (spec, stock document section
 * 5): "Finance estimate shows only if the car has lender data and rates are not null. One provider's
 * rules: the car's year within 12 years, price above 500, a purchasable car and a comparison rate
 * present. Other providers: price above 500 and a weekly or monthly payment."
 *
 * "Rates are not null": the lender's interest rate and comparison rate are both present (the reading the
 * card's finance teaser uses too). "Within 12 years": the current year (UTC) minus the car's year is at
 * most 12. "Purchasable": available and not reserved (`vehicle-card-availability.ts`).
 */

export const FINANCE_MIN_PRICE = 500
export const FINANCE_MAX_AGE_YEARS = 12

export interface LenderEstimate {
  paymentWeek: number | null
  paymentMonth: number | null
  interestRate: number | null
  comparisonRate: number | null
}

export interface FinanceCar {
  year: number
  price: number
  status: string
  reserved?: boolean | null
  finance_lenders?: Readonly<Record<string, LenderEstimate>> | null
}

const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value)

export function lenderEstimateShown(
  car: FinanceCar,
  lender: LenderEstimate,
  rules: FinanceProviderRules,
  now: Date,
): boolean {
  if (!present(lender.interestRate) || !present(lender.comparisonRate)) return false
  if (!(car.price > FINANCE_MIN_PRICE)) return false
  if (rules.estimateRule === 'recentPurchasable') {
    // The comparison rate, the strict rule's last condition, is already required above.
    return now.getUTCFullYear() - car.year <= FINANCE_MAX_AGE_YEARS && isPurchasable(car)
  }
  return present(lender.paymentWeek) || present(lender.paymentMonth)
}

export interface ChosenLender<Lender extends LenderEstimate> {
  provider: string
  lender: Lender
  rules: FinanceProviderRules
}

/** The first lender whose estimate may be shown (the dealer's preferred provider first), or null. */
export function financeEstimateLender<Lender extends LenderEstimate>(
  car: FinanceCar & { finance_lenders?: Readonly<Record<string, Lender>> | null },
  now: Date,
  options: { preferredProvider?: string | null; rulesFor?: (provider: string) => FinanceProviderRules } = {},
): ChosenLender<Lender> | null {
  const lenders = Object.entries(car.finance_lenders ?? {})
  const preferred = options.preferredProvider
  lenders.sort(([a], [b]) => Number(b === preferred) - Number(a === preferred))
  const rulesFor = options.rulesFor ?? financeProviderRules
  for (const [provider, lender] of lenders) {
    const rules = rulesFor(provider)
    if (lenderEstimateShown(car, lender, rules, now)) return { provider, lender, rules }
  }
  return null
}
