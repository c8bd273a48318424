import { parseLeadId, UNEXPECTED_ERROR_MESSAGE } from '@forecourt/domain/leads/multi-step-lead'
import { z } from 'zod'

/**
 * The body of `POST /api/leads/events`, the multi-step lead lifecycle for clients other than the
 * trade-in form (a valuation widget, the car page): spec section 4, "Multi-step lead lifecycle: a
 * first-step lead, then valuation adjustments, rego lookup and offer accepted". A first step creates the
 * lead through a form, so this endpoint only appends the later events to an open lead.
 */

export const LIFECYCLE_EVENTS = ['valuation_adjusted', 'rego_lookup', 'offer_accepted'] as const
export type LifecycleEvent = (typeof LIFECYCLE_EVENTS)[number]

/** An event's payload is a small JSON object: at most 4 KB as UTF-8 JSON. */
export const LEAD_EVENT_PAYLOAD_MAX_BYTES = 4 * 1024

export const EVENT_MESSAGE = `event must be one of ${LIFECYCLE_EVENTS.map((event) => `'${event}'`).join(', ')}.`
export const PAYLOAD_OBJECT_MESSAGE = 'payload must be a JSON object.'
export const PAYLOAD_SIZE_MESSAGE = `payload must be at most ${LEAD_EVENT_PAYLOAD_MAX_BYTES / 1024} KB of JSON.`
export const PAYLOAD_NUL_MESSAGE = 'payload must not contain NUL characters.'

const byteLength = (text: string) => new TextEncoder().encode(text).length

/** A form-encoded body sends the payload as JSON text; a JSON body as an object. */
const payloadInput = (value: unknown) => {
  if (typeof value !== 'string') return value
  if (value.trim() === '') return undefined
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

export const leadEventRequestSchema = z.object({
  // "Multi-step lead with no lead_id | … 'An unexpected error occured'": a missing or malformed lead_id
  // answers exactly that, as an unknown one does.
  lead_id: z.unknown().transform((value, context) => {
    const leadId = parseLeadId(value)
    if (!leadId) {
      context.addIssue({ code: 'custom', message: UNEXPECTED_ERROR_MESSAGE })
      return z.NEVER
    }
    return leadId
  }),
  event: z.enum(LIFECYCLE_EVENTS, { error: EVENT_MESSAGE }),
  payload: z
    .preprocess(
      payloadInput,
      z
        .record(z.string(), z.unknown(), { error: PAYLOAD_OBJECT_MESSAGE })
        .optional()
        // Postgres cannot store a NUL character in JSON text: refused here rather than failing there.
        .refine((payload) => !payload || !JSON.stringify(payload).includes('\\u0000'), PAYLOAD_NUL_MESSAGE)
        .refine(
          (payload) => !payload || byteLength(JSON.stringify(payload)) <= LEAD_EVENT_PAYLOAD_MAX_BYTES,
          PAYLOAD_SIZE_MESSAGE,
        ),
    )
    .transform((payload) => payload ?? {}),
})

export type LeadEventRequest = z.output<typeof leadEventRequestSchema>

/**
 * The body checked: the event to record, or the one error to answer with (the first problem, lead_id
 * first, so a request without a lead answers exactly 'An unexpected error occured').
 */
export function parseLeadEventRequest(
  body: unknown,
): { ok: true; value: LeadEventRequest } | { ok: false; error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'The body must be a JSON object with lead_id, event and payload.' }
  }
  const parsed = leadEventRequestSchema.safeParse(body)
  if (parsed.success) return { ok: true, value: parsed.data }
  return { ok: false, error: parsed.error.issues[0]?.message ?? UNEXPECTED_ERROR_MESSAGE }
}
