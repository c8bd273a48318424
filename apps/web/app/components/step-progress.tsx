/**
 * Where the shopper is in a multi-step form: a list of the steps, the current one marked for assistive
 * technology (aria-current="step") and shown filled in; finished steps carry a tick and say so. The steps
 * share one row in equal columns under a bar (as the service booking's steps do): on phones each number
 * sits over its name, which wraps within its column rather than pushing steps onto ragged lines.
 */
export function StepProgress({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol aria-label="Progress" className="grid auto-cols-fr grid-flow-col gap-2">
      {steps.map((label, index) => {
        const step = index + 1
        const state = step < current ? 'done' : step === current ? 'current' : 'todo'
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`flex flex-col items-start gap-1 border-t-4 pt-2 sm:flex-row sm:items-center sm:gap-2 ${
              state === 'todo' ? 'border-line' : 'border-brand'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 font-bold ${
                state === 'todo' ? 'border-ink-muted text-ink-muted' : 'border-brand bg-brand text-on-brand'
              }`}
            >
              {state === 'done' ? '✓' : step}
            </span>
            <span
              className={`text-sm leading-snug sm:text-base ${state === 'current' ? 'font-bold' : 'text-ink-muted'}`}
            >
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
