import { OTHER_MAKE, vehicleYearRange } from '@forecourt/domain/leads/service-booking-vehicle'
import { useMemo } from 'react'
import { SelectField, TextField } from '~/leads/components/form-field'
import { MAKE_SUGGESTIONS_ID, MakeSuggestions } from '~/leads/components/make-suggestions'
import { useLeadForm } from '~/leads/components/use-lead-form'
import { type VehicleStepSetup, vehicleStepSchema } from '../service-booking-schema'
import { BookingStepForm, type BookingStepProps } from './booking-step-form'

/**
 * Step 2, "Your vehicle": Vehicle Make (the dealer's makes, or 'Other' and its name), Vehicle Model,
 * Vehicle Year and Vehicle Rego. The 'Other make' box appears once 'Other' is chosen; without JavaScript
 * the server asks for it when 'Other' comes without a make, and the box is then shown.
 */
export function VehicleStepForm({
  setup,
  defaultValue,
  ...step
}: BookingStepProps & { setup: VehicleStepSetup; defaultValue: Record<string, string | undefined> }) {
  const schema = useMemo(() => vehicleStepSchema(setup), [setup])
  const { form, fields, fetcher, busy } = useLeadForm({ id: 'service-booking-vehicle', schema, defaultValue })
  const otherMake = fields.vehicle_make?.value === OTHER_MAKE
  const { latest } = vehicleYearRange(setup.currentYear)
  return (
    <BookingStepForm step={2} form={form} fetcher={fetcher} busy={busy} submitLabel="Continue" {...step}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          meta={fields.vehicle_make}
          label="Vehicle Make"
          options={setup.makes.map((make) => ({ value: make, label: make }))}
        />
        {otherMake ? (
          <>
            <TextField
              meta={fields.vehicle_make_other}
              label="Other make"
              autoComplete="off"
              list={MAKE_SUGGESTIONS_ID}
            />
            <MakeSuggestions />
          </>
        ) : null}
        <TextField meta={fields.vehicle_model} label="Vehicle Model" autoComplete="off" />
        <TextField
          meta={fields.vehicle_year}
          label="Vehicle Year"
          inputMode="numeric"
          autoComplete="off"
          hint={`4 digits, 1950 to ${latest}`}
        />
        <TextField
          meta={fields.vehicle_rego}
          label="Vehicle Rego"
          autoComplete="off"
          hint="The number plate, letters and numbers only"
        />
      </div>
    </BookingStepForm>
  )
}
