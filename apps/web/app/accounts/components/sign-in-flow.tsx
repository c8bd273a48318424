import {
  CODE_SENT_HINT,
  RESEND_CODE_LABEL,
  SEND_CODE_LABEL,
} from '@forecourt/domain/accounts/verification-code'
import { useEffect, useId, useState } from 'react'
import { useActionData } from 'react-router'
import { useHydrated } from '~/components/use-hydrated'
import { TextField } from '~/leads/components/form-field'
import { LeadFormElement } from '~/leads/components/lead-form-element'
import { SubmitButton } from '~/leads/components/submit-button'
import { useLeadForm } from '~/leads/components/use-lead-form'
import type { CodeStep } from '../sign-in.server'
import { SIGN_IN_INTENTS, signInCodeSchema, signInDetailsSchema } from '../sign-in-schema'

interface SignInAnswer {
  codeStep?: CodeStep | null
}

/**
 * Sign-in by phone: the shopper's details, then the 6-digit code sent to their mobile. Without
 * JavaScript these are two plain forms, each a full post of the sign-in page; with it, the same forms post
 * through fetchers (so they also work inside a dialog), and the code step counts down to 'Resend Code'.
 */
export function SignInFlow({ action }: { action: string }) {
  const details = useLeadForm({ id: 'sign-in-details', schema: signInDetailsSchema })
  const code = useLeadForm({ id: 'sign-in-code', schema: signInCodeSchema })
  const pageAnswer = useActionData<SignInAnswer | undefined>()
  const answer = [code.fetcher.data, details.fetcher.data, pageAnswer] as (SignInAnswer | undefined)[]
  const [editing, setEditing] = useState(false)
  // A newly sent code ends 'Change details'.
  const sent = (details.fetcher.data as SignInAnswer | undefined)?.codeStep
  useEffect(() => {
    if (sent) setEditing(false)
  }, [sent])
  const codeStep = editing ? null : (answer.find((item) => item?.codeStep)?.codeStep ?? null)
  const headingId = useId()

  if (!codeStep) {
    return (
      <LeadFormElement
        form={details.form}
        fetcher={details.fetcher}
        action={action}
        labelledBy={headingId}
        className="grid gap-4"
      >
        <h2 id={headingId} className="text-xl font-bold">
          Your details
        </h2>
        <input type="hidden" name="intent" value={SIGN_IN_INTENTS.sendCode} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={details.fields.firstName} label="First Name" autoComplete="given-name" />
          <TextField meta={details.fields.lastName} label="Last Name" autoComplete="family-name" />
          <TextField
            meta={details.fields.email}
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <TextField
            meta={details.fields.mobile}
            label="Mobile"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint="We will text a 6-digit code to this number."
          />
        </div>
        <div>
          <SubmitButton busy={details.busy}>{SEND_CODE_LABEL}</SubmitButton>
        </div>
      </LeadFormElement>
    )
  }

  const hidden = (
    <>
      <input type="hidden" name="firstName" value={codeStep.details.firstName} />
      <input type="hidden" name="lastName" value={codeStep.details.lastName} />
      <input type="hidden" name="email" value={codeStep.details.email} />
      <input type="hidden" name="mobile" value={codeStep.details.mobile} />
    </>
  )
  return (
    <div className="grid gap-4">
      <LeadFormElement form={code.form} fetcher={code.fetcher} action={action} labelledBy={headingId}>
        <h2 id={headingId} className="text-xl font-bold">
          Enter your code
        </h2>
        <p role="status" className="font-semibold text-green-800">
          {CODE_SENT_HINT}{' '}
          <span className="font-normal text-ink">We texted a 6-digit code to {codeStep.details.mobile}.</span>
        </p>
        <input type="hidden" name="intent" value={SIGN_IN_INTENTS.verify} />
        {hidden}
        <div className="max-w-xs">
          <TextField meta={code.fields.code} label="Code" autoComplete="one-time-code" inputMode="numeric" />
        </div>
        <div>
          <SubmitButton busy={code.busy}>Sign In</SubmitButton>
        </div>
      </LeadFormElement>
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <details.fetcher.Form method="post" action={action}>
          <input type="hidden" name="intent" value={SIGN_IN_INTENTS.sendCode} />
          {hidden}
          <ResendButton seconds={codeStep.resendInSeconds} busy={details.busy} />
        </details.fetcher.Form>
        <a
          href={action}
          className="button-secondary"
          onClick={(event) => {
            event.preventDefault()
            setEditing(true)
          }}
        >
          Change details
        </a>
      </div>
    </div>
  )
}

/** 'Resend Code', counting down the seconds before another code may be sent (JavaScript only). */
function ResendButton({ seconds, busy }: { seconds: number; busy: boolean }) {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    setLeft(seconds)
    if (seconds <= 0) return
    const started = Date.now()
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000))
      setLeft(remaining)
      if (remaining === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [seconds])
  // Without JavaScript nothing counts down: the button always posts and the server says when to wait.
  const hydrated = useHydrated()
  const waiting = hydrated && left > 0
  return (
    <button
      type="submit"
      className="button-secondary"
      aria-disabled={waiting || busy || undefined}
      onClick={(event) => {
        if (waiting || busy) event.preventDefault()
      }}
    >
      {waiting ? `${RESEND_CODE_LABEL} in ${left} s` : RESEND_CODE_LABEL}
    </button>
  )
}
