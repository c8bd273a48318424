import { reservations } from '@forecourt/db/schema'
import { depositText, holdEndText } from '@forecourt/domain/reservation-texts'
import type { Reservation } from '@forecourt/payments/reservations'
import { and, eq } from 'drizzle-orm'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { servicesContext } from '~/context'
import { leadSite, readLeadForm } from '~/leads/lead-post.server'
import { siteAddress } from '~/site-url.server'
import { serverLogger } from '../../server/logger.ts'

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The reservation this site made with this id. Its address is the shopper's receipt link (an id no one
 * can guess); another site's reservation is not found here.
 */
async function siteReservation({ context, params }: Args): Promise<Reservation> {
  const site = leadSite(context)
  const id = params.id ?? ''
  if (!UUID.test(id)) throw data({ reason: 'not-found' }, { status: 404 })
  const { database } = context.get(servicesContext)
  const [reservation] = await database.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.websiteSlug, site.content.slug ?? '')))
  if (!reservation) throw data({ reason: 'not-found' }, { status: 404 })
  return reservation
}

/**
 * `/reservations/{id}`: where the payment page returns the shopper, and the receipts link to. A pending
 * reservation is first checked with the payment provider, so a webhook still on its way does not leave
 * the shopper looking at 'waiting for payment' after they paid.
 */
export async function loadReservation(args: Args) {
  const site = leadSite(args.context)
  let reservation = await siteReservation(args)
  if (reservation.status === 'pending') {
    reservation =
      (await args.context
        .get(servicesContext)
        .reservations.desk.refresh(reservation.id)
        .catch(() => null)) ?? reservation
  }
  return {
    siteName: site.content.name ?? '',
    reservation: {
      id: reservation.id,
      reference: reservation.id.slice(0, 8).toUpperCase(),
      status: reservation.status,
      carTitle: reservation.carTitle,
      carPath: reservation.carPath,
      deposit: depositText(reservation.depositCents),
      holdEnds: holdEndText(reservation.holdEndsAt),
    },
    terms: site.settings.reservationTerms,
  }
}

/** 'Pay deposit' again (a new attempt within the hold) or 'Cancel reservation'. */
export async function reservationAction(args: Args) {
  const reservation = await siteReservation(args)
  const formData = await readLeadForm(args)
  const intent = formData.get('intent')
  const { desk } = args.context.get(servicesContext).reservations
  const here = `/reservations/${reservation.id}`
  if (intent === 'cancel') {
    await desk.cancel(reservation.id)
    throw redirect(here)
  }
  if (intent !== 'pay') return data({ message: 'Choose Pay or Cancel.' }, { status: 400 })
  if (reservation.status !== 'pending') throw redirect(here)
  const origin = siteAddress(args.context, '')
  try {
    const session = await desk.startPayment(reservation.id, {
      description: `Deposit to reserve the ${reservation.carTitle}`,
      customerEmail: null,
      successUrl: `${origin}${here}`,
      cancelUrl: `${origin}${here}`,
    })
    throw redirect(session?.url ?? here)
  } catch (error) {
    if (error instanceof Response) throw error
    serverLogger().error({ err: error }, 'Reservation payment could not start')
    return data(
      { message: 'We could not open the payment page. Please try again in a minute.' },
      { status: 503 },
    )
  }
}
