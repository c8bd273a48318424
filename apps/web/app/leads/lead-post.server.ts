import type { Site } from '@forecourt/content/sites'
import type { DeliveryChannel } from '@forecourt/db/schema'
import { parseLeadAttribution } from '@forecourt/domain/leads/attribution'
import type { LeadInput } from '@forecourt/leads/lead-store'
import { recordSubmittedLead } from '@forecourt/leads/lead-store'
import { consumeRateLimit } from '@forecourt/leads/rate-limit'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { clientAddressContext, servicesContext, siteContext } from '~/context'
import { refusedFormAnswer, throwIfPostRefused } from '~/post-refusal.server'
import { confirmationOptions, pokeOutboxes } from './lead-confirmation.server'
import { HONEYPOT_FIELD, LEAD_CONTEXT_FIELDS } from './lead-form-fields'

type Context = Readonly<RouterContextProvider>

const HOUR_MS = 60 * 60_000

/** The website a lead form posts to; a post to the platform host (no website) is not found. */
export function leadSite(context: Context): Site {
  const site = context.get(siteContext)
  if (!site) throw data({ reason: 'no-dealer' }, { status: 404 })
  return site
}

/**
 * The posted form; a body that is not a form (wrong type, cut short) is a 400, never a 500. A post the
 * server refused is a 403 error page saying why (post-refusal.server.ts); a form that can show the refusal
 * above itself reads its post with `readFormOrRefusal` instead.
 */
export async function readLeadForm({
  request,
  context,
}: {
  request: Request
  context: Context
}): Promise<FormData> {
  throwIfPostRefused(context)
  return readForm(request)
}

/** The posted form, or the form's answer to a refused post: the refusal above it, what was typed kept. */
export async function readFormOrRefusal({
  request,
  context,
}: {
  request: Request
  context: Context
}): Promise<
  { formData: FormData; refused: null } | { refused: NonNullable<ReturnType<typeof refusedFormAnswer>> }
> {
  const formData = await readForm(request)
  const refused = refusedFormAnswer(context, formData)
  return refused ? { refused } : { formData, refused: null }
}

async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw data({ reason: 'bad-form' }, { status: 400 })
  }
}

/** A bot filled the field people cannot see: answered as a success, stored nowhere. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD)
  return typeof value === 'string' && value.trim() !== ''
}

export interface LeadRateLimitRefusal {
  message: string
  retryAfterSeconds: number
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

/**
 * Counts this lead against the per-address and per-phone hourly limits (kept in the database, so they
 * hold across app instances). Null when it may go ahead.
 */
export async function leadRateLimit(
  context: Context,
  phone: string | null,
): Promise<LeadRateLimitRefusal | null> {
  const { database, config } = context.get(servicesContext)
  const { ip: perIp, phone: perPhone } = config.leads.ratePerHour
  const address = context.get(clientAddressContext)
  const byAddress = await consumeRateLimit(database.db, `lead:ip:${address}`, {
    limit: perIp,
    windowMs: HOUR_MS,
  })
  if (!byAddress.allowed) {
    return {
      message: `Too many forms have been sent from your connection. Please try again in ${minutes(byAddress.retryAfterSeconds)} minutes, or call us.`,
      retryAfterSeconds: byAddress.retryAfterSeconds,
    }
  }
  if (!phone) return null
  const byPhone = await consumeRateLimit(database.db, `lead:phone:${phone}`, {
    limit: perPhone,
    windowMs: HOUR_MS,
  })
  if (!byPhone.allowed) {
    return {
      message: `We already have several requests from this phone number. Please try again in ${minutes(byPhone.retryAfterSeconds)} minutes, or call us.`,
      retryAfterSeconds: byPhone.retryAfterSeconds,
    }
  }
  return null
}

/** The channels a dealer's leads are queued on, from its lead delivery settings. */
export function leadChannelsOf(
  dealer: { leadChannels?: { crmWebhook?: boolean | null; email?: boolean | null } | null } | null,
): DeliveryChannel[] {
  const channels: DeliveryChannel[] = []
  if (dealer?.leadChannels?.crmWebhook) channels.push('crm_webhook')
  if (dealer?.leadChannels?.email) channels.push('email')
  return channels
}

/** The dealer a lead on this site belongs to: the site's own, or on a group site the chosen dealership. */
export function leadDealer(site: Site, dealershipSlug: string | null | undefined) {
  if (site.kind === 'dealer') return site.content
  return site.content.dealers.find((dealer) => dealer.slug === dealershipSlug) ?? null
}

/** How the shopper got here, from the form's hidden fields (malformed parts are dropped). */
export function attributionOf(formData: FormData) {
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : null
  }
  return parseLeadAttribution({
    visitedPages: text(LEAD_CONTEXT_FIELDS.visitedPages),
    linkedQueryParams: text(LEAD_CONTEXT_FIELDS.linkedQueryParams),
    pageUrl: text(LEAD_CONTEXT_FIELDS.pageUrl),
  })
}

/**
 * Stores a submitted lead with its outbox deliveries and the shopper's confirmation in one transaction,
 * then wakes the outboxes. Only after this returns may the shopper be told it was sent.
 */
export async function storeSubmittedLead(
  context: Context,
  lead: LeadInput,
  channels: readonly DeliveryChannel[],
): Promise<string> {
  const { database } = context.get(servicesContext)
  const { leadId } = await recordSubmittedLead(database.db, lead, channels, confirmationOptions(context))
  pokeOutboxes(context)
  return leadId
}

/** The thank-you page, which speaks to the lead's category. */
export const successPath = (category: string) => `/success?${new URLSearchParams({ category })}`

/** Post/redirect/get to the thank-you page. */
export function redirectToSuccess(category: string) {
  return redirect(successPath(category))
}
