import { LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import { parseLeadId, UNEXPECTED_ERROR_MESSAGE } from '@forecourt/domain/leads/multi-step-lead'
import { storedTradeInVehicle } from '@forecourt/domain/leads/trade-in-vehicle'
import type { RouterContextProvider } from 'react-router'
import { jsonAnswer, readRequestBody } from '~/api/request-body.server'
import { siteContext } from '~/context'
import { leadRateLimit } from '~/leads/lead-post.server'
import { findSiteLead } from '~/leads/site-lead.server'
import { saveValuation, valueTradeInCar } from '~/leads/trade-in/trade-in-valuation.server'
import { serverLogger } from '~server/logger'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/**
 * `POST /api/miscellaneous` (spec, forms document section 7: "Body: valuation data plus column_name
 * valuation. The result is only logged."; section 8: "Valuation save | Logs success or failure."): a
 * client (a valuation widget) asks for the open trade-in lead's valuation to be stored with it. The
 * figures are the server's own, worked out again from the car the lead holds: a price posted by a browser
 * is never stored as the dealer's valuation (nor could it become an offer). Answers `{ lead_id, valuation }`,
 * or `{ error }` with 400, 404 off a website, 429 when rate-limited, 503 when nothing could be stored.
 */

export const COLUMN_NAME_MESSAGE = "column_name must be 'valuation'."

export function miscellaneousLoader() {
  return jsonAnswer({ error: 'Send a valuation with POST.' }, 405, { Allow: 'POST' })
}

export async function miscellaneousAction({ request, context }: Args) {
  const site = context.get(siteContext)
  if (!site) return jsonAnswer({ error: 'No dealer website at this address.' }, 404)
  const read = await readRequestBody(
    { request, context },
    { keys: ['lead_id', 'column_name'], noun: 'the valuation' },
  )
  if (!read.ok) return jsonAnswer({ error: read.error }, read.status)
  const body =
    typeof read.body === 'object' && read.body !== null ? (read.body as Record<string, unknown>) : {}
  const leadId = parseLeadId(body.lead_id)
  if (!leadId) return jsonAnswer({ error: UNEXPECTED_ERROR_MESSAGE }, 400)
  if (body.column_name !== 'valuation') return jsonAnswer({ error: COLUMN_NAME_MESSAGE }, 400)

  try {
    const refusal = await leadRateLimit(context, null)
    if (refusal) {
      return jsonAnswer({ error: refusal.message }, 429, { 'Retry-After': String(refusal.retryAfterSeconds) })
    }
    const journey = await findSiteLead(context, site, leadId)
    const vehicle = journey ? storedTradeInVehicle(journey.lead.fields.trade_in) : null
    if (journey?.lead.status !== 'open' || journey.lead.category !== LEAD_CATEGORIES.tradeIn || !vehicle) {
      return jsonAnswer({ error: UNEXPECTED_ERROR_MESSAGE }, 400)
    }
    const valuation = await valueTradeInCar(context, site, vehicle)
    const saved = valuation
      ? await saveValuation(context, { dealerId: journey.dealer.id, leadId }, valuation)
      : false
    if (!valuation || !saved)
      return jsonAnswer({ error: 'The valuation could not be saved.' }, 503, { 'Retry-After': '30' })
    return jsonAnswer({ lead_id: leadId, valuation })
  } catch (error) {
    serverLogger().error({ err: error }, 'Valuation save failed')
    return jsonAnswer({ error: 'The valuation could not be saved.' }, 503, { 'Retry-After': '30' })
  }
}
