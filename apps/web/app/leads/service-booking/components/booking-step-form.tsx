import type { FormMetadata } from '@conform-to/react'
import { UNEXPECTED_ERROR_MESSAGE } from '@forecourt/domain/leads/multi-step-lead'
import type { ReactNode } from 'react'
import type { useFetcher } from 'react-router'
import { SiteLink } from '~/components/site-link'
import { LeadFormElement } from '~/leads/components/lead-form-element'
import { SubmitButton } from '~/leads/components/submit-button'
import { LEAD_ID_FIELD, type ServiceBookingStep, STEP_FIELD } from '../service-booking-schema'

/** What every step form is given by the page. */
export interface BookingStepProps {
  action: string
  leadId: string | null
  backHref: string | null
  restartHref: string
}

/**
 * One step of the booking as a real form: it posts to the step's address with the journey's hidden
 * fields (the step, and the lead_id kept between steps), shows the destructive alert for a failed post
 * (with a way to start again when the journey's lead is gone), and ends with Back and the step's button.
 */
export function BookingStepForm({
  step,
  form,
  fetcher,
  busy,
  action,
  leadId,
  backHref,
  restartHref,
  submitLabel,
  children,
}: BookingStepProps & {
  step: ServiceBookingStep
  // biome-ignore lint/suspicious/noExplicitAny: a form of any step's schema
  form: FormMetadata<any, string[]>
  fetcher: ReturnType<typeof useFetcher>
  busy: boolean
  submitLabel: string
  children: ReactNode
}) {
  const journeyLost = form.errors?.includes(UNEXPECTED_ERROR_MESSAGE) ?? false
  return (
    <LeadFormElement
      form={form}
      fetcher={fetcher}
      action={action}
      className="grid gap-5"
      afterAlert={
        journeyLost ? (
          <p>
            <SiteLink to={restartHref} className="font-semibold underline">
              Start your booking again
            </SiteLink>
          </p>
        ) : null
      }
    >
      {/* Uncontrolled: the form is keyed by its lead, so these never change while it is shown. */}
      <input type="hidden" name={STEP_FIELD} defaultValue={step} />
      {leadId ? <input type="hidden" name={LEAD_ID_FIELD} defaultValue={leadId} /> : null}
      {children}
      <div className="flex flex-wrap-reverse items-center justify-between gap-3">
        {backHref ? (
          <SiteLink to={backHref} className="button-secondary">
            Back
          </SiteLink>
        ) : (
          <span />
        )}
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </div>
    </LeadFormElement>
  )
}
