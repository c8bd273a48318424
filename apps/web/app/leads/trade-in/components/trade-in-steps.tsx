/** The two steps of the trade-in form. */
export const TRADE_IN_STEPS = ['Your car', 'Your details'] as const

/**
 * Where the shopper is in the form: a list of the steps, the current one marked for assistive
 * technology (aria-current="step") and shown filled in; finished steps carry a tick and say so.
 */
export function TradeInSteps({ current }: { current: 1 | 2 }) {
  return (
    <ol aria-label="Progress" className="flex flex-wrap gap-x-6 gap-y-2">
      {TRADE_IN_STEPS.map((label, index) => {
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
              className={`inline-flex size-8 items-center justify-center rounded-full border-2 font-bold ${
                state === 'todo' ? 'border-ink-muted text-ink-muted' : 'border-brand bg-brand text-on-brand'
              }`}
            >
              {state === 'done' ? '✓' : step}
            </span>
            <span className={state === 'current' ? 'font-bold' : 'text-ink-muted'}>
              <span className="sr-only">Step {step}: </span>
              {label}
              {state === 'done' ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
