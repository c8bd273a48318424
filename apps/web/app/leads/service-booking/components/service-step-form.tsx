import { useMemo } from 'react'
import { ConsentLine } from '~/leads/components/consent-line'
import { SelectField, TextAreaField, TextField } from '~/leads/components/form-field'
import { useLeadForm } from '~/leads/components/use-lead-form'
import { type ServiceStepSetup, serviceStepSchema } from '../service-booking-schema'
import { BookingStepForm, type BookingStepProps } from './booking-step-form'
import { ServiceDateField } from './service-date-field'

/**
 * Step 3, "Your service": Service Interval (required when the dealer's configuration says so), Preferred
 * Service Date, Service Location (a select when there is a choice), Comments (optional), and an optional
 * pick-up and drop-off address. Sending it submits the booking.
 */
export function ServiceStepForm({
  setup,
  defaultValue,
  onlyLocation,
  ...step
}: BookingStepProps & {
  setup: ServiceStepSetup
  defaultValue: Record<string, string | undefined>
  onlyLocation: string | null
}) {
  const schema = useMemo(() => serviceStepSchema(setup), [setup])
  const { form, fields, fetcher, busy } = useLeadForm({ id: 'service-booking-service', schema, defaultValue })
  return (
    <BookingStepForm
      step={3}
      form={form}
      fetcher={fetcher}
      busy={busy}
      submitLabel="Send Booking Request"
      {...step}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {setup.locations.length > 1 ? (
          <div className="sm:col-span-2">
            <SelectField meta={fields.location} label="Service Location" options={setup.locations} />
          </div>
        ) : onlyLocation ? (
          <p className="sm:col-span-2">
            <span className="font-semibold">Service Location:</span> {onlyLocation}
          </p>
        ) : null}
        <SelectField
          meta={fields.service_interval}
          label="Service Interval"
          required={setup.intervalRequired}
          options={setup.intervals.map((interval) => ({ value: interval, label: interval }))}
        />
        <ServiceDateField meta={fields.preferred_date} window={setup.dateWindow} />
      </div>
      <TextAreaField meta={fields.message} label="Comments" required={false} />
      <fieldset className="grid gap-4 rounded-md border border-line p-4">
        <legend className="px-1 font-semibold">
          Pick-up and drop-off address <span className="font-normal text-ink-muted">(optional)</span>
        </legend>
        <p className="-mt-2 text-sm text-ink-muted">
          If you would like us to collect your vehicle and bring it back, tell us where.
        </p>
        <TextField
          meta={fields.street}
          label="Street address"
          required={false}
          autoComplete="address-line1"
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField meta={fields.suburb} label="Suburb" required={false} autoComplete="address-level2" />
          <SelectField
            meta={fields.state}
            label="State"
            required={false}
            options={setup.states}
            placeholder="Choose a state"
          />
          <TextField
            meta={fields.postcode}
            label="Postcode"
            required={false}
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </div>
      </fieldset>
      <ConsentLine action="sending this booking request" />
    </BookingStepForm>
  )
}
