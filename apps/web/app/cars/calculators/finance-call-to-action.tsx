import { FINANCE_FORM_ANCHOR } from '@forecourt/domain/finance/journey'
import type { QuoteRequest } from '@forecourt/domain/finance/quote'
import { CarFinanceQuote } from '~/finance/components/car-finance-quote'
import { FinanceDialog } from '~/finance/components/finance-dialog'
import { financeApplicationHref } from './finance-application-href'

/**
 * The finance call to action under the calculator: on to the finance page for this car, or (with
 * JavaScript) its quick estimate in a dialog, staying on the car.
 */
export function FinanceCallToAction({
  carId,
  financePath,
  quote,
}: {
  carId: string
  financePath: string
  /** The quote to ask for (the car has none of its own), with its 5-year term and GREAT score. */
  quote: (QuoteRequest & { carId: string }) | null
}) {
  return (
    <section
      aria-labelledby="finance-call-to-action"
      className="car-section rounded-lg border border-line bg-surface-raised p-6"
    >
      <h2 id="finance-call-to-action" className="car-section-heading">
        Finance This Car
      </h2>
      <p>Instant Finance pre-approval with no impact on your credit score.</p>
      {quote ? <CarFinanceQuote request={quote} /> : null}
      <div className="action-row mt-4">
        <a
          href={`${financeApplicationHref(financePath, carId)}#${FINANCE_FORM_ANCHOR}`}
          className="button-primary"
        >
          Get Pre-Approved
        </a>
        <FinanceDialog href={financeApplicationHref(financePath, carId)} label="Quick Estimate" />
      </div>
    </section>
  )
}
