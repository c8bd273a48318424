import { leads } from '@forecourt/db/schema'
import { financeApplicationOutcome } from '@forecourt/domain/finance/application-outcome'
import { findFinanceCustomer } from '@forecourt/finance/finance-customers'
import { eq } from 'drizzle-orm'
import { data, type RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context'
import { leadSite } from '~/leads/lead-post.server'
import { siteDealers } from '~/leads/site-lead.server'
import { pageUrl } from '~/page-url'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

const REFERENCE = /^FC-[0-9A-F]{10}$/

/**
 * `/finance/application-received?reference=FC-…`: where the embedded finance provider sends the shopper
 * (its "redirectUrl"): the journey's one outcome (pre-approved or received), the reference and what
 * happens next. Only this website's dealers'
 * customers; anything else is not found.
 */
export async function loadFinanceApplication({ request, context }: Args) {
  const site = leadSite(context)
  const reference = pageUrl(request).searchParams.get('reference')?.trim().toUpperCase() ?? ''
  const { db } = context.get(servicesContext).database
  const customer = REFERENCE.test(reference)
    ? await findFinanceCustomer(
        db,
        siteDealers(site).map((dealer) => dealer.id),
        reference,
      )
    : null
  if (!customer) throw data({ reason: 'no-application' }, { status: 404 })
  const [lead] = await db
    .select({ make: leads.vehicleMake, model: leads.vehicleModel, name: leads.name })
    .from(leads)
    .where(eq(leads.id, customer.leadId))
  const vehicle = [lead?.make, lead?.model].filter(Boolean).join(' ')
  return data(
    {
      siteName: site.content.name ?? '',
      reference,
      firstName: lead?.name ?? null,
      vehicle: vehicle || null,
      outcome: financeApplicationOutcome(customer.request),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}
