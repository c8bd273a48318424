import { useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import {
  CODE_SENT_HINT,
  RESEND_CODE_LABEL,
  SEND_CODE_LABEL,
} from '@forecourt/domain/accounts/verification-code'
import { BACK_LABEL, PRE_APPROVAL_LABEL } from '@forecourt/domain/finance/journey'
import { useMemo } from 'react'
import { useActionData, useFetcher } from 'react-router'
import { SiteLink } from '~/components/site-link'
import { ConsentLine } from '~/leads/components/consent-line'
import { FieldError, TextField } from '~/leads/components/form-field'
import { LeadFormElement } from '~/leads/components/lead-form-element'
import { OptInCheckbox } from '~/leads/components/opt-in-checkbox'
import { SubmitButton } from '~/leads/components/submit-button'
import type { LeadActionData } from '~/leads/components/use-lead-form'
import { FINANCE_INTENTS, financeDetailsSchema } from '../finance-schema'
import { useNextStep } from './use-next-step'

export interface FinanceDetailsFormProps {
  action: string
  leadId: string
  backHref: string
  defaults: {
    name: string
    last_name: string
    email: string
    phone: string
    postcode: string
    subscribe: boolean
  }
  postcodeRequired: boolean
  /** The code was sent: 'Resend Code', 'Code sent!' and the code field enabled (spec section 4). */
  codeSent: boolean
  /** The phone is already proven (a signed-in shopper's own, or this journey's): no code is asked. */
  codeVerified: boolean
  formId?: string
  /** The id of the step's heading, which names the form. */
  labelledBy: string
  /** In the dialog: where the next step (or going back) goes instead of a page navigation. */
  onNext?: (href: string) => void
}

/**
 * Step 2, your details (spec: "The popup has two form steps, split at the name field"): name, last
 * name, email, mobile, postcode and subscribe, then the 6-digit code texted to the mobile. 'Send Code'
 * saves the details and texts the code; the main button checks the code, sends the enquiry and starts
 * the application with the lender.
 */
export function FinanceDetailsForm({
  action,
  leadId,
  backHref,
  defaults,
  postcodeRequired,
  codeSent,
  codeVerified,
  formId = 'finance-details',
  onNext,
  labelledBy,
}: FinanceDetailsFormProps) {
  const setup = useMemo(
    () => ({ postcodeRequired, codeRequired: !codeVerified }),
    [postcodeRequired, codeVerified],
  )
  const fetcher = useFetcher<LeadActionData>({ key: formId })
  const actionData = useActionData<LeadActionData | undefined>()
  const [form, fields] = useForm({
    id: formId,
    lastResult: fetcher.data?.result ?? actionData?.result,
    defaultValue: { ...defaults, subscribe: undefined },
    constraint: getZodConstraint(financeDetailsSchema(setup, 'submit')),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: financeDetailsSchema(
          setup,
          formData.get('intent') === FINANCE_INTENTS.sendCode ? 'send-code' : 'submit',
        ),
      }),
  })
  useNextStep(fetcher.data, onNext)
  const busy = fetcher.state !== 'idle'
  const code = fields.code
  return (
    <LeadFormElement
      form={form}
      fetcher={fetcher}
      action={action}
      labelledBy={labelledBy}
      stay={Boolean(onNext)}
    >
      <input type="hidden" name="lead_id" value={leadId} />
      {codeSent || codeVerified ? (
        // Enter in a field presses the first submit button: once the code is sent, that is the main one.
        <button
          type="submit"
          name="intent"
          value={FINANCE_INTENTS.submit}
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
        >
          {PRE_APPROVAL_LABEL}
        </button>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.name} label="First Name" autoComplete="given-name" />
        <TextField meta={fields.last_name} label="Last Name" autoComplete="family-name" />
        <div className="sm:col-span-2">
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" inputMode="email" />
        </div>
        <TextField
          meta={fields.phone}
          label="Mobile"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          readOnly={codeVerified}
          hint={codeVerified ? 'Verified' : undefined}
        />
        <TextField
          meta={fields.postcode}
          label="Postcode"
          required={postcodeRequired}
          autoComplete="postal-code"
          inputMode="numeric"
        />
      </div>
      <OptInCheckbox name={fields.subscribe.name} checked={defaults.subscribe} />
      {codeVerified ? (
        <p className="rounded-md bg-surface p-3">Your mobile is verified, so no code is needed.</p>
      ) : (
        <div className="rounded-md border border-line p-4">
          <p className="font-semibold">Verify your mobile</p>
          <p className="text-sm text-ink-muted">
            We text a 6-digit code to your mobile to confirm it is yours.
          </p>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <div className="min-w-40 flex-1">
              <label htmlFor={code.id} className="block font-semibold">
                Verification code
              </label>
              <input
                id={code.id}
                name={code.name}
                key={code.key}
                defaultValue={code.initialValue as string | undefined}
                disabled={!codeSent}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                aria-invalid={code.errors ? true : undefined}
                aria-describedby={`${code.id}-hint ${code.errors ? code.errorId : ''}`.trim()}
                className="mt-1 block w-full rounded-md border border-ink-muted bg-surface-raised px-3 py-2 text-base tracking-widest disabled:bg-surface disabled:opacity-60"
              />
            </div>
            <button type="submit" name="intent" value={FINANCE_INTENTS.sendCode} className="button-secondary">
              {codeSent ? RESEND_CODE_LABEL : SEND_CODE_LABEL}
            </button>
          </div>
          <p id={`${code.id}-hint`} className="mt-1 text-sm font-semibold" aria-live="polite">
            {codeSent ? CODE_SENT_HINT : 'Press Send Code, then type the code we text you.'}
          </p>
          <FieldError meta={code} />
        </div>
      )}
      <ConsentLine action="asking for a pre-approval" />
      <div className="flex flex-wrap items-center gap-3">
        {onNext ? (
          <button type="button" onClick={() => onNext(backHref)} className="button-secondary">
            {BACK_LABEL}
          </button>
        ) : (
          <SiteLink to={backHref} className="button-secondary">
            {BACK_LABEL}
          </SiteLink>
        )}
        <SubmitButton busy={busy} name="intent" value={FINANCE_INTENTS.submit}>
          {PRE_APPROVAL_LABEL}
        </SubmitButton>
      </div>
    </LeadFormElement>
  )
}
