import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { Site } from '@forecourt/content/sites'
import { LEAD_SUBMISSION_FAILED_MESSAGE } from '@forecourt/domain/leads/multi-step-lead'
import { data, type RouterContextProvider, redirect } from 'react-router'
import type { z } from 'zod'
import { usesSecureCookies } from '~/accounts/shopper-session.server'
import { pageUrl } from '~/page-url'
import { serverLogger } from '~server/logger'
import { STAY_FIELD } from './lead-form-fields'
import {
  isHoneypotFilled,
  leadRateLimit,
  leadSite,
  readFormOrRefusal,
  redirectToSuccess,
  successPath,
} from './lead-post.server'
import { sentLeadCookie } from './sent-lead-cookie.server'

/**
 * The one pipeline every lead form's action runs (enquiries, test drives, trade-ins, service bookings,
 * finance): the website, the posted form, the honeypot, the form's Zod schema (400 with field errors),
 * the lead rate limits (429), then the step's own work, whose storage failure is a 503 with the spec's
 * 'Lead submission failed'. A form only says which step was posted and what that step does.
 */

type Context = Readonly<RouterContextProvider>
export type LeadActionArgs = { request: Request; context: Context }

/** What a step decided once its answers were valid and within the limits. */
export type LeadStepOutcome =
  /** Done: on to this address (the next step, a lender's application). */
  | { redirect: string; headers?: HeadersInit }
  /** The lead is stored and sent: on to the thank-you page for its category, which hears which lead it was. */
  | { sent: { category: string; leadId: string } }
  /**
   * The next step's address. A plain form is redirected there (post/redirect/get); a form that posted
   * `_stay` gets it as data, to load that step where it is.
   */
  | { next: string }
  /** The step refused: the message shows in the form's destructive alert. */
  | { formError: string | string[]; status?: 400 | 403 | 409 | 429 | 502 | 503; headers?: HeadersInit }
  | { fieldErrors: Record<string, string[]>; status?: 400 | 429; headers?: HeadersInit }

export interface LeadFormStep<Schema extends z.ZodType> {
  schema: Schema
  /** A refusal that holds whatever was posted (a car no longer available): answered before validation. */
  refusal?: () => LeadStepOutcome | null
  /**
   * The phone the lead rate limits count with the shopper's address (null: the address only), or false
   * for a step that stores no new lead (a later step of a journey already counted).
   */
  rateLimitPhone: (value: z.output<Schema>) => string | null | false
  /** The step's work; an exception is a storage failure: logged under `name`, answered with a 503. */
  run: (value: z.output<Schema>) => Promise<LeadStepOutcome>
  /** Names the step in the log. */
  name: string
}

/** A step ready to answer a post: its schema's type stays inside, checked where the step was written. */
export interface PostedLeadStep {
  answer: (post: Post) => Promise<Awaited<ReturnType<typeof answerOutcome>>>
}

export interface LeadForm {
  /** The category of the thank-you page a bot is shown (the honeypot). */
  category: string
  /** The step this post is (from its address or fields); a Response ends the action there. */
  step: (post: { site: Site; formData: FormData; url: URL }) => Promise<PostedLeadStep | Response>
}

/** A step as `LeadForm.step` returns it: `run` receives exactly what `schema` parsed. */
export const leadFormStep = <Schema extends z.ZodType>(step: LeadFormStep<Schema>): PostedLeadStep => ({
  answer: (post) => runLeadStep(post, step),
})

/** A valid post as a step answers it: `secureCookies` says how the thank-you page's cookie is set. */
interface Post {
  context: Context
  formData: FormData
  secureCookies: boolean
}

export async function leadFormAction({ request, context }: LeadActionArgs, form: LeadForm) {
  const site = leadSite(context)
  const post = await readFormOrRefusal({ request, context })
  if (post.refused) return post.refused
  const { formData } = post
  // A bot filled the field people cannot see: it is shown the thank-you page and nothing is stored.
  if (isHoneypotFilled(formData)) return redirectToSuccess(form.category)
  const step = await form.step({ site, formData, url: pageUrl(request) })
  if (step instanceof Response) return step
  return step.answer({ context, formData, secureCookies: usesSecureCookies(request, context) })
}

async function runLeadStep<Schema extends z.ZodType>(post: Post, step: LeadFormStep<Schema>) {
  const { context, formData } = post
  const submission = parseWithZod(formData, { schema: step.schema })
  const refusal = step.refusal?.()
  if (refusal) return answerOutcome(post, submission, refusal)
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const phone = step.rateLimitPhone(submission.value)
  if (phone !== false) {
    const limited = await leadRateLimit(context, phone)
    if (limited) {
      return data(
        { result: submission.reply({ formErrors: [limited.message] }) },
        { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } },
      )
    }
  }
  let outcome: LeadStepOutcome
  try {
    outcome = await step.run(submission.value)
  } catch (error) {
    serverLogger().error({ err: error }, `Storing ${step.name} failed`)
    outcome = { formError: LEAD_SUBMISSION_FAILED_MESSAGE, status: 503, headers: { 'Retry-After': '30' } }
  }
  return answerOutcome(post, submission, outcome)
}

type Reply = {
  reply: (options?: {
    formErrors?: string[]
    fieldErrors?: Record<string, string[]>
  }) => SubmissionResult<string[]>
}

async function answerOutcome(post: Post, submission: Reply, outcome: LeadStepOutcome) {
  const { formData } = post
  if ('sent' in outcome) {
    return redirect(successPath(outcome.sent.category), {
      headers: { 'Set-Cookie': await sentLeadCookie(outcome.sent.leadId, post.secureCookies) },
    })
  }
  if ('redirect' in outcome) return redirect(outcome.redirect, { headers: outcome.headers })
  if ('next' in outcome) {
    return formData.has(STAY_FIELD)
      ? data({ result: submission.reply(), next: outcome.next })
      : redirect(outcome.next)
  }
  if ('fieldErrors' in outcome) {
    return data(
      { result: submission.reply({ fieldErrors: outcome.fieldErrors }) },
      { status: outcome.status ?? 400, headers: outcome.headers },
    )
  }
  const formErrors = Array.isArray(outcome.formError) ? outcome.formError : [outcome.formError]
  return data(
    { result: submission.reply({ formErrors }) },
    { status: outcome.status ?? 400, headers: outcome.headers },
  )
}

/** The answer for a group website's lead whose dealership is not one of its own. */
export const UNKNOWN_DEALERSHIP: LeadStepOutcome = {
  fieldErrors: { dealership_slug: ['Please choose one of the options.'] },
}
