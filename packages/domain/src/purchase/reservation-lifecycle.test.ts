import { describe, expect, it } from 'vitest'
import {
  depositCents,
  holdsTheCar,
  PENDING_HOLD_MINUTES,
  pendingHoldEndsAt,
  RESERVATION_STATUSES,
  reservationStep,
} from './reservation-lifecycle.ts'

describe("a reservation's life (issue 16)", () => {
  it('has the five states: pending, paid (reserved), expired, cancelled, refunded', () => {
    expect(RESERVATION_STATUSES).toEqual(['pending', 'paid', 'expired', 'cancelled', 'refunded'])
    expect(RESERVATION_STATUSES.filter(holdsTheCar)).toEqual(['pending', 'paid'])
  })

  it('"A pending hold that is not paid in 15 minutes expires and frees the car"', () => {
    expect(PENDING_HOLD_MINUTES).toBe(15)
    expect(pendingHoldEndsAt(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-24T10:15:00.000Z')
    expect(reservationStep('pending', 'hold_ended')).toEqual({
      status: 'expired',
      changed: true,
      refundDue: false,
    })
  })

  it('is paid once; a payment webhook delivered twice changes nothing the second time', () => {
    expect(reservationStep('pending', 'payment_succeeded')).toMatchObject({ status: 'paid', changed: true })
    expect(reservationStep('paid', 'payment_succeeded')).toEqual({
      status: 'paid',
      changed: false,
      refundDue: false,
    })
    // A failed attempt leaves the hold for another try.
    expect(reservationStep('pending', 'payment_failed')).toMatchObject({ status: 'pending', changed: false })
  })

  it('keeps a paid reservation when the 15-minute timer fires late, out of order', () => {
    expect(reservationStep('paid', 'hold_ended')).toMatchObject({ status: 'paid', changed: false })
  })

  it('asks for a refund when money arrives for a hold that expired or was cancelled: no charge without a reservation', () => {
    expect(reservationStep('expired', 'payment_succeeded')).toEqual({
      status: 'expired',
      changed: false,
      refundDue: true,
    })
    expect(reservationStep('cancelled', 'payment_succeeded')).toMatchObject({
      status: 'cancelled',
      refundDue: true,
    })
    expect(reservationStep('refunded', 'payment_succeeded')).toMatchObject({
      status: 'refunded',
      refundDue: false,
    })
  })

  it('never cancels a paid reservation without its refund: cancelling asks for the refund, which ends it', () => {
    // Security issue: "the reservation lifecycle forbids paid → cancelled without a refund".
    expect(reservationStep('paid', 'cancelled')).toEqual({ status: 'paid', changed: false, refundDue: true })
    expect(reservationStep('paid', 'refunded')).toMatchObject({ status: 'refunded', changed: true })
    // Nothing was paid for a pending hold: cancelling it owes nothing.
    expect(reservationStep('pending', 'cancelled')).toEqual({
      status: 'cancelled',
      changed: true,
      refundDue: false,
    })
    for (const status of RESERVATION_STATUSES) {
      const step = reservationStep(status, 'cancelled')
      if (step.status === 'cancelled' && step.changed) expect(status).toBe('pending')
    }
  })

  it('frees the car when the dealer refunds a paid reservation', () => {
    expect(reservationStep('paid', 'refunded')).toMatchObject({ status: 'refunded', changed: true })
    expect(holdsTheCar('refunded')).toBe(false)
    expect(reservationStep('pending', 'refunded')).toMatchObject({ status: 'pending', changed: false })
  })
})

describe('the deposit from the reserve label ("Default reserve price label $200")', () => {
  it('reads dollars and cents', () => {
    expect(depositCents('$200')).toBe(20_000)
    expect(depositCents('$1,000')).toBe(100_000)
    expect(depositCents('$250.50')).toBe(25_050)
    expect(depositCents(' 500 ')).toBe(50_000)
  })

  it('refuses a label that is not an amount', () => {
    for (const label of ['', 'Free', '$0', '$-5', '$1,00', '$20.5', 'AUD 200'])
      expect(depositCents(label)).toBeNull()
  })
})
