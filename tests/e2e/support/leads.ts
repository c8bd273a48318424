import type { APIRequestContext } from '@playwright/test'
import { e2ePort, platformUrl } from './server'

/**
 * Requests from the test process (not the browser) to a demo website: Node does not resolve
 * `*.localhost`, so they go to localhost with the site's Host header, and posts carry the site's Origin.
 */
export function siteRequest(slug: string, path: string) {
  const host = `${slug}.localhost:${e2ePort}`
  return { url: platformUrl(path), headers: { host, origin: `http://${host}` } }
}

/** A lead as the dev page's JSON lists it (apps/web/server/dev-leads-page.ts). */
export interface StoredLead {
  id: string
  dealerId: string
  locationId: string | null
  category: string
  subcategory: string | null
  leadEventId: number
  status: 'open' | 'submitted'
  name: string | null
  email: string | null
  phone: string | null
  message: string | null
  carId: string | null
  vehicleMake: string | null
  vehicleModel: string | null
  carType: string | null
  pageId: string | null
  optIn: boolean
  consent: boolean
  fields: Record<string, unknown>
  attribution: { visited_pages: string[]; linked_query_params: Record<string, string> } | null
  events: { type: string; payload: Record<string, unknown> }[]
  deliveries: { channel: string; status: string; idempotencyKey: string; attempts: number }[]
  /** A finance enquiry's finance customer (issue 15). */
  financeCustomer: {
    status: 'pending' | 'created' | 'failed'
    provider: 'embedded' | 'broker'
    providerCustomerId: string | null
    redirectUrl: string | null
    attempts: number
    idempotencyKey: string
    request: Record<string, unknown>
  } | null
}

/** The leads stored for this email address, newest first, read from the dev-only page. */
export async function storedLeads(
  request: APIRequestContext,
  slug: string,
  email: string,
): Promise<StoredLead[]> {
  const target = siteRequest(slug, `/dev/leads.json?${new URLSearchParams({ email })}`)
  const response = await request.get(target.url, { headers: target.headers })
  if (!response.ok()) throw new Error(`/dev/leads.json answered ${response.status()}`)
  return ((await response.json()) as { leads: StoredLead[] }).leads
}

let sequence = 0

/** An email address no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}-${process.pid}-${Date.now().toString(36)}-${(sequence++).toString(36)}@example.com`

/** An Australian mobile number no other test uses (the per-phone rate limit is a few an hour). */
export const uniqueMobile = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
