/**
 * A reservation's life (issue 16: "Reservation state in our database: pending, paid (reserved), expired,
 * cancelled, refunded. A pending hold that is not paid in 15 minutes expires and frees the car."; "a
 * webhook delivered twice or out of order changes nothing"). Pure rules: what an event does to a
 * reservation in a given state, and what must follow (a refund when money arrives for a hold that is
 * gone).
 */

export const RESERVATION_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'refunded'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/** The statuses that hold the car: at most one reservation of a car may be in one of them. */
export const HOLDING_STATUSES = ['pending', 'paid'] as const satisfies readonly ReservationStatus[]

/** "A pending hold that is not paid in 15 minutes expires and frees the car." */
export const PENDING_HOLD_MINUTES = 15

export type ReservationEvent =
  /** The payment provider says the deposit was paid. */
  | 'payment_succeeded'
  /** The provider says an attempt failed: the shopper may try again while the hold lasts. */
  | 'payment_failed'
  /** The pending hold ran out, or the dealer's hold period of a paid reservation ended. */
  | 'hold_ended'
  /** The shopper or the dealer cancelled (a paid reservation only through its refund). */
  | 'cancelled'
  /** The dealer refunded the deposit. */
  | 'refunded'

export interface ReservationStep {
  /** The status after the event (the same status when the event changes nothing). */
  status: ReservationStatus
  /** True when the event changed the reservation. */
  changed: boolean
  /**
   * Money was paid that the reservation does not keep: it must be paid back (a payment that arrived for a
   * hold already gone, or the deposit of a paid reservation being cancelled).
   */
  refundDue: boolean
}

const stay = (status: ReservationStatus, refundDue = false): ReservationStep => ({
  status,
  changed: false,
  refundDue,
})
const move = (status: ReservationStatus): ReservationStep => ({ status, changed: true, refundDue: false })

/**
 * What `event` does to a reservation in `status`. Repeated and late events change nothing: a second
 * 'payment_succeeded' for a paid reservation, a 'hold_ended' for one already paid in time, a refund of
 * one never paid. A payment that arrives after the hold expired or was cancelled leaves it as it is and
 * asks for a refund, so no shopper is charged without a reservation. A paid reservation is never
 * cancelled while the deposit is kept: cancelling it asks for the refund, and the refund ends it.
 */
export function reservationStep(status: ReservationStatus, event: ReservationEvent): ReservationStep {
  switch (status) {
    case 'pending':
      if (event === 'payment_succeeded') return move('paid')
      if (event === 'hold_ended') return move('expired')
      if (event === 'cancelled') return move('cancelled')
      return stay('pending')
    case 'paid':
      if (event === 'refunded') return move('refunded')
      if (event === 'cancelled') return stay('paid', true)
      // A paid reservation is held for the dealer's hold period, not the 15 minutes of payment.
      return stay('paid')
    case 'expired':
    case 'cancelled':
      return stay(status, event === 'payment_succeeded')
    case 'refunded':
      return stay('refunded')
  }
}

/** Whether a reservation in this status holds the car (no one else may reserve it). */
export const holdsTheCar = (status: ReservationStatus) =>
  (HOLDING_STATUSES as readonly ReservationStatus[]).includes(status)

/**
 * The deposit in cents from the dealer's reserve label ("Default reserve price label $200"): '$200' →
 * 20000, '$1,000' → 100000, '$250.50' → 25050. Null for a label that is not an amount (the server then
 * refuses to take payment rather than guess).
 */
export function depositCents(label: string): number | null {
  const match = /^\s*\$?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?\s*$/.exec(label)
  if (!match?.[1]) return null
  const cents = Number(match[1].replace(/,/g, '')) * 100 + Number(match[2] ?? 0)
  return cents > 0 ? cents : null
}

/** When a pending hold made at `createdAt` runs out. */
export function pendingHoldEndsAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PENDING_HOLD_MINUTES * 60_000)
}
