import { COMPARISON_EXAMPLE_TEXT } from '@forecourt/domain/finance/comparison-rate'
import { FINANCE_DISCLAIMER_ANCHOR } from '@forecourt/domain/finance/disclaimer'
import type { RepaymentFrequency } from '@forecourt/domain/finance/repayments'
import { type FormEvent, useState } from 'react'
import { financeCalculatorInteraction, once, pushAnalyticsEvent } from './analytics'
import { CalculatorHiddenFields } from './calculator-hidden-fields'
import {
  FINANCE_CALCULATOR_ANCHOR,
  FINANCE_PARAMS,
  type FinanceValues,
  financeResult,
  REPAYMENT_FREQUENCY_OPTIONS,
} from './finance-calculator-values'
import type { FinanceCalculatorView } from './finance-calculator-view'
import { FinanceSlider } from './finance-slider'
import { dollars, dollarsAndCents, percentPerAnnum, years } from './format'

const frequencyLabels: Record<RepaymentFrequency, { label: string; per: string }> = {
  weekly: { label: 'Weekly', per: 'per week' },
  fortnightly: { label: 'Fortnightly', per: 'per fortnight' },
  monthly: { label: 'Monthly', per: 'per month' },
}

/** Spec (issue): the comparison rate beside every rate or repayment. */
function ComparisonRate({ rate }: { rate: number }) {
  return <span className="text-sm font-semibold">Comparison rate {percentPerAnnum(rate)}</span>
}

/**
 * The finance calculator: loan amount, term and interest sliders within the lender's ranges and the
 * repayment at the chosen frequency, with the comparison rate beside every rate and repayment. Without
 * JavaScript 'Calculate' sends the form and the page answers; with it, the answer follows the sliders.
 */
export function FinanceCalculator({ view }: { view: FinanceCalculatorView }) {
  const [values, setValues] = useState<FinanceValues>(view.values)
  // Spec: "The first change fires one analytics event."
  const [firstChange] = useState(() =>
    once(() => pushAnalyticsEvent(financeCalculatorInteraction(view.carId))),
  )
  const result = values === view.values ? view.result : financeResult(view.establishmentFee, values)
  const { sliders, lenderEstimate } = view

  const change =
    <Field extends keyof FinanceValues>(field: Field) =>
    (value: FinanceValues[Field]) => {
      firstChange()
      setValues((current) => ({ ...current, [field]: value }))
    }
  const recalculateHere = (event: FormEvent<HTMLFormElement>) => event.preventDefault()

  return (
    <section
      id={FINANCE_CALCULATOR_ANCHOR}
      aria-labelledby="finance-calculator-heading"
      className="car-section"
    >
      <h2 id="finance-calculator-heading" className="car-section-heading">
        Finance Calculator
      </h2>
      <p>
        Lender's estimate for this car:{' '}
        {lenderEstimate.repayment !== null ? (
          <>
            <strong>
              {dollarsAndCents(lenderEstimate.repayment)} {frequencyLabels[lenderEstimate.frequency].per}
            </strong>{' '}
          </>
        ) : null}
        at {percentPerAnnum(lenderEstimate.interestRate)},{' '}
        <ComparisonRate rate={lenderEstimate.comparisonRate} />
        <span className="block text-sm text-ink-muted">{lenderEstimate.terms}</span>
      </p>

      <form method="get" noValidate onSubmit={recalculateHere} className="mt-6 grid gap-6 md:grid-cols-2">
        <CalculatorHiddenFields calculator="finance" kept={view.kept} />
        <div className="grid content-start gap-5">
          <FinanceSlider
            id="finance-loan-amount"
            name={FINANCE_PARAMS.loanAmount}
            label="Loan amount"
            range={sliders.loanAmount}
            value={values.loanAmount}
            format={dollars}
            onChange={change('loanAmount')}
          />
          <FinanceSlider
            id="finance-term-years"
            name={FINANCE_PARAMS.termYears}
            label="Loan term (years)"
            range={sliders.termYears}
            value={values.termYears}
            format={years}
            onChange={change('termYears')}
          />
          {sliders.interestRate.locked ? (
            <div>
              <label htmlFor="finance-interest-rate" className="font-semibold">
                Interest rate (% p.a.)
              </label>
              <input
                id="finance-interest-rate"
                name={FINANCE_PARAMS.interestRate}
                type="text"
                readOnly
                value={values.interestRate}
                aria-describedby="finance-interest-rate-fixed"
                className="mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-base font-bold"
              />
              <p id="finance-interest-rate-fixed" className="mt-1 text-sm text-ink-muted">
                A fixed rate of {percentPerAnnum(values.interestRate)} set by the dealer.{' '}
                <ComparisonRate rate={result.comparisonRate} />
              </p>
            </div>
          ) : (
            <div>
              <FinanceSlider
                id="finance-interest-rate"
                name={FINANCE_PARAMS.interestRate}
                label="Interest rate (% p.a.)"
                range={sliders.interestRate}
                value={values.interestRate}
                format={percentPerAnnum}
                onChange={change('interestRate')}
              />
              <p className="mt-1 text-right">
                <ComparisonRate rate={result.comparisonRate} />
              </p>
            </div>
          )}
          <fieldset>
            <legend className="font-semibold">Repayment frequency</legend>
            <div className="mt-1 flex flex-wrap gap-x-6">
              {REPAYMENT_FREQUENCY_OPTIONS.map((frequency) => (
                <label key={frequency} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name={FINANCE_PARAMS.frequency}
                    value={frequency}
                    checked={values.frequency === frequency}
                    onChange={() => change('frequency')(frequency)}
                    className="size-5 accent-brand"
                  />
                  {frequencyLabels[frequency].label}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="button-primary no-js-only justify-self-start">
            Calculate
          </button>
        </div>

        <div
          role="status"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: without JavaScript, the answer must not be left at the foot of the page
          autoFocus={view.focus}
          className="content-start rounded-lg bg-surface p-5"
        >
          <p className="text-ink-muted">Estimated repayment</p>
          <p>
            <strong className="text-3xl">{dollarsAndCents(result.repayment)}</strong>{' '}
            {frequencyLabels[result.frequency].per}
          </p>
          <p>
            at {percentPerAnnum(values.interestRate)}, <ComparisonRate rate={result.comparisonRate} />
          </p>
          <dl className="mt-4 grid gap-1">
            <div className="flex justify-between gap-4 border-b border-line py-1">
              <dt>Establishment fee</dt>
              <dd className="font-semibold">{dollarsAndCents(result.establishmentFee)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-b border-line py-1">
              <dt>Number of repayments</dt>
              <dd className="font-semibold">{result.repaymentCount}</dd>
            </div>
            <div className="flex justify-between gap-4 py-1">
              <dt>Total payable</dt>
              <dd className="font-semibold">{dollarsAndCents(result.totalPayable)}</dd>
            </div>
          </dl>
        </div>
      </form>

      <p className="mt-4 text-sm text-ink-muted">
        {COMPARISON_EXAMPLE_TEXT}
        {view.disclaimer ? (
          <>
            {' '}
            <a href={`#${FINANCE_DISCLAIMER_ANCHOR}`} className="font-semibold text-brand underline">
              Read the finance disclaimer
            </a>
          </>
        ) : null}
      </p>
    </section>
  )
}
