/**
 * Where the shopper is in a multi-step form: a list of the steps, the current one marked for assistive
 * technology (aria-current="step") and shown filled in; finished steps carry a tick and say so.
 */
export function StepProgress({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol aria-label="Progress" className="flex flex-wrap gap-x-6 gap-y-2">
      {steps.map((label, index) => {
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
