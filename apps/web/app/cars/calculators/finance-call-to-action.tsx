import { FINANCE_FORM_ANCHOR } from '@forecourt/domain/finance-journey'
import { FinanceDialog } from '~/finance/components/finance-dialog'
import { financeApplicationHref } from './finance-application-href'

/**
 * The finance call to action under the calculator: on to the finance page for this car, or (with
 * JavaScript) its quick estimate in a dialog, staying on the car.
 */
export function FinanceCallToAction({ carId, financePath }: { carId: string; financePath: string }) {
  return (
    <section
      aria-labelledby="finance-call-to-action"
      className="car-section rounded-lg border border-line bg-surface-raised p-6"
    >
      <h2 id="finance-call-to-action" className="car-section-heading">
        Finance This Car
      </h2>
      <p>Instant Finance pre-approval with no impact on your credit score.</p>
      <div className="mt-4 flex flex-wrap gap-3">
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
