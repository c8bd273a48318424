import { type FormMetadata, getFormProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import type { FetcherWithComponents } from 'react-router'
import { STAY_FIELD } from '../lead-form-fields'
import { FormAlert } from './form-alert'
import { LeadHiddenFields } from './lead-hidden-fields'

/**
 * The `<form>` of every lead form: posted through the form's fetcher, validated by the schema rather
 * than the browser (`noValidate`, so the spec's texts show), described by its destructive alert, and
 * carrying the hidden fields every lead sends (page, journey, honeypot).
 */
export function LeadFormElement({
  form,
  fetcher,
  action,
  labelledBy,
  className = 'grid gap-4',
  afterAlert,
  stay = false,
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form of any schema
  form: FormMetadata<any, string[]>
  fetcher: FetcherWithComponents<unknown>
  /** Left out, the form posts to the page's own route and address. */
  action?: string
  labelledBy?: string
  className?: string
  /** Shown just below the alert (e.g. a way to start a lost journey again). */
  afterAlert?: ReactNode
  /** In a dialog: the next step comes back as data rather than a redirect (see STAY_FIELD). */
  stay?: boolean
  children: ReactNode
}) {
  const alertId = `${form.id}-alert`
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      noValidate
      aria-labelledby={labelledBy}
      aria-describedby={alertId}
      className={className}
    >
      <FormAlert id={alertId} errors={form.errors} />
      {afterAlert}
      <LeadHiddenFields />
      {stay ? <input type="hidden" name={STAY_FIELD} value="1" /> : null}
      {children}
    </fetcher.Form>
  )
}
