import { getFormProps } from '@conform-to/react'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { ConsentLine } from '../../components/consent-line'
import { FormAlert } from '../../components/form-alert'
import { TextField } from '../../components/form-field'
import { LeadHiddenFields } from '../../components/lead-hidden-fields'
import { SubmitButton } from '../../components/submit-button'
import { useLeadForm } from '../../components/use-lead-form'
import { tradeInDetailsSchema } from '../trade-in-schema'

export interface TradeInDetailsFormProps {
  action: string
  leadId: string
  backHref: string
}

/**
 * Step 2, your details: the spec's "name (First Name), last_name, postcode, phone (Mobile), email", the
 * opt-in (ticked by default) and the consent line; the button reads 'Sell Your Car'.
 */
export function TradeInDetailsForm({ action, leadId, backHref }: TradeInDetailsFormProps) {
  const schema = useMemo(() => tradeInDetailsSchema(), [])
  const { form, fields, fetcher, busy } = useLeadForm({ id: 'trade-in-details', schema })
  const alertId = 'trade-in-details-alert'
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      noValidate
      aria-labelledby="trade-in-step-heading"
      aria-describedby={alertId}
      className="grid gap-4"
    >
      <FormAlert id={alertId} errors={form.errors} />
      <LeadHiddenFields />
      <input type="hidden" name="lead_id" value={leadId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.name!} label="First Name" autoComplete="given-name" />
        <TextField meta={fields.last_name!} label="Last Name" autoComplete="family-name" />
        <TextField meta={fields.phone!} label="Mobile" type="tel" autoComplete="tel" inputMode="tel" />
        <TextField meta={fields.postcode!} label="Postcode" autoComplete="postal-code" inputMode="numeric" />
        <div className="sm:col-span-2">
          <TextField meta={fields.email!} label="Email" type="email" autoComplete="email" inputMode="email" />
        </div>
      </div>
      <div>
        {/* An unticked box posts nothing: the hidden 'false' says so, and a ticked box's 'on' comes last. */}
        <input type="hidden" name={fields.opt_in?.name} value="false" />
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name={fields.opt_in?.name} defaultChecked className="size-5" />
          Keep me informed about offers and news
        </label>
      </div>
      <ConsentLine action="sending your car's details" />
      <div className="flex flex-wrap items-center gap-3">
        <Link to={backHref} className="button-secondary">
          Back
        </Link>
        <SubmitButton busy={busy}>Sell Your Car</SubmitButton>
      </div>
    </fetcher.Form>
  )
}
