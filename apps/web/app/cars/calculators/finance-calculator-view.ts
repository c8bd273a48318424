import {
  type FinanceCalculatorSetup,
  financeCalculatorSetup,
  type SliderRange,
  snapToSlider,
} from '@forecourt/domain/finance/calculator'
import type { FinanceCalculatorResult } from '@forecourt/domain/finance/calculator-result'
import { financeDisclaimerPreview } from '@forecourt/domain/finance/disclaimer'
import { financeEstimateLender } from '@forecourt/domain/finance/eligibility'
import {
  DEFAULT_ESTIMATE_TERMS,
  estimateTermsFromLender,
  financeEstimateText,
} from '@forecourt/domain/finance/estimate-text'
import {
  lenderComparisonRate,
  lenderEstablishmentFee,
} from '@forecourt/domain/finance/lender-comparison-rate'
import type { RepaymentFrequency } from '@forecourt/domain/finance/repayments'
import type { VehicleDetail } from '@forecourt/search/vehicle-detail'
import { z } from 'zod'
import { justSubmitted, keptParams } from './calculator-params'
import {
  FINANCE_PARAMS,
  type FinanceValues,
  financeResult,
  REPAYMENT_FREQUENCY_OPTIONS,
} from './finance-calculator-values'

/**
 * The finance calculator (spec, stock document sections 4, 5 and 9): the sliders of the lender whose
 * estimate the car may show, the shopper's choices from `?loan_amount=&term_years=&interest_rate=&frequency=`
 * (snapped onto the sliders) and their repayment, answered by the page without JavaScript. The browser
 * recomputes with `financeResult` (finance-calculator-values.ts) as the sliders move.
 */

/** The lender's own estimate for this car, with its advertised rates. */
export interface LenderEstimateView {
  repayment: number | null
  frequency: RepaymentFrequency
  interestRate: number
  comparisonRate: number
  /** '5 year term, 10.0% deposit, 30% final payment, monthly repayments' */
  terms: string
}

export interface FinanceDisclaimerView {
  /** At most 197 characters, then '...' (spec: "a preview of 197 characters"). */
  preview: string
  truncated: boolean
  text: string
}

export interface FinanceCalculatorView {
  carId: string
  provider: string
  sliders: {
    loanAmount: SliderRange
    termYears: SliderRange
    /** Locked to the dealer's fixed rate when it has one. */
    interestRate: FinanceCalculatorSetup['interestRate']
  }
  defaults: FinanceValues
  values: FinanceValues
  /** The lender's establishment fee for this car. */
  establishmentFee: number
  result: FinanceCalculatorResult
  lenderEstimate: LenderEstimateView
  disclaimer: FinanceDisclaimerView | null
  /** This form was the one just submitted: its answer takes the focus. */
  focus: boolean
  kept: [string, string][]
}

export interface FinanceSettings {
  /** The dealer's preferred lender (a `finance_lenders` key). */
  preferredProvider: string | null
  /** "One dealer fixes an interest rate of 12.94%." */
  fixedInterestRate: number | null
}

type FinanceCalculatorCar = Pick<
  VehicleDetail,
  'id' | 'year' | 'price' | 'status' | 'reserved' | 'finance_lenders'
>

const numberParam = z
  .string()
  .trim()
  .min(1)
  .transform(Number)
  .pipe(z.number().finite())
  .optional()
  .catch(undefined)

const financeParamsSchema = z.object({
  loanAmount: numberParam,
  termYears: numberParam,
  interestRate: numberParam,
  frequency: z.enum(REPAYMENT_FREQUENCY_OPTIONS).optional().catch(undefined),
})

export function financeDisclaimerView(text: string): FinanceDisclaimerView | null {
  const full = text.trim()
  if (!full) return null
  return { ...financeDisclaimerPreview(full), text: full }
}

/** Null when the lender rules give this car no finance estimate: the page leaves the calculator out. */
export function financeCalculatorView(
  car: FinanceCalculatorCar,
  settings: FinanceSettings,
  searchParams: URLSearchParams,
  now: Date,
): FinanceCalculatorView | null {
  const chosen = financeEstimateLender(car, now, { preferredProvider: settings.preferredProvider })
  if (!chosen) return null
  const { lender, rules } = chosen
  const comparisonRate = lenderComparisonRate(chosen.provider, lender)
  if (lender.interestRate === null || comparisonRate === null) return null

  const setup = financeCalculatorSetup({
    price: car.price,
    provider: rules,
    fixedInterestRate: settings.fixedInterestRate,
  })
  const sliders = {
    loanAmount: setup.loanAmount,
    termYears: setup.termYears,
    interestRate: setup.interestRate,
  }
  const defaults: FinanceValues = { ...setup.defaults, frequency: DEFAULT_ESTIMATE_TERMS.frequency }
  const sent = financeParamsSchema.parse({
    loanAmount: searchParams.get(FINANCE_PARAMS.loanAmount) ?? undefined,
    termYears: searchParams.get(FINANCE_PARAMS.termYears) ?? undefined,
    interestRate: searchParams.get(FINANCE_PARAMS.interestRate) ?? undefined,
    frequency: searchParams.get(FINANCE_PARAMS.frequency) ?? undefined,
  })
  const values: FinanceValues = {
    loanAmount: snapToSlider(sent.loanAmount ?? defaults.loanAmount, sliders.loanAmount),
    termYears: snapToSlider(sent.termYears ?? defaults.termYears, sliders.termYears),
    interestRate: sliders.interestRate.locked
      ? sliders.interestRate.min
      : snapToSlider(sent.interestRate ?? defaults.interestRate, sliders.interestRate),
    frequency: sent.frequency ?? defaults.frequency,
  }
  const establishmentFee = lenderEstablishmentFee(chosen.provider, lender)
  const terms = estimateTermsFromLender(lender, car.price)
  const wasSent = Object.values(FINANCE_PARAMS).some((name) => searchParams.has(name))

  return {
    carId: car.id,
    provider: chosen.provider,
    sliders,
    defaults,
    values,
    establishmentFee,
    result: financeResult(establishmentFee, values),
    lenderEstimate: {
      repayment: lender.paymentMonth ?? lender.paymentWeek,
      frequency: terms.frequency,
      interestRate: lender.interestRate,
      comparisonRate,
      terms: financeEstimateText(terms),
    },
    disclaimer: financeDisclaimerView(lender.disclaimer),
    focus: wasSent && justSubmitted(searchParams, 'finance'),
    kept: keptParams(searchParams, Object.values(FINANCE_PARAMS)),
  }
}
