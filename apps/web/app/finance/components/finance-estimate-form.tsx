import { enAuNumberFormat } from '@forecourt/domain/australia/number-format'
import { PERSONALISED_QUOTE_LABEL } from '@forecourt/domain/finance/journey'
import {
  CREDIT_SCORES,
  type CreditScore,
  clampQuotePrice,
  parseQuotePrice,
  QUOTE_PRICE_RANGE,
  QUOTE_TERM_RANGE,
} from '@forecourt/domain/finance/quote'
import { useState } from 'react'
import { FieldError, TextField } from '~/leads/components/form-field'
import { LeadFormElement } from '~/leads/components/lead-form-element'
import { SubmitButton } from '~/leads/components/submit-button'
import { useLeadForm } from '~/leads/components/use-lead-form'
import { FINANCE_INTENTS, financeEstimateSchema } from '../finance-schema'
import { QuoteBox } from './quote-box'
import { type Quote, type QuoteCar, useFinanceQuote } from './use-finance-quote'
import { useNextStep } from './use-next-step'

export interface FinanceEstimateFormProps {
  action: string
  leadId: string | null
  defaults: { amount: number; term: number; selfAssessedCreditScore: CreditScore; whoIsHelping: string }
  staffAssisted: boolean
  quote: Quote | null
  car: QuoteCar
  formId?: string
  /** The id of the step's heading, which names the form. */
  labelledBy: string
  /** In the dialog: where the next step goes instead of a page navigation. */
  onNext?: (href: string) => void
}

const CREDIT_LABELS: Record<CreditScore, string> = { GREAT: 'Great', DECENT: 'Decent', POOR: 'Poor' }
const AMOUNT_SLIDER_STEP = 500
const thousands = enAuNumberFormat()

/**
 * Step 1, the quick estimate (spec sections 3, 5 and 9): the amount (digits only, clamped to
 * 10,000..200,000 on blur; a slider as well with JavaScript), the term (1 to 7 years, default 5), the
 * self-assessed credit score (GREAT by default) and, in staff-assisted mode, who is helping. The quote
 * follows every change.
 */
export function FinanceEstimateForm({
  action,
  leadId,
  defaults,
  staffAssisted,
  quote: initialQuote,
  car,
  formId = 'finance-estimate',
  onNext,
  labelledBy,
}: FinanceEstimateFormProps) {
  const { form, fields, fetcher, busy } = useLeadForm({ id: formId, schema: financeEstimateSchema })
  useNextStep(fetcher.data, onNext)
  const [amountText, setAmountText] = useState(thousands.format(defaults.amount))
  const [amount, setAmount] = useState(defaults.amount)
  const [term, setTerm] = useState(defaults.term)
  const [score, setScore] = useState<CreditScore>(defaults.selfAssessedCreditScore)
  const [helper, setHelper] = useState(defaults.whoIsHelping)
  const { quote, pending } = useFinanceQuote(
    initialQuote,
    { selfAssessedCreditScore: score, purchasePrice: amount, loanTerm: term, whoIsHelping: helper || null },
    car,
  )
  const amountMeta = fields.amount
  const setClamped = (value: number | null) => {
    const clamped = clampQuotePrice(value)
    setAmount(clamped)
    setAmountText(thousands.format(clamped))
  }
  return (
    <LeadFormElement
      form={form}
      fetcher={fetcher}
      action={action}
      labelledBy={labelledBy}
      stay={Boolean(onNext)}
    >
      {leadId ? <input type="hidden" name="lead_id" value={leadId} /> : null}
      <div>
        <label htmlFor={amountMeta.id} className="block font-semibold">
          Purchase price
        </label>
        <p id={`${amountMeta.id}-hint`} className="text-sm text-ink-muted">
          $10,000 to $200,000
        </p>
        <div className="mt-1 flex items-center gap-2">
          <span aria-hidden="true" className="text-lg font-semibold">
            $
          </span>
          <input
            id={amountMeta.id}
            name={amountMeta.name}
            inputMode="numeric"
            autoComplete="off"
            value={amountText}
            onChange={(event) => {
              const digits = parseQuotePrice(event.target.value)
              setAmountText(digits === null ? '' : thousands.format(digits))
            }}
            onBlur={() => setClamped(parseQuotePrice(amountText))}
            aria-invalid={amountMeta.errors ? true : undefined}
            aria-describedby={`${amountMeta.id}-hint ${amountMeta.errors ? amountMeta.errorId : ''}`.trim()}
            className="block w-full rounded-md border border-ink-muted bg-surface-raised px-3 py-2 text-base"
          />
        </div>
        <input
          type="range"
          aria-label="Purchase price slider"
          min={QUOTE_PRICE_RANGE.min}
          max={QUOTE_PRICE_RANGE.max}
          step={AMOUNT_SLIDER_STEP}
          value={amount}
          onChange={(event) => setClamped(Number(event.target.value))}
          className="js-only mt-2 w-full accent-brand"
        />
        <FieldError meta={amountMeta} />
      </div>
      <div>
        <label htmlFor={fields.term.id} className="block font-semibold">
          Loan term:{' '}
          <output htmlFor={fields.term.id}>
            {term} {term === 1 ? 'year' : 'years'}
          </output>
        </label>
        <input
          type="range"
          id={fields.term.id}
          name={fields.term.name}
          min={QUOTE_TERM_RANGE.min}
          max={QUOTE_TERM_RANGE.max}
          step={QUOTE_TERM_RANGE.step}
          value={term}
          onChange={(event) => setTerm(Number(event.target.value))}
          aria-invalid={fields.term.errors ? true : undefined}
          aria-describedby={fields.term.errors ? fields.term.errorId : undefined}
          className="mt-2 w-full accent-brand"
        />
        <FieldError meta={fields.term} />
      </div>
      <fieldset>
        <legend className="font-semibold">Your credit score</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {CREDIT_SCORES.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={fields.selfAssessedCreditScore.name}
                value={value}
                checked={score === value}
                onChange={() => setScore(value)}
                aria-invalid={fields.selfAssessedCreditScore.errors ? true : undefined}
                aria-describedby={
                  fields.selfAssessedCreditScore.errors ? fields.selfAssessedCreditScore.errorId : undefined
                }
                className="size-5"
              />
              {CREDIT_LABELS[value]}
            </label>
          ))}
        </div>
        <FieldError meta={fields.selfAssessedCreditScore} />
      </fieldset>
      {staffAssisted ? (
        <div onChange={(event) => setHelper((event.target as HTMLInputElement).value)}>
          <TextField meta={fields.whoIsHelping} label="Who is helping you today?" required={false} />
        </div>
      ) : null}
      <QuoteBox quote={quote} pending={pending} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy} name="intent" value={FINANCE_INTENTS.estimate}>
          {PERSONALISED_QUOTE_LABEL}
        </SubmitButton>
      </div>
    </LeadFormElement>
  )
}
