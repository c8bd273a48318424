import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signed links to reservations' pages, which the shopper who reserved is sent (the payment page's
 * return, the receipts by SMS and email): `/reservations/{id}?token=…`, the token an HMAC-SHA256 of the
 * id under a key of its own derived from the AUTH secret. The id alone opens nothing; a token is checked in
 * constant time, and one reservation's token opens no other.
 */
export interface ReservationLinks {
  /** The reservation page's path with its token. */
  path(reservationId: string): string
  /** Whether `token` is this reservation's. */
  verify(reservationId: string, token: unknown): boolean
}

export function reservationLinks(authSecret: string): ReservationLinks {
  // Its own key: a token is worth nothing as a session or code hash, which AUTH_SECRET also keys.
  const key = createHmac('sha256', authSecret).update('forecourt:reservation-links').digest()
  const tokenOf = (reservationId: string) =>
    createHmac('sha256', key).update(`reservation:${reservationId}`).digest('base64url')
  return {
    path: (reservationId) =>
      `/reservations/${reservationId}?${new URLSearchParams({ token: tokenOf(reservationId) })}`,
    verify(reservationId, token) {
      if (typeof token !== 'string') return false
      const expected = Buffer.from(tokenOf(reservationId))
      const given = Buffer.from(token)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}
