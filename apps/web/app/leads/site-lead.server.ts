import type { Site } from '@forecourt/content/sites'
import { parseLeadId } from '@forecourt/domain/leads/multi-step-lead'
import type { LeadInput } from '@forecourt/leads/lead-store'
import type { RouterContextProvider } from 'react-router'
import { readJourneyLead } from './lead-steps.server'

type Context = Readonly<RouterContextProvider>

/** The dealers whose leads this website may touch: its own dealer, or a group website's dealers. */
export function siteDealers(site: Site) {
  return site.kind === 'dealer' ? [site.content] : site.content.dealers
}

export type SiteDealer = ReturnType<typeof siteDealers>[number]
export type JourneyLead = NonNullable<Awaited<ReturnType<typeof readJourneyLead>>>

/**
 * The lead a posted lead_id names among this website's dealers' leads (any status), with its dealer; null
 * for none, a malformed id, or another website's lead. A dealer website asks once; a group website asks
 * for each of its dealers (a handful).
 */
export async function findSiteLead(
  context: Context,
  site: Site,
  postedLeadId: unknown,
): Promise<{ dealer: SiteDealer; lead: JourneyLead } | null> {
  const leadId = parseLeadId(postedLeadId)
  if (!leadId) return null
  for (const dealer of siteDealers(site)) {
    const lead = await readJourneyLead(context, dealer.id, leadId)
    if (lead) return { dealer, lead }
  }
  return null
}

/** A stored lead as a step hands it back to the store: its columns, without the ones the store sets. */
export function leadInputOf(lead: JourneyLead): LeadInput {
  const { id: _id, status: _status, createdAt: _created, updatedAt: _updated, ...input } = lead
  return input
}
