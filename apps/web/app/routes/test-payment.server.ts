import { onlinePayments, reservations } from '@forecourt/db/schema'
import { depositText } from '@forecourt/domain/purchase/reservation-texts'
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
  const slug = site.content.slug ?? ''
  // The session's reservation, or its online payment (issue 33), on this site.
  const [owner] =
    session.purpose === 'online_payment'
      ? await database.db
          .select({ id: onlinePayments.id })
          .from(onlinePayments)
          .where(and(eq(onlinePayments.id, session.reservationId), eq(onlinePayments.websiteSlug, slug)))
      : await database.db
          .select({ id: reservations.id })
          .from(reservations)
          .where(and(eq(reservations.id, session.reservationId), eq(reservations.websiteSlug, slug)))
  if (!owner) throw data({ reason: 'not-found' }, { status: 404 })
  return { embedded, session, site }
}

/** `/payments/test/{session}`: the built-in test payment page (no Stripe configured). */
export async function loadTestPayment(args: Args) {
  const { session, site } = await testSession(args)
  return {
    siteName: site.content.name ?? '',
    purpose: session.purpose,
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
