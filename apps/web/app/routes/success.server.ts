import type { Site } from '@forecourt/content/sites'
import type { AnalyticsItem, LeadSource } from '@forecourt/domain/analytics/events'
import { leadSourceOf } from '@forecourt/domain/analytics/lead-source'
import { leadSuccessMessage } from '@forecourt/domain/leads/categories'
import { data, type RouterContextProvider } from 'react-router'
import { usesSecureCookies } from '~/accounts/shopper-session.server'
import { leadCarItem } from '~/analytics/vehicle-item.server'
import { servicesContext, siteContext } from '~/context'
import { findSiteCarOrNull } from '~/leads/lead-car.server'
import { clearedSentLeadCookie, readSentLead } from '~/leads/sent-lead-cookie.server'
import { findSiteLead } from '~/leads/site-lead.server'
import { pageUrl } from '~/page-url'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** The lead the shopper has just sent, as analytics reports it (GA4 `generate_lead`). */
export interface SentLead {
  id: string
  source: LeadSource
  item: AnalyticsItem | null
}

/**
 * `/success`: the message for the category the address names and, the first time it is shown after a
 * lead was stored, that lead (from the cookie the storing action set, cleared here, so a reload or a bot
 * shown this page reports nothing).
 */
export async function loadSuccess({ request, context }: Args) {
  const site = context.get(siteContext)
  const category = pageUrl(request).searchParams.get('category')
  const cookieHeader = request.headers.get('cookie')
  const sentLeadId = await readSentLead(cookieHeader)
  const sentLead = site && sentLeadId ? await findSentLead({ context }, site, sentLeadId) : null
  const body = {
    siteName: site?.content.name ?? '',
    message: leadSuccessMessage(category),
    sentLead,
  }
  if (!sentLeadId) return data(body)
  const secure = usesSecureCookies(request, context)
  return data(body, {
    headers: { 'Set-Cookie': await clearedSentLeadCookie(secure), 'Cache-Control': 'private, no-store' },
  })
}

async function findSentLead(
  { context }: Pick<Args, 'context'>,
  site: Site,
  leadId: string,
): Promise<SentLead | null> {
  const found = await findSiteLead(context, site, leadId)
  if (!found || found.lead.status !== 'submitted') return null
  const car = await findSiteCarOrNull(context.get(servicesContext), site, found.lead.carId)
  return { id: found.lead.id, source: leadSourceOf(found.lead.category), item: car ? leadCarItem(car) : null }
}
