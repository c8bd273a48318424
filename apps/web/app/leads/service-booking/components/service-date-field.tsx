import { type FieldMetadata, getInputProps } from '@conform-to/react'
import type { ServiceDateWindow } from '@forecourt/domain/leads/service-booking-date'
import { FieldError } from '~/leads/components/form-field'

const controlClass =
  'mt-1 block min-h-11 w-full rounded-md border border-ink-muted bg-surface-raised px-3 py-2 text-base aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'

/**
 * The Preferred Service Date: a date input limited to the booking window (from tomorrow, within 90 days).
 * Without JavaScript it still posts YYYY-MM-DD; a browser with no date picker shows a text box, where
 * DD/MM/YYYY is accepted too (`service-booking-date.ts`).
 */
export function ServiceDateField({
  meta,
  window,
}: {
  meta: FieldMetadata<string | undefined>
  window: ServiceDateWindow
}) {
  const props = getInputProps(meta, { type: 'date' })
  return (
    <div>
      <label htmlFor={meta.id} className="block font-semibold">
        Preferred Service Date
        <span className="text-red-800" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <p id={meta.descriptionId} className="text-sm text-ink-muted">
        Any day from tomorrow, up to 90 days ahead. We will call you to confirm the time.
      </p>
      <input
        {...props}
        key={props.key}
        required
        min={window.earliest}
        max={window.latest}
        aria-describedby={[meta.descriptionId, meta.errors ? meta.errorId : null].filter(Boolean).join(' ')}
        className={controlClass}
      />
      <FieldError meta={meta} />
    </div>
  )
}
