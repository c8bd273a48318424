import { type FieldMetadata, getSelectProps } from '@conform-to/react'
import { type ChangeEvent, useMemo } from 'react'
import { Form, useSubmit } from 'react-router'
import { telHref } from '~/components/tel-href'
import { useHydrated } from '~/components/use-hydrated'
import { ConsentLine } from '../components/consent-line'
import { autoFocusIfInvalid, FieldError, TextAreaField, TextField } from '../components/form-field'
import { LeadFormElement } from '../components/lead-form-element'
import { OptInCheckbox } from '../components/opt-in-checkbox'
import { SubmitButton } from '../components/submit-button'
import { useLeadForm } from '../components/use-lead-form'
import { type TestDriveFormSetup, testDriveSchema } from './test-drive-schema'

export interface TestDriveFormProps {
  id: string
  setup: TestDriveFormSetup
  /** The page's other query parameters, kept when the location picker reloads it. */
  keep: [string, string][]
  /** The chosen location's name, for the time hint. */
  locationName: string | null
  /** A number to call when no time is free online. */
  phone: string | null
}

const controlClass =
  'mt-1 block w-full rounded-md border border-ink-muted bg-surface-raised px-3 py-2 text-base aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'

/**
 * The test-drive booking form: the location (when the dealer has several sales locations), the
 * preferred date and time from the appointment slots, name, phone, email, Comments (optional), the
 * opt-in (ticked by default) and the consent line.
 *
 * The times depend on the location, so the location is chosen first, in a small GET form that reloads
 * the page with `?location=` (a button without JavaScript; on change once hydrated). The booking form
 * then carries the location in a hidden field and lists that location's times in one select, grouped by
 * day, which works the same with and without JavaScript.
 */
export function TestDriveForm({ id, setup, keep, locationName, phone }: TestDriveFormProps) {
  const schema = useMemo(() => testDriveSchema(setup), [setup])
  const { form, fields, fetcher, busy } = useLeadForm({ id, schema })
  const locationMeta = fields.location
  return (
    <div className="grid gap-6">
      {setup.locations ? (
        <LocationPicker
          formId={`${id}-location`}
          meta={locationMeta}
          locations={setup.locations}
          selected={setup.locationId}
          keep={keep}
        />
      ) : null}
      {/* Posts to the page's own route and address, which name the car or model (never a loader's
          request URL: on client navigations that is the `.data` URL). */}
      <LeadFormElement form={form} fetcher={fetcher}>
        {setup.locations && setup.locationId ? (
          <input type="hidden" name={locationMeta.name} value={setup.locationId} />
        ) : null}
        <SlotSelect
          meta={fields.slot}
          setup={setup}
          locationName={locationName}
          phone={phone}
          locationToChoose={!!setup.locations}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.name} label="Name" autoComplete="name" />
          <TextField meta={fields.phone} label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
          <div className="sm:col-span-2">
            <TextField
              meta={fields.email}
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          </div>
        </div>
        <TextAreaField meta={fields.message} label="Comments" required={false} />
        <OptInCheckbox name={fields.opt_in?.name} />
        <ConsentLine action="booking this test drive" />
        <div>
          <SubmitButton busy={busy}>Book Test Drive</SubmitButton>
        </div>
      </LeadFormElement>
    </div>
  )
}

/**
 * Step one where the dealer has several sales locations: which one. A GET form, so it works without
 * JavaScript ('Show available times'); once hydrated a change reloads the times in place.
 */
function LocationPicker({
  formId,
  meta,
  locations,
  selected,
  keep,
}: {
  formId: string
  // biome-ignore lint/suspicious/noExplicitAny: a field of the form's schema
  meta: FieldMetadata<any>
  locations: { value: string; label: string }[]
  selected: string | null
  keep: [string, string][]
}) {
  const submit = useSubmit()
  const hydrated = useHydrated()
  const selectId = `${formId}-select`
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.form)
      submit(event.currentTarget.form, { replace: true, preventScrollReset: true })
  }
  return (
    <Form method="get" id={formId} className="grid gap-2">
      {keep.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor={selectId} className="block font-semibold">
          Location
          <span className="text-red-800" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <p id={`${selectId}-hint`} className="text-sm text-ink-muted">
          Where would you like to take your test drive?
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <select
            id={selectId}
            name="location"
            required
            defaultValue={selected ?? ''}
            key={selected ?? ''}
            onChange={onChange}
            // biome-ignore lint/a11y/noAutofocus: without JavaScript, focus must reach the first invalid field after a failed post
            autoFocus={autoFocusIfInvalid(meta)}
            aria-invalid={meta.errors ? true : undefined}
            aria-describedby={[`${selectId}-hint`, meta.errors ? meta.errorId : null]
              .filter(Boolean)
              .join(' ')}
            className={`${controlClass} max-w-md flex-1`}
          >
            <option value="">Please choose</option>
            {locations.map((location) => (
              <option key={location.value} value={location.value}>
                {location.label}
              </option>
            ))}
          </select>
          <button type="submit" className={`button-secondary ${hydrated ? 'sr-only' : ''}`}>
            Show available times
          </button>
        </div>
        <FieldError meta={meta} />
      </div>
    </Form>
  )
}

/** The preferred date and time: the location's free times, one option each, grouped by day. */
function SlotSelect({
  meta,
  setup,
  locationName,
  phone,
  locationToChoose,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a field of the form's schema
  meta: FieldMetadata<any>
  setup: TestDriveFormSetup
  locationName: string | null
  phone: string | null
  locationToChoose: boolean
}) {
  const label = (
    <span className="block font-semibold">
      Preferred date and time
      <span className="text-red-800" aria-hidden="true">
        {' '}
        *
      </span>
    </span>
  )
  const days = setup.slotDays
  if (!days || days.length === 0) {
    const text = !days
      ? locationToChoose
        ? 'Choose a location above to see its available times.'
        : null
      : null
    return (
      <div>
        {label}
        <p id={meta.descriptionId} className="mt-1">
          {text ??
            'There are no test-drive times free online in the next two weeks. Please call us and we will find a time that suits you.'}
          {!text && phone ? (
            <>
              {' '}
              <a href={telHref(phone)} className="font-semibold underline">
                Call {phone}
              </a>
            </>
          ) : null}
        </p>
        <FieldError meta={meta} />
      </div>
    )
  }
  const props = getSelectProps(meta)
  return (
    <div>
      <label htmlFor={meta.id} className="block font-semibold">
        Preferred date and time
        <span className="text-red-800" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <p id={meta.descriptionId} className="text-sm text-ink-muted">
        Test drives take about 30 minutes.
        {locationName ? ` Times are local to ${locationName}.` : ''} We will call you to confirm.
      </p>
      <select
        {...props}
        key={`${setup.locationId}:${props.key ?? ''}`}
        required
        // biome-ignore lint/a11y/noAutofocus: without JavaScript, focus must reach the first invalid field after a failed post
        autoFocus={autoFocusIfInvalid(meta)}
        aria-describedby={[meta.descriptionId, meta.errors ? meta.errorId : null].filter(Boolean).join(' ')}
        className={controlClass}
      >
        <option value="">Choose a date and time</option>
        {days.map((day) => (
          <optgroup key={day.date} label={day.label}>
            {day.slots.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {day.label}, {slot.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  )
}
