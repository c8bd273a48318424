import { useMemo } from 'react'
import { ConsentLine } from '~/leads/components/consent-line'
import { SelectField, TextField } from '~/leads/components/form-field'
import { useLeadForm } from '~/leads/components/use-lead-form'
import { OptInCheckbox } from '../../components/opt-in-checkbox'
import { type DetailsStepSetup, detailsStepSchema } from '../service-booking-schema'
import { BookingStepForm, type BookingStepProps } from './booking-step-form'

/**
 * Step 1, "Your details": name, email, phone (Australian, stored normalised), the opt-in (ticked by
 * default), and on a group website the dealership. Continuing stores the booking in progress, so the
 * privacy consent line comes here, before the first answers are kept.
 */
export function DetailsStepForm({
  setup,
  defaultValue,
  optIn,
  ...step
}: BookingStepProps & {
  setup: DetailsStepSetup
  defaultValue: Record<string, string | undefined>
  optIn: boolean
}) {
  const schema = useMemo(() => detailsStepSchema(setup), [setup])
  const { form, fields, fetcher, busy } = useLeadForm({ id: 'service-booking-details', schema, defaultValue })
  return (
    <BookingStepForm step={1} form={form} fetcher={fetcher} busy={busy} submitLabel="Continue" {...step}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField meta={fields.name} label="Name" autoComplete="name" />
        </div>
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" inputMode="email" />
        <TextField meta={fields.phone} label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
        {setup.dealerships ? (
          <div className="sm:col-span-2">
            <SelectField meta={fields.dealership_slug} label="Dealership" options={setup.dealerships} />
          </div>
        ) : null}
      </div>
      <OptInCheckbox name={fields.opt_in?.name} checked={optIn} />
      <ConsentLine action="continuing" />
    </BookingStepForm>
  )
}
