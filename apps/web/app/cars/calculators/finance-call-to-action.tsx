import { financeApplicationHref } from './finance-application-href'

/** The finance call to action under the calculator: on to the finance application for this car. */
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
      <a href={financeApplicationHref(financePath, carId)} className="button-primary mt-4">
        Get Pre-Approved
      </a>
    </section>
  )
}
