import { RESERVE_TEXTS } from '@forecourt/domain/purchase/reservation-texts'
import { useId } from 'react'
import { useActionData } from 'react-router'
import { SiteLink } from '~/components/site-link'
import { autoFocusIfInvalid, FieldError, TextField } from '~/leads/components/form-field'
import { LeadFormElement } from '~/leads/components/lead-form-element'
import { SubmitButton } from '~/leads/components/submit-button'
import { useLeadForm } from '~/leads/components/use-lead-form'
import { reserveSchema } from '../reserve-schema'

/**
 * The shopper's details and their agreement to the refund terms, then off to pay. Prefilled for a
 * signed-in shopper; works as a plain post without JavaScript.
 */
export function ReserveForm({
  deposit,
  terms,
  defaults,
  intent,
}: {
  deposit: string
  terms: string
  defaults: Record<string, string | undefined>
  intent?: string
}) {
  const headingId = useId()
  const { form, fields, fetcher, busy } = useLeadForm({
    id: 'reserve',
    schema: reserveSchema,
    defaultValue: defaults,
  })
  const accept = fields.acceptTerms
  const pageAnswer = useActionData<{ similarHref?: string } | undefined>()
  const similarHref =
    (fetcher.data as { similarHref?: string } | undefined)?.similarHref ?? pageAnswer?.similarHref
  return (
    <LeadFormElement
      form={form}
      fetcher={fetcher}
      labelledBy={headingId}
      className="grid gap-4"
      afterAlert={
        similarHref ? (
          <SiteLink to={similarHref} className="button-secondary">
            {RESERVE_TEXTS.findSimilar}
          </SiteLink>
        ) : null
      }
    >
      <h2 id={headingId} className="text-xl font-bold">
        Your details
      </h2>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.firstName} label="First Name" autoComplete="given-name" />
        <TextField meta={fields.lastName} label="Last Name" autoComplete="family-name" />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" inputMode="email" />
        <TextField meta={fields.phone} label="Mobile" type="tel" autoComplete="tel" inputMode="tel" />
      </div>
      <section aria-labelledby="reserve-terms-heading" className="rounded-md bg-surface p-4">
        <h3 id="reserve-terms-heading" className="font-bold">
          Refunds
        </h3>
        <p className="mt-1 whitespace-pre-line">{terms}</p>
      </section>
      <div>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            id={accept.id}
            name={accept.name}
            required
            // biome-ignore lint/a11y/noAutofocus: without JavaScript, focus must reach the first invalid field after a failed post
            autoFocus={autoFocusIfInvalid(accept)}
            aria-invalid={accept.errors ? true : undefined}
            aria-describedby={accept.errors ? accept.errorId : undefined}
            className="size-5"
          />
          I accept the reservation and refund terms
        </label>
        <FieldError meta={accept} />
      </div>
      <div>
        <SubmitButton busy={busy}>{RESERVE_TEXTS.payButton(deposit)}</SubmitButton>
      </div>
    </LeadFormElement>
  )
}
