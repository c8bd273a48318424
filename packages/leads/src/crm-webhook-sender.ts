import { createHmac, timingSafeEqual } from 'node:crypto'
import type { ClaimedDelivery, Lead } from './outbox.ts'
import type { DeliverySender } from './outbox-worker.ts'

/**
 * Delivers leads to a dealer's CRM webhook: a JSON body, an `Idempotency-Key` the receiver keeps one copy
 * by (a retry after a crash sends the same key), and `Forecourt-Signature: t={unix seconds},v1={hex}`,
 * an HMAC-SHA256 of `{t}.{body}` with the dealer's secret, so the CRM can refuse forged or replayed calls.
 */
export interface CrmEndpoint {
  url: string
  secret: string
}

export const SIGNATURE_HEADER = 'forecourt-signature'
export const IDEMPOTENCY_HEADER = 'idempotency-key'

export function crmWebhookSender(options: {
  /** The dealer's CRM webhook, or null when it has none (the delivery then fails and is retried). */
  endpointFor: (dealerId: string) => Promise<CrmEndpoint | null>
  timeoutMs?: number
  now?: () => Date
}): DeliverySender {
  return async (delivery) => {
    const endpoint = await options.endpointFor(delivery.lead.dealerId)
    if (!endpoint) throw new Error(`No CRM webhook is configured for ${delivery.lead.dealerId}`)
    const body = JSON.stringify(leadPayload(delivery))
    const timestamp = Math.floor((options.now?.() ?? new Date()).getTime() / 1000)
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: delivery.idempotencyKey,
        [SIGNATURE_HEADER]: signatureHeader(body, endpoint.secret, timestamp),
      },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    })
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined)
    if (!response.ok) throw new Error(`CRM webhook answered ${response.status}`)
  }
}

export function signatureHeader(body: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** For receivers (and tests): checks a signature header against the body, and its age. */
export function verifySignature(
  body: string,
  header: string | null | undefined,
  secret: string,
  options: { now?: Date; maxAgeSeconds?: number } = {},
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string | undefined]),
  )
  const timestamp = Number(parts.get('t'))
  const signature = parts.get('v1') ?? ''
  if (!Number.isInteger(timestamp)) return false
  const age = (options.now ?? new Date()).getTime() / 1000 - timestamp
  if (Math.abs(age) > (options.maxAgeSeconds ?? 300)) return false
  const expected = signatureHeader(body, secret, timestamp).split('v1=')[1] ?? ''
  return (
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature, 'utf8'), Buffer.from(expected, 'utf8'))
  )
}

/** What the CRM receives: the spec's lead fields, with the form's extra answers and the attribution. */
function leadPayload(delivery: ClaimedDelivery) {
  const lead: Lead = delivery.lead
  return {
    lead_id: lead.id,
    idempotency_key: delivery.idempotencyKey,
    dealer_id: lead.dealerId,
    location: lead.locationId,
    category: lead.category,
    subcategory: lead.subcategory,
    lead_event_id: lead.leadEventId,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    car_id: lead.carId,
    stock_number: lead.stockNumber,
    'Vehicle Make': lead.vehicleMake,
    'Vehicle Model': lead.vehicleModel,
    car_type: lead.carType,
    vehicle_status: lead.vehicleStatus,
    manufacturer_slug: lead.manufacturerSlug,
    page_id: lead.pageId,
    opt_in: lead.optIn,
    consent: lead.consent,
    fields: lead.fields,
    lead_attributes: lead.attribution,
    created_at: lead.createdAt.toISOString(),
  }
}
