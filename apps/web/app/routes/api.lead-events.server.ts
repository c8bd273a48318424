import { LEAD_EVENT_IDS } from '@forecourt/domain/leads/event-ids'
import {
  LEAD_SUBMISSION_FAILED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from '@forecourt/domain/leads/multi-step-lead'
import type { RouterContextProvider } from 'react-router'
import { jsonAnswer, readRequestBody } from '~/api/request-body.server'
import { siteContext } from '~/context'
import { leadRateLimit } from '~/leads/lead-post.server'
import { recordLeadStep } from '~/leads/lead-steps.server'
import { findSiteLead, leadInputOf } from '~/leads/site-lead.server'
import { parseLeadEventRequest } from '~/leads/trade-in/lead-event-schema'
import { serverLogger } from '~server/logger'

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

const answer = jsonAnswer

export function leadEventsLoader() {
  return answer({ error: 'Send lead events with POST.' }, 405, { Allow: 'POST' })
}

export async function leadEventsAction({ request, context }: Args) {
  const site = context.get(siteContext)
  if (!site) return answer({ error: 'No dealer website at this address.' }, 404)
  const read = await readRequestBody(
    { request, context },
    {
      keys: ['lead_id', 'event', 'payload'],
      noun: 'the event',
    },
  )
  if (!read.ok) return answer({ error: read.error }, read.status)
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
    serverLogger().error({ err: error }, 'Recording a lead event failed')
    return answer({ error: LEAD_SUBMISSION_FAILED_MESSAGE }, 503, { 'Retry-After': '30' })
  }
}
