import { type FieldMetadata, getSelectProps } from '@conform-to/react'
import { useMemo } from 'react'
import { FieldError, SelectField, TextField } from '../../components/form-field'
import { LeadFormElement } from '../../components/lead-form-element'
import { MAKE_SUGGESTIONS_ID, MakeSuggestions } from '../../components/make-suggestions'
import { SubmitButton } from '../../components/submit-button'
import { useLeadForm } from '../../components/use-lead-form'
import {
  CONDITION_OPTIONS,
  STATE_OPTIONS,
  type TradeInFormSetup,
  tradeInVehicleSchema,
} from '../trade-in-schema'

export interface TradeInVehicleFormProps {
  setup: TradeInFormSetup
  /** This step's address (with the journey's lead_id when the shopper came back to it). */
  action: string
  /** The journey's open lead, when the shopper came back: the step then adjusts it. */
  leadId: string | null
  /** The car traded against: the form's hidden car_id. */
  carId: string | null
  defaultValue?: Record<string, string | undefined>
}

/**
 * Step 1, your car: the rego and its state (optional together), make, model, year, odometer and
 * condition; on a group website also the dealership that should value it.
 */
export function TradeInVehicleForm({ setup, action, leadId, carId, defaultValue }: TradeInVehicleFormProps) {
  const schema = useMemo(() => tradeInVehicleSchema(setup), [setup])
  const { form, fields, fetcher, busy } = useLeadForm({ id: 'trade-in-car', schema, defaultValue })
  return (
    <LeadFormElement form={form} fetcher={fetcher} action={action} labelledBy="trade-in-step-heading">
      {leadId ? <input type="hidden" name="lead_id" value={leadId} /> : null}
      {carId ? <input type="hidden" name="car_id" value={carId} /> : null}
      {setup.dealerships ? (
        <SelectField meta={fields.dealership_slug} label="Dealership" options={setup.dealerships} />
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold sm:col-span-2">
          Registration <span className="font-normal text-ink-muted">(optional)</span>
        </legend>
        <TextField
          meta={fields.rego}
          label="Rego"
          required={false}
          autoComplete="off"
          hint="As on the number plate, e.g. ABC123."
        />
        <StateSelect meta={fields.state} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.make} label="Make" hint="For example Toyota." list={MAKE_SUGGESTIONS_ID} />
        <MakeSuggestions />
        <TextField meta={fields.model} label="Model" hint="For example Corolla." />
        <TextField meta={fields.year} label="Year" inputMode="numeric" hint="The model year, e.g. 2018." />
        <TextField
          meta={fields.odometer}
          label="Odometer (km)"
          inputMode="numeric"
          hint="The kilometres on the odometer, e.g. 85000."
        />
        <SelectField meta={fields.condition} label="Condition" options={CONDITION_OPTIONS} />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold sm:col-span-2">
          More about your car{' '}
          <span className="font-normal text-ink-muted">(optional, filled in by a rego lookup)</span>
        </legend>
        <TextField
          meta={fields.badge}
          label="Badge"
          required={false}
          hint="The variant, e.g. Ascent Sport."
        />
        <TextField meta={fields.body} label="Body type" required={false} />
        <TextField meta={fields.transmission} label="Transmission" required={false} />
        <TextField meta={fields.fuel} label="Fuel" required={false} />
      </fieldset>
      <div>
        <SubmitButton busy={busy}>Next: Your Details</SubmitButton>
      </div>
    </LeadFormElement>
  )
}

const selectClass =
  'mt-1 block w-full rounded-md border border-ink-muted bg-surface-raised px-3 py-2 text-base aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'

/** The state select: asked for only with a rego, so labelled as such rather than as optional or required. */
function StateSelect({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const props = getSelectProps(meta)
  return (
    <div>
      <label htmlFor={meta.id} className="block font-semibold">
        State <span className="font-normal text-ink-muted">(required with a rego)</span>
      </label>
      <p id={meta.descriptionId} className="text-sm text-ink-muted">
        Where the car is registered.
      </p>
      <select
        {...props}
        key={props.key}
        aria-describedby={[meta.descriptionId, meta.errors ? meta.errorId : null].filter(Boolean).join(' ')}
        className={selectClass}
      >
        <option value="">Please choose</option>
        {STATE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  )
}
