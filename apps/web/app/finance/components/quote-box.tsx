import { enAuNumberFormat } from '@forecourt/domain/australia/number-format'
import { FINANCE_QUOTE_DISCLAIMER } from '@forecourt/domain/finance/journey'
import { monthlyFromWeekly } from '@forecourt/domain/finance/repayments'
import { useId, useRef } from 'react'
import { ModalDialog } from '~/components/modal-dialog'
import type { Quote } from './use-finance-quote'

const dollars = enAuNumberFormat({ style: 'currency', currency: 'AUD', minimumFractionDigits: 2 })
const rate = (value: number) => `${value.toFixed(2)}% p.a.`

/**
 * The quote: the weekly repayment (and monthly, "weekly times 4.33"), the advertised rate and, beside
 * every rate, the comparison rate, with the finance disclaimer a button opens (a disclosure without
 * JavaScript). Nothing but a short note when there is no quote ("On error the quote is cleared and
 * nothing is shown").
 */
export function QuoteBox({ quote, pending }: { quote: Quote | null; pending: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-line bg-surface p-4"
      aria-busy={pending || undefined}
    >
      <h3 id={headingId} className="text-lg font-bold">
        Your quick estimate
      </h3>
      <div aria-live="polite">
        {quote ? (
          <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-ink-muted">Weekly repayment</dt>
              <dd className="text-2xl font-bold" data-testid="quote-weekly">
                {dollars.format(quote.weeklyRepaymentAmount)}
                <span className="text-base font-normal">/wk</span>
              </dd>
              <dd className="text-sm">
                {dollars.format(monthlyFromWeekly(quote.weeklyRepaymentAmount))}/month
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">Interest rate</dt>
              <dd className="font-semibold" data-testid="quote-rate">
                {rate(quote.advertisedRate)}
              </dd>
              <dt className="text-sm text-ink-muted">Comparison rate*</dt>
              <dd className="font-semibold" data-testid="quote-comparison-rate">
                {rate(quote.comparisonRate)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="mt-2 text-ink-muted">
            {pending ? 'Working out your estimate…' : 'Change the amount or term to see an estimate.'}
          </p>
        )}
      </div>
      {quote ? (
        <>
          <p className="mt-2 text-sm">* {FINANCE_QUOTE_DISCLAIMER[0]}</p>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => dialog.current?.showModal()}
            className="js-only min-h-11 cursor-pointer text-sm font-semibold text-brand underline"
          >
            Finance disclaimer
          </button>
          <details className="no-js-only text-sm">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand underline">
              Finance disclaimer
            </summary>
            <DisclaimerText />
          </details>
          <ModalDialog ref={dialog} title="Finance Disclaimer">
            <DisclaimerText />
          </ModalDialog>
        </>
      ) : null}
    </section>
  )
}

function DisclaimerText() {
  return (
    <div className="grid gap-2">
      {FINANCE_QUOTE_DISCLAIMER.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  )
}
