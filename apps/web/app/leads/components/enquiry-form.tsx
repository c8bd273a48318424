import { useMemo } from 'react'
import { type EnquiryFormSetup, enquirySchema } from '../enquiry-schema'
import { ConsentLine } from './consent-line'
import { autoFocusIfInvalid, SelectField, TextAreaField, TextField } from './form-field'
import { LeadFormElement } from './lead-form-element'
import { OptInCheckbox } from './opt-in-checkbox'
import { SubmitButton } from './submit-button'
import { useLeadForm } from './use-lead-form'

export interface EnquiryFormProps {
  /** Unique on the page; also names the form for assistive technology through its heading. */
  id: string
  setup: EnquiryFormSetup
  /**
   * Where the form posts: a route whose action is `enquiryAction` for this form's target. Left out, it
   * posts to the page's own route and address. Never build it from a loader's `request.url`: on client
   * navigations that is the `.data` URL.
   */
  action?: string
  submitLabel?: string
  defaultMessage?: string
}

/**
 * The enquiry form (spec sections 2, 3 and 5): name, email, phone, Comments (required unless the dealer
 * turns it off), the category, location and dealership selects where the setup shows them, Rego, the
 * opt-in (ticked by default), the terms checkbox under the brand flag, and the privacy consent line.
 */
export function EnquiryForm({
  id,
  setup,
  action,
  submitLabel = 'Send Enquiry',
  defaultMessage,
}: EnquiryFormProps) {
  const schema = useMemo(() => enquirySchema(setup), [setup])
  const { form, fields, fetcher, busy } = useLeadForm({
    id,
    schema,
    defaultValue: { category: setup.categories?.[0], message: defaultMessage },
  })
  return (
    <LeadFormElement form={form} fetcher={fetcher} action={action}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.name} label="Name" autoComplete="name" />
        <TextField meta={fields.phone} label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
        <div className="sm:col-span-2">
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" inputMode="email" />
        </div>
        {setup.categories ? (
          <SelectField
            meta={fields.category}
            label="Enquiry type"
            options={setup.categories.map((category) => ({ value: category, label: category }))}
          />
        ) : null}
        {setup.dealerships ? (
          <SelectField meta={fields.dealership_slug} label="Dealership" options={setup.dealerships} />
        ) : null}
        {setup.locations ? (
          <SelectField meta={fields.location} label="Location" options={setup.locations} />
        ) : null}
        <TextField meta={fields.Rego} label="Rego" required={false} hint="If you have a car to trade in." />
      </div>
      <TextAreaField meta={fields.message} label="Comments" required={setup.commentsRequired} />
      {setup.additionalServices ? (
        <fieldset>
          <legend className="font-semibold">
            I'm also interested in <span className="font-normal text-ink-muted">(optional)</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {setup.additionalServices.map((service) => (
              <label key={service} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name={fields.additional_services?.name}
                  value={service}
                  className="size-5"
                />
                {service}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-2">
        <OptInCheckbox name={fields.opt_in?.name} />
        {setup.termsRequired ? <TermsCheckbox meta={fields.terms_conditions} /> : null}
      </div>
      <ConsentLine />
      <div>
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </div>
    </LeadFormElement>
  )
}

function TermsCheckbox({ meta }: { meta: NonNullable<ReturnType<typeof useLeadForm>['fields'][string]> }) {
  return (
    <div>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          id={meta.id}
          name={meta.name}
          required
          // biome-ignore lint/a11y/noAutofocus: without JavaScript, focus must reach the first invalid field after a failed post
          autoFocus={autoFocusIfInvalid(meta)}
          aria-invalid={meta.errors ? true : undefined}
          aria-describedby={meta.errors ? meta.errorId : undefined}
          className="size-5"
        />
        I agree to the{' '}
        <a href="/terms-and-conditions" target="_blank" rel="noopener" className="underline">
          terms of use<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </label>
      <p id={meta.errorId} className="mt-1 text-sm font-semibold text-red-800">
        {meta.errors?.[0] ?? ''}
      </p>
    </div>
  )
}
