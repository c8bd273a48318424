import { SERVICE_BOOKING_STEPS, type ServiceBookingStep } from '../service-booking-schema'

/**
 * Where the shopper is in the booking: the three steps by name, done ones ticked, the current one marked
 * for assistive technology with aria-current="step".
 */
export function StepIndicator({ current }: { current: ServiceBookingStep }) {
  return (
    <ol aria-label="Booking steps" className="mt-6 grid grid-cols-3 gap-2">
      {SERVICE_BOOKING_STEPS.map((step) => {
        const state = step.number < current ? 'done' : step.number === current ? 'current' : 'to do'
        return (
          <li
            key={step.number}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`flex flex-col items-start gap-1 border-t-4 pt-2 sm:flex-row sm:items-center sm:gap-2 ${
              state === 'to do' ? 'border-line text-ink-muted' : 'border-brand'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                state === 'to do' ? 'border-2 border-ink-muted' : 'bg-brand text-on-brand'
              }`}
            >
              {state === 'done' ? '✓' : step.number}
            </span>
            <span className={`text-sm sm:text-base ${state === 'current' ? 'font-semibold' : ''}`}>
              {step.name}
              <span className="sr-only">{state === 'current' ? ' (current step)' : ` (${state})`}</span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
