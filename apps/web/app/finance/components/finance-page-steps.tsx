import { FINANCE_PAGE_STEPS } from '@forecourt/domain/finance/journey'

/** The finance page's "three steps: apply online, get pre-approved, purchase". */
export function FinancePageSteps() {
  return (
    <section aria-labelledby="finance-how-it-works" className="mt-10">
      <h2 id="finance-how-it-works" className="text-2xl font-bold">
        How it works
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {FINANCE_PAGE_STEPS.map((step, index) => (
          <li key={step.title} className="rounded-lg border border-line bg-surface-raised p-4">
            <p className="text-sm font-semibold text-ink-muted">Step {index + 1}</p>
            <h3 className="text-lg font-bold">{step.title}</h3>
            <p className="mt-1">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
