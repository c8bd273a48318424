import { LEAD_EVENT_IDS } from '@forecourt/domain/lead-event-ids'
import { LEAD_SUBMISSION_FAILED_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@forecourt/domain/multi-step-lead'
import type { RouterContextProvider } from 'react-router'
import { siteContext } from '~/context'
import { leadRateLimit } from '~/leads/lead-post.server'
import { recordLeadStep } from '~/leads/lead-steps.server'
import { parseLeadEventRequest } from '~/leads/trade-in/lead-event-schema'
import { findSiteLead, leadInputOf } from '~/leads/trade-in/site-lead.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/**
 * `POST /api/leads/events`: the multi-step lead lifecycle for clients other than the form steps (a
 * valuation widget, the car page). Body, JSON or form-encoded: `{ lead_id, event, payload? }` with event
 * 'valuation_adjusted', 'rego_lookup' or 'offer_accepted' and payload a JSON object of at most 4 KB (as
 * JSON text in a form). The event is appended to this website's open lead; the answer is `{ lead_id }`,
 * or `{ error }` with 400 ('An unexpected error occured' for a missing or unknown lead, spec section 8),
 * 429 when rate-limited, 404 off a website, and 503 only when the database cannot store the event.
 * Same-origin and body-size checks run before this for every post (server/post-guards.ts).
 */

const NO_STORE = { 'Cache-Control': 'no-store' }

const answer = (body: Record<string, unknown>, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } })

export function leadEventsLoader() {
  return answer({ error: 'Send lead events with POST.' }, 405, { Allow: 'POST' })
}

const CONTENT_TYPE_MESSAGE =
  'Send the event as JSON (Content-Type: application/json) or as a form (application/x-www-form-urlencoded).'

/** The body as an object to check, or the error to answer with. */
async function readBody(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; error: string }> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'application/json') {
    try {
      return { ok: true, body: JSON.parse(await request.text()) }
    } catch {
      return { ok: false, error: 'The body is not valid JSON.' }
    }
  }
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    try {
      const form = await request.formData()
      const body: Record<string, unknown> = {}
      for (const key of ['lead_id', 'event', 'payload']) {
        const value = form.get(key)
        if (typeof value === 'string') body[key] = value
      }
      return { ok: true, body }
    } catch {
      return { ok: false, error: 'The form body could not be read.' }
    }
  }
  return { ok: false, error: CONTENT_TYPE_MESSAGE }
}

export async function leadEventsAction({ request, context }: Args) {
  const site = context.get(siteContext)
  if (!site) return answer({ error: 'No dealer website at this address.' }, 404)
  const read = await readBody(request)
  if (!read.ok) return answer({ error: read.error }, 400)
  const parsed = parseLeadEventRequest(read.body)
  if (!parsed.ok) return answer({ error: parsed.error }, 400)
  const { lead_id: leadId, event, payload } = parsed.value

  try {
    const refusal = await leadRateLimit(context, null)
    if (refusal) {
      return answer({ error: refusal.message }, 429, { 'Retry-After': String(refusal.retryAfterSeconds) })
    }
    const journey = await findSiteLead(context, site, leadId)
    if (journey?.lead.status !== 'open') return answer({ error: UNEXPECTED_ERROR_MESSAGE }, 400)
    const lead = leadInputOf(journey.lead)
    const result = await recordLeadStep(context, {
      dealerId: journey.dealer.id,
      postedLeadId: leadId,
      event,
      // An accepted offer makes the lead the "Offer accepted" event, 18 (spec section 9).
      lead: event === 'offer_accepted' ? { ...lead, leadEventId: LEAD_EVENT_IDS.offerAccepted } : lead,
      payload,
    })
    if (!result.ok) return answer({ error: result.error }, 400)
    return answer({ lead_id: result.leadId })
  } catch (error) {
    console.error('Recording a lead event failed:', error)
    return answer({ error: LEAD_SUBMISSION_FAILED_MESSAGE }, 503, { 'Retry-After': '30' })
  }
}
