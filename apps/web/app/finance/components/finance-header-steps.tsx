import { FINANCE_HEADER_STEPS } from '@forecourt/domain/finance-journey'

/**
 * "The popup header has four steps: Quick Estimate, Your Details, Instant pre-approval, Apply to
 * lender": the current one marked for assistive technology, finished ones ticked.
 */
export function FinanceHeaderSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <ol aria-label="Progress" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {FINANCE_HEADER_STEPS.map((label, index) => {
        const step = index + 1
        const state = step < current ? 'done' : step === current ? 'current' : 'todo'
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex items-center gap-2"
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-7 items-center justify-center rounded-full border-2 font-bold ${
                state === 'todo' ? 'border-ink-muted text-ink-muted' : 'border-brand bg-brand text-on-brand'
              }`}
            >
              {state === 'done' ? '✓' : step}
            </span>
            <span className={state === 'current' ? 'font-bold' : 'text-ink-muted'}>
              {label}
              {state === 'done' ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
