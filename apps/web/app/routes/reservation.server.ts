import { reservations } from '@forecourt/db/schema'
import { isReservationsShopper } from '@forecourt/domain/purchase/reservation-access'
import { depositText, holdEndText } from '@forecourt/domain/purchase/reservation-texts'
import type { Reservation } from '@forecourt/payments/reservations'
import { and, eq } from 'drizzle-orm'
import { data, type RouterContextProvider, redirect } from 'react-router'
import { currentShopper } from '~/accounts/shopper-session.server'
import { servicesContext } from '~/context'
import { leadSite, readLeadForm } from '~/leads/lead-post.server'
import { pageUrl } from '~/page-url'
import { dealerTimeZone } from '~/reservations/dealer-time-zone.server'
import { reservationDesk } from '~/reservations/reserve.server'
import { siteAddress } from '~/site-url.server'
import { serverLogger } from '~server/logger'

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const notFound = () => data({ reason: 'not-found' }, { status: 404 })

/**
 * The reservation this site made with this id, for its shopper only: signed in as the shopper who made it,
 * or holding the signed link they were sent (`?token=`, on the payment page's return and the receipts).
 * To anyone else it is not found, as another site's is: its id alone opens nothing.
 */
async function shoppersReservation({ request, context, params }: Args): Promise<Reservation> {
  const site = leadSite(context)
  const id = params.id ?? ''
  if (!UUID.test(id)) throw notFound()
  const { database, reservations: services } = context.get(servicesContext)
  const [reservation] = await database.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.websiteSlug, site.content.slug ?? '')))
  if (!reservation) throw notFound()
  const holdsSignedLink = services.links.verify(reservation.id, pageUrl(request).searchParams.get('token'))
  const shopper = !holdsSignedLink && reservation.userId ? await currentShopper(request, context) : null
  if (!isReservationsShopper(reservation, { holdsSignedLink, shopperId: shopper?.id ?? null }))
    throw notFound()
  return reservation
}

/**
 * `/reservations/{id}`: where the payment page returns the shopper, and the receipts link to. A pending
 * reservation is first checked with the payment provider, so a webhook still on its way does not leave
 * the shopper looking at 'waiting for payment' after they paid.
 */
export async function loadReservation(args: Args) {
  const site = leadSite(args.context)
  let reservation = await shoppersReservation(args)
  const services = args.context.get(servicesContext)
  if (reservation.status === 'pending') {
    reservation = (await services.reservations.desk?.refresh(reservation.id).catch(() => null)) ?? reservation
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
      holdEnds: holdEndText(reservation.holdEndsAt, dealerTimeZone(site, reservation.dealerId)),
      // The page's forms post to its signed address: a shopper who came by the link is not signed in.
      href: services.reservations.links.path(reservation.id),
      // A paid deposit is a GA4 purchase of the car (issue 34).
      carId: reservation.carId,
      depositDollars: reservation.depositCents / 100,
    },
    terms: site.settings.reservationTerms,
  }
}

/**
 * 'Pay deposit' again (a new attempt within the hold) or 'Cancel reservation'. Cancelling a paid
 * reservation refunds its deposit through the payment provider; when the provider does not take the
 * refund, the reservation stands and the shopper is told.
 */
export async function reservationAction(args: Args) {
  const reservation = await shoppersReservation(args)
  const formData = await readLeadForm(args)
  const intent = formData.get('intent')
  const desk = reservationDesk(args.context)
  const here = args.context.get(servicesContext).reservations.links.path(reservation.id)
  if (intent === 'cancel') {
    try {
      await desk.cancel(reservation.id)
    } catch (error) {
      serverLogger().error({ err: error }, 'Reservation could not be cancelled')
      return data(
        {
          message:
            'We could not refund your deposit just now, so your reservation stands. Please try again in a minute, or call us.',
        },
        { status: 503 },
      )
    }
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
