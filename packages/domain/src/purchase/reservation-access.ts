/**
 * Who may see a reservation's page and act on it (security issue: "only the shopper who made it (signed in
 * as that shopper, or holding the signed link sent to them) may view or act on a reservation"). Its id
 * alone is no one's: ids travel in links, logs and screenshots.
 */
export function isReservationsShopper(
  reservation: { userId: string | null },
  visitor: {
    /** The request carries this reservation's signed link token, verified. */
    holdsSignedLink: boolean
    /** The shopper signed in on this website, if any. */
    shopperId: string | null
  },
): boolean {
  if (visitor.holdsSignedLink) return true
  return reservation.userId !== null && visitor.shopperId === reservation.userId
}
