import type { Database } from '@forecourt/db/database'
import { leads, reservations } from '@forecourt/db/schema'
import { depositText, holdEndText } from '@forecourt/domain/purchase/reservation-texts'
import type { ReservationLinks } from '@forecourt/payments/reservation-links'
import { and, desc, eq, inArray, ne, or } from 'drizzle-orm'

const RECENT_RESERVATIONS = 10

const statusLabels = {
  pending: 'Waiting for payment',
  paid: 'Reserved',
  expired: 'Not paid in time',
  cancelled: 'Cancelled',
  refunded: 'Deposit refunded',
} as const

/**
 * The shopper's reservations with this site's dealers: made while signed in, or with their mobile. Holds
 * that ran out unpaid are left out once a newer reservation of the same car exists; the rest show with
 * their state and the signed link to the reservation's page (one made before signing in is theirs by the
 * mobile they reserved with, not by their account).
 */
export async function garageReservations(
  db: Database,
  shopper: { id: string; phone: string },
  dealerIds: readonly string[],
  links: Pick<ReservationLinks, 'path'>,
  /** The time zone each dealer's holds are told in. */
  timeZoneOf: (dealerId: string) => string,
) {
  const rows = await db
    .select({ reservation: reservations })
    .from(reservations)
    .leftJoin(leads, eq(leads.id, reservations.leadId))
    .where(
      and(
        inArray(reservations.dealerId, [...dealerIds]),
        or(eq(reservations.userId, shopper.id), eq(leads.phone, shopper.phone)),
        ne(reservations.status, 'expired'),
      ),
    )
    .orderBy(desc(reservations.createdAt))
    .limit(RECENT_RESERVATIONS)
  return rows.map(({ reservation }) => ({
    id: reservation.id,
    href: links.path(reservation.id),
    carTitle: reservation.carTitle,
    carPath: reservation.carPath,
    status: reservation.status,
    statusLabel: statusLabels[reservation.status],
    deposit: depositText(reservation.depositCents),
    holdEnds:
      reservation.status === 'paid' || reservation.status === 'pending'
        ? holdEndText(reservation.holdEndsAt, timeZoneOf(reservation.dealerId))
        : null,
  }))
}
