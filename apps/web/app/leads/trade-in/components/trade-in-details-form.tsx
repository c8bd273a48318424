import { useMemo } from 'react'
import { SiteLink } from '~/components/site-link'
import { ConsentLine } from '../../components/consent-line'
import { TextField } from '../../components/form-field'
import { LeadFormElement } from '../../components/lead-form-element'
import { OptInCheckbox } from '../../components/opt-in-checkbox'
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
  return (
    <LeadFormElement form={form} fetcher={fetcher} action={action} labelledBy="trade-in-step-heading">
      <input type="hidden" name="lead_id" value={leadId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.name} label="First Name" autoComplete="given-name" />
        <TextField meta={fields.last_name} label="Last Name" autoComplete="family-name" />
        <TextField meta={fields.phone} label="Mobile" type="tel" autoComplete="tel" inputMode="tel" />
        <TextField meta={fields.postcode} label="Postcode" autoComplete="postal-code" inputMode="numeric" />
        <div className="sm:col-span-2">
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" inputMode="email" />
        </div>
      </div>
      <OptInCheckbox name={fields.opt_in?.name} />
      <ConsentLine action="sending your car's details" />
      <div className="flex flex-wrap items-center gap-3">
        <SiteLink to={backHref} className="button-secondary">
          Back
        </SiteLink>
        <SubmitButton busy={busy}>Sell Your Car</SubmitButton>
      </div>
    </LeadFormElement>
  )
}
