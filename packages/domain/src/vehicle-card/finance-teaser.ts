import { WEEKLY_TO_MONTHLY_FACTOR } from '../finance/repayments.ts'
import { isPurchasable } from './availability.ts'
import { formatAud } from './price.ts'

/**
 * The finance teaser under a card's price (spec, stock document sections 5 and 9): 'est. $X/wk based on
 * sample Y% p.a.' with the comparison rate beside it. "Finance estimate shows only if the car has lender
 * data and rates are not null. One provider's rules: the car's year within 12 years, price above 500, a
 * purchasable car and a comparison rate present. Other providers: price above 500 and a weekly or monthly
 * payment."
 */

/** The provider with the stricter rules. */
export const YOUX_PROVIDER = 'youx'
export const FINANCE_TEASER_MINIMUM_PRICE = 500
export const YOUX_MAXIMUM_AGE_YEARS = 12

export interface FinanceTeaserVehicle {
  status: string
  reserved?: boolean | null
  price: number
  year: number
}

export interface FinanceTeaserLender {
  /** The key of `finance_lenders`, e.g. 'youx'. */
  provider: string
  interestRate: number | null
  comparisonRate: number | null
  /** For YouX, the car's `youxQuote.weeklyRepaymentAmount` when the lender has no weekly payment. */
  paymentWeek?: number | null
  paymentMonth?: number | null
}

export interface FinanceTeaser {
  weeklyAmount: number
  interestRate: number
  comparisonRate: number
  /** 'est. $X/wk based on sample Y% p.a.' */
  text: string
  /** 'Comparison rate Z% p.a.' */
  comparisonText: string
}

const percent = (rate: number) => rate.toFixed(2)
const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

function weeklyAmount(lender: FinanceTeaserLender): number | null {
  if (present(lender.paymentWeek)) return lender.paymentWeek
  if (present(lender.paymentMonth)) return lender.paymentMonth / WEEKLY_TO_MONTHLY_FACTOR
  return null
}

/**
 * The car's year is compared with the current calendar year in UTC: near New Year the Australian year is
 * already one ahead for a few hours, which at most keeps a borderline car's teaser for those hours.
 */
export function financeTeaser(
  vehicle: FinanceTeaserVehicle,
  lender: FinanceTeaserLender | null | undefined,
  now: Date,
): FinanceTeaser | null {
  if (!lender) return null
  const { interestRate, comparisonRate } = lender
  if (interestRate === null || comparisonRate === null) return null
  if (!Number.isFinite(interestRate) || !Number.isFinite(comparisonRate)) return null
  if (!(vehicle.price > FINANCE_TEASER_MINIMUM_PRICE)) return null
  const weekly = weeklyAmount(lender)
  if (weekly === null) return null
  if (lender.provider.toLowerCase() === YOUX_PROVIDER) {
    if (now.getUTCFullYear() - vehicle.year > YOUX_MAXIMUM_AGE_YEARS) return null
    if (!isPurchasable(vehicle)) return null
  }
  const rounded = Math.round(weekly)
  return {
    weeklyAmount: rounded,
    interestRate,
    comparisonRate,
    text: `est. ${formatAud(rounded)}/wk based on sample ${percent(interestRate)}% p.a.`,
    comparisonText: `Comparison rate ${percent(comparisonRate)}% p.a.`,
  }
}
