/**
 * The multi-step lead lifecycle (spec, forms document sections 2, 4 and 8). Section 2: "They advance step
 * by step and the last step submits. A lead_id is kept between steps." Section 4: "Multi-step lead
 * lifecycle: a first-step lead, then valuation adjustments, rego lookup and offer accepted." Section 8:
 * "Multi-step lead with no lead_id | The returned error or 'An unexpected error occured'."
 *
 * One lead row per journey: the first step creates it, every later step appends an event to it, and the
 * last step submits it. The event names are the database's `lead_events.type` values
 * (`packages/db/src/schema.ts`, `leadEventTypes`); the domain has no dependencies, so they are repeated
 * here and a test in the database package may compare the two lists.
 */

export const LEAD_STEP_EVENTS = [
  'first_step',
  'valuation_adjusted',
  'rego_lookup',
  'offer_accepted',
  'submitted',
] as const
export type LeadStepEvent = (typeof LEAD_STEP_EVENTS)[number]

export type LeadStatus = 'open' | 'submitted'

// The error catalogue's texts (section 8), exactly.

/**
 * Misspelt on purpose: the spec spells it 'occured', and every message in the spec is a requirement
 * (ARCHITECTURE.md), so the text is kept as the spec has it. Do not correct it.
 */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occured'
export const LEAD_SUBMISSION_FAILED_MESSAGE = 'Lead submission failed'
export const FORM_SUBMIT_ERROR_MESSAGE = 'An error occurred when submitting this form'
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred.'

export function isLeadStepEvent(value: unknown): value is LeadStepEvent {
  return typeof value === 'string' && (LEAD_STEP_EVENTS as readonly string[]).includes(value)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The lead_id a step posted back, if it can be one (leads are keyed by UUID): trimmed and lower-cased, or
 * null for anything else, so a malformed value is never sent to the database as a key.
 */
export function parseLeadId(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return UUID.test(trimmed) ? trimmed.toLowerCase() : null
}

/** The lead a posted lead_id names, as found for the site's own dealer. */
export interface ExistingLead {
  id: string
  status: LeadStatus
}

export type LeadStepPlan =
  /** Insert a lead with this status and record the event on it. */
  | { ok: true; action: 'create'; event: LeadStepEvent; status: LeadStatus }
  /** Record the event on the lead; its status becomes `status`. */
  | { ok: true; action: 'append'; leadId: string; event: LeadStepEvent; status: LeadStatus }
  /** The lead was already submitted and this is the same submission again: nothing to record. */
  | { ok: true; action: 'none'; leadId: string }
  | { ok: false; error: string }

/**
 * What a step does to the journey's lead. `lead` is the lead the posted lead_id names (looked up for the
 * site's dealer only), or null when no usable lead_id came or no such lead exists.
 *
 * - No lead yet: a first step creates an open lead; a submit creates a submitted one (a one-step form,
 *   such as the plain enquiry form, sends no lead_id); valuation adjustments, a rego lookup and an
 *   accepted offer cannot happen without the lead, and fail with 'An unexpected error occured'.
 * - An open lead: every event is appended to it, a first step again included (the shopper went back to
 *   step one: still the same lead), and a submit closes it.
 * - A submitted lead takes no more events; a repeated submit (a double click, or a resubmitted page
 *   without JavaScript) is a no-op that succeeds, anything else fails.
 */
export function planLeadStep(input: { event: LeadStepEvent; lead: ExistingLead | null }): LeadStepPlan {
  const { event, lead } = input
  const status: LeadStatus = event === 'submitted' ? 'submitted' : 'open'
  if (!lead) {
    if (event === 'first_step' || event === 'submitted') return { ok: true, action: 'create', event, status }
    return { ok: false, error: UNEXPECTED_ERROR_MESSAGE }
  }
  if (lead.status === 'submitted') {
    if (event === 'submitted') return { ok: true, action: 'none', leadId: lead.id }
    return { ok: false, error: UNEXPECTED_ERROR_MESSAGE }
  }
  return { ok: true, action: 'append', leadId: lead.id, event, status }
}

const errorText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null

/**
 * After a step, the lead_id to keep for the next one, from the lead call's response ("Response: lead_id
 * or error"): the lead_id when there is one, else "the returned error or 'An unexpected error occured'".
 */
export function leadIdFromResponse(
  response: unknown,
): { ok: true; leadId: string } | { ok: false; error: string } {
  const body = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {}
  const leadId = errorText(body.lead_id)
  if (leadId) return { ok: true, leadId }
  return { ok: false, error: errorText(body.error) ?? UNEXPECTED_ERROR_MESSAGE }
}

/**
 * The text for a failure shown in the destructive alert: an Error's message, a string, or an `error`
 * field, else the fallback ('An unknown error occurred.' unless told otherwise, e.g. 'Lead submission
 * failed' for a failed lead call).
 */
export function errorMessage(error: unknown, fallback: string = UNKNOWN_ERROR_MESSAGE): string {
  if (error instanceof Error) return errorText(error.message) ?? fallback
  if (typeof error === 'object' && error !== null) {
    return errorText((error as Record<string, unknown>).error) ?? fallback
  }
  return errorText(error) ?? fallback
}
