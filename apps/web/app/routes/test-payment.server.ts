import { reservations } from '@forecourt/db/schema'
import { depositText } from '@forecourt/domain/reservation-texts'
import { and, eq } from 'drizzle-orm'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { servicesContext } from '~/context'
import { leadSite, readLeadForm } from '~/leads/lead-post.server'

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { sessionId?: string } }

/** The path of an address the session stores in full (the return pages are on this same site). */
const pathOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

/**
 * The embedded provider's session for this site's reservation. Not found when Stripe takes payments
 * (there is no test page then), for an unknown session, or another site's.
 */
async function testSession({ context, params }: Args) {
  const site = leadSite(context)
  const { reservations: desk, database } = context.get(servicesContext)
  const embedded = desk.embedded
  const session = embedded && params.sessionId ? await embedded.session(params.sessionId) : null
  if (!embedded || !session) throw data({ reason: 'not-found' }, { status: 404 })
  const [owner] = await database.db
    .select({ id: reservations.id, carTitle: reservations.carTitle })
    .from(reservations)
    .where(
      and(eq(reservations.id, session.reservationId), eq(reservations.websiteSlug, site.content.slug ?? '')),
    )
  if (!owner) throw data({ reason: 'not-found' }, { status: 404 })
  return { embedded, session, site, carTitle: owner.carTitle }
}

/** `/payments/test/{session}`: the built-in test payment page (no Stripe configured). */
export async function loadTestPayment(args: Args) {
  const { session, site } = await testSession(args)
  return {
    siteName: site.content.name ?? '',
    description: session.description,
    amount: depositText(session.amountCents),
    currency: session.currency.toUpperCase(),
    status: session.status,
    returnPath: pathOf(session.successUrl),
    cancelPath: pathOf(session.cancelUrl),
  }
}

/** 'Pay': the session completes and its signed webhook goes through the same path as Stripe's. */
export async function testPaymentAction(args: Args) {
  const { embedded, session } = await testSession(args)
  const formData = await readLeadForm(args)
  if (formData.get('intent') !== 'pay') return data({ message: 'Choose Pay.' }, { status: 400 })
  await embedded.pay(session.sessionId)
  throw redirect(pathOf(session.successUrl))
}
