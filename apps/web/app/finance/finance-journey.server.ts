import type { Site } from '@forecourt/content/sites'
import { requiresSignIn } from '@forecourt/domain/accounts/shopper-gating'
import { LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import { data, type RouterContextProvider } from 'react-router'
import { currentShopper, requireShopper, type Shopper } from '~/accounts/shopper-session.server'
import { leadSite } from '~/leads/lead-post.server'
import { findSiteLead } from '~/leads/site-lead.server'

/**
 * What the finance pages and their actions share: the website (where finance is on), the shopper when
 * the dealer gates finance behind sign-in, the journey's lead, and the addresses of the steps.
 */

type Context = Readonly<RouterContextProvider>

/** The website, when it offers finance; and the signed-in shopper (required where finance is gated). */
export async function financeVisit(
  request: Request,
  context: Context,
): Promise<{ site: Site; shopper: Shopper | null }> {
  const site = leadSite(context)
  if (!site.settings.features.finance) throw data({ reason: 'finance-off' }, { status: 404 })
  const shopper = requiresSignIn('finance', site.settings)
    ? await requireShopper(request, context, 'finance')
    : await currentShopper(request, context)
  return { site, shopper }
}

/** The journey's finance lead on this website (any status); another form's lead is no finance journey. */
export async function findFinanceLead(context: Context, site: Site, postedLeadId: unknown) {
  const journey = await findSiteLead(context, site, postedLeadId)
  return journey?.lead.category === LEAD_CATEGORIES.finance ? journey : null
}

export type FinanceJourney = NonNullable<Awaited<ReturnType<typeof findFinanceLead>>>

/** A step's address: the page, the car and the query it came with, the step, the lead and the code state. */
export function financeStepHref(
  url: URL,
  step: 1 | 2,
  leadId: string | null,
  options: { codeSent?: boolean } = {},
): string {
  const params = new URLSearchParams(url.searchParams)
  for (const name of ['step', 'lead_id', 'code_sent', 'index']) params.delete(name)
  if (leadId) {
    params.set('step', String(step))
    params.set('lead_id', leadId)
  }
  if (options.codeSent) params.set('code_sent', '1')
  const query = params.toString()
  return `${url.pathname}${query ? `?${query}` : ''}`
}

/** The phone a journey proved it holds: a signed-in shopper's own, or the one this lead verified. */
export function verifiedPhone(
  shopper: Shopper | null,
  journey: FinanceJourney | null,
  phone: string,
): boolean {
  if (shopper && shopper.phone === phone) return true
  return journey?.lead.fields.phone_verified === phone
}
