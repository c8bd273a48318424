import type { Random } from '../random.ts'
import { STOCK_REFERENCE_YEAR } from './reference-date.ts'
import type { FinanceLender } from './stock-feed-row.ts'

/**
 * Level repayment for a loan of `principal` over `months` at `annualRate` percent, leaving `balloon`
 * owing at the end (paid as a lump sum).
 */
export function monthlyRepayment(principal: number, annualRate: number, months: number, balloon = 0): number {
  const rate = annualRate / 100 / 12
  if (rate === 0) return (principal - balloon) / months
  const growth = (1 + rate) ** months
  return ((principal - balloon / growth) * rate) / (1 - 1 / growth)
}

const roundCents = (value: number) => Math.round(value * 100) / 100

/** A sample rate by vehicle age: newer vehicles borrow cheaper. */
function sampleRate(year: number, random: Random): number {
  const age = STOCK_REFERENCE_YEAR - year
  const base = age <= 1 ? 8.49 : age <= 5 ? 9.49 : age <= 10 ? 11.49 : 13.99
  return roundCents(base + random.int(0, 8) * 0.25)
}

/** The weekly figure cards show ('est. $X/wk'): five years, nothing down, no balloon. */
export function youxQuote(price: number, year: number, random: Random): { weeklyRepaymentAmount: number } {
  const monthly = monthlyRepayment(price, sampleRate(year, random), 60)
  return { weeklyRepaymentAmount: Math.round((monthly * 12) / 52) }
}

interface Provider {
  termYears: number
  depositShare: number
  balloonShare: number
  establishmentFees: number
  name: string
}

const providers: Readonly<Record<string, Provider>> = {
  youx: { termYears: 5, depositShare: 0.1, balloonShare: 0.3, establishmentFees: 495, name: 'YouX' },
  plenti: { termYears: 6, depositShare: 0, balloonShare: 0, establishmentFees: 599, name: 'Plenti' },
  stratton: {
    termYears: 5,
    depositShare: 0.1,
    balloonShare: 0,
    establishmentFees: 1300,
    name: 'Stratton Finance',
  },
}

/** One shared text per provider: the amounts are in the lender's own fields. */
const disclaimers: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(providers).map(([key, provider]) => [
    key,
    `Estimate from ${provider.name} for a ${provider.termYears}-year secured loan${provider.depositShare > 0 ? ` with a ${provider.depositShare * 100}% deposit` : ''}${provider.balloonShare > 0 ? ` and a ${provider.balloonShare * 100}% final payment` : ''}, including establishment fees. Comparison rate based on a 5-year $30,000 secured loan. Warning: this comparison rate is true only for the example given and may not include all fees and charges. Subject to credit approval.`,
  ]),
)

function lender(providerKey: string, price: number, year: number, random: Random): FinanceLender {
  const provider = providers[providerKey]!
  const deposit = Math.round(price * provider.depositShare)
  const balloon = Math.round(price * provider.balloonShare)
  const termMonths = provider.termYears * 12
  const disclaimer = disclaimers[providerKey]!
  // Some lenders publish no rate for a vehicle; the calculator must then hide the estimate.
  if (random.chance(0.05)) {
    return {
      paymentWeek: null,
      paymentMonth: null,
      deposit,
      termMonths,
      termYears: provider.termYears,
      interestRate: null,
      comparisonRate: null,
      balloon,
      establishmentFees: provider.establishmentFees,
      totalPayable: null,
      disclaimer,
    }
  }
  const interestRate = sampleRate(year, random)
  const paymentMonth = roundCents(
    monthlyRepayment(price - deposit + provider.establishmentFees, interestRate, termMonths, balloon),
  )
  return {
    paymentWeek: roundCents((paymentMonth * 12) / 52),
    paymentMonth,
    deposit,
    termMonths,
    termYears: provider.termYears,
    interestRate,
    comparisonRate: roundCents(interestRate + 0.3 + random.int(0, 8) * 0.1),
    balloon,
    establishmentFees: provider.establishmentFees,
    totalPayable: roundCents(paymentMonth * termMonths + balloon),
    disclaimer,
  }
}

const NO_LENDERS: Readonly<Record<string, FinanceLender>> = Object.freeze({})

/** Lender estimates for about a third of priced vehicles, from one to three providers. */
export function chooseLenders(
  price: number,
  year: number,
  random: Random,
): Readonly<Record<string, FinanceLender>> {
  if (price <= 500 || !random.chance(0.35)) return NO_LENDERS
  const keys = Object.keys(providers).filter(() => random.chance(0.5))
  const chosen = keys.length > 0 ? keys : ['youx']
  return Object.fromEntries(chosen.map((key) => [key, lender(key, price, year, random)]))
}
