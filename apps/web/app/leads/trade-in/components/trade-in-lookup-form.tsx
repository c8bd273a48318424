import { Form } from 'react-router'
import { STATE_OPTIONS } from '../trade-in-schema'

export interface TradeInLookupProps {
  /** The step's path: the lookup is a GET of the same page. */
  action: string
  carId: string | null
  leadId: string | null
  lookup: {
    rego: string
    state: string
    status: 'found' | 'notFound' | 'unavailable' | 'invalid'
    message: string | null
    found: string | null
  } | null
}

const controlClass =
  'mt-1 block w-full rounded-md border border-ink-muted bg-surface-raised px-3 py-2 text-base'

/**
 * Find your car by its rego (issue 33): a GET form, so it works the same without JavaScript. Found, the
 * car form below is filled in; otherwise it says so and the shopper fills it in by hand.
 */
export function TradeInLookupForm({ action, carId, leadId, lookup }: TradeInLookupProps) {
  return (
    <div className="mb-6 rounded-md bg-surface p-4">
      <Form method="get" action={action} aria-labelledby="trade-in-lookup-heading" preventScrollReset>
        <h3 id="trade-in-lookup-heading" className="font-semibold">
          Find your car by its rego
        </h3>
        <p className="text-sm text-ink-muted">
          We fill in the make, model and more for you. Or type them below.
        </p>
        {carId ? <input type="hidden" name="car_id" value={carId} /> : null}
        {leadId ? (
          <>
            <input type="hidden" name="step" value="1" />
            <input type="hidden" name="lead_id" value={leadId} />
          </>
        ) : null}
        <div className="mt-3 grid items-end gap-4 sm:grid-cols-[2fr_2fr_auto]">
          <div>
            <label htmlFor="lookup-rego" className="block font-semibold">
              Rego or VIN
            </label>
            <input
              id="lookup-rego"
              name="lookup_rego"
              defaultValue={lookup?.rego ?? ''}
              autoComplete="off"
              className={controlClass}
            />
          </div>
          <div>
            <label htmlFor="lookup-state" className="block font-semibold">
              Registered in
            </label>
            <select
              id="lookup-state"
              name="lookup_state"
              defaultValue={lookup?.state ?? ''}
              className={controlClass}
            >
              <option value="">Please choose</option>
              {STATE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button-secondary">
            Find My Car
          </button>
        </div>
      </Form>
      {lookup ? (
        <p role="status" className="mt-3 font-semibold">
          {lookupMessage(lookup)}
        </p>
      ) : null}
    </div>
  )
}

function lookupMessage(lookup: NonNullable<TradeInLookupProps['lookup']>): string {
  switch (lookup.status) {
    case 'found':
      return `We found your car: ${lookup.found}. Check the details below, then add the odometer and condition.`
    case 'notFound':
      return "We couldn't find that rego. Please enter your car's details below."
    case 'unavailable':
      return "We can't look up regos right now. Please enter your car's details below."
    case 'invalid':
      return lookup.message ?? "Please enter your car's details below."
  }
}
