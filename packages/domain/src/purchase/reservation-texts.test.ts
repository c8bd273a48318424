import { describe, expect, it } from 'vitest'
import {
  depositText,
  holdEndText,
  holdPromise,
  RESERVE_TEXTS,
  reservationReceiptEmail,
  reservationReceiptSms,
} from './reservation-texts.ts'

const facts = {
  siteName: 'Southern Cross Motors',
  carTitle: '2021 Toyota HiLux SR5',
  depositCents: 20_000,
  // 10:30 pm UTC on 30 November is 9:30 am on 1 December in Sydney (daylight saving), 8:30 am in Brisbane.
  holdEndsAt: new Date('2026-11-30T22:30:00Z'),
  timeZone: 'Australia/Brisbane',
  url: 'https://southern-cross-motors.example/reservations/abc',
  firstName: 'Sam',
  terms: 'Refundable until you sign a contract of sale.',
}

describe('reservation texts (issue 16)', () => {
  it('shows the deposit from the server in dollars ("Default reserve price label $200")', () => {
    expect(depositText(20_000)).toBe('$200')
    expect(depositText(100_000)).toBe('$1,000')
    expect(depositText(25_050)).toBe('$250.50')
    expect(RESERVE_TEXTS.payButton(depositText(20_000))).toBe('Pay $200 deposit')
  })

  it('says how long the car is held', () => {
    expect(holdPromise(20_000, 3)).toBe(
      'Pay a $200 deposit and we hold this car for you for 3 days: no one else can reserve or buy it.',
    )
    expect(holdPromise(50_000, 1)).toContain('for 1 day:')
  })

  it('names the end of the hold on the dealer\'s clock, with its zone: "until 3:32 pm Sat 28 Nov AEDT"', () => {
    expect(holdEndText(new Date('2026-11-28T04:32:00Z'), 'Australia/Sydney')).toBe('3:32 pm Sat 28 Nov AEDT')
    expect(holdEndText(facts.holdEndsAt)).toBe('9:30 am Tue 1 Dec AEDT')
    expect(holdEndText(facts.holdEndsAt, 'Australia/Brisbane')).toBe('8:30 am Tue 1 Dec AEST')
    expect(holdEndText(facts.holdEndsAt, 'Australia/Adelaide')).toBe('9:00 am Tue 1 Dec ACDT')
    expect(holdEndText(facts.holdEndsAt, 'Australia/Perth')).toBe('6:30 am Tue 1 Dec AWST')
    expect(holdEndText(new Date('2026-07-01T00:05:00Z'), 'Australia/Melbourne')).toBe(
      '10:05 am Wed 1 Jul AEST',
    )
  })

  it('tells the shopper who lost the race that the car was just reserved', () => {
    expect(RESERVE_TEXTS.justReserved).toBe('Sorry, this car was just reserved by another shopper.')
    expect(RESERVE_TEXTS.findSimilar).toBe('Find Me Something Similar')
  })

  it('sends a receipt by SMS and email naming the car, the deposit, the hold and the refund terms', () => {
    expect(reservationReceiptSms(facts)).toBe(
      'Southern Cross Motors: your $200 deposit is paid and the 2021 Toyota HiLux SR5 is reserved for you until 8:30 am Tue 1 Dec AEST. Details: https://southern-cross-motors.example/reservations/abc',
    )
    const email = reservationReceiptEmail(facts)
    expect(email.subject).toBe('Your 2021 Toyota HiLux SR5 is reserved')
    expect(email.body).toContain('Hi Sam,')
    expect(email.body).toContain('reserved for you until 8:30 am Tue 1 Dec AEST.')
    expect(email.body).toContain('Refunds: Refundable until you sign a contract of sale.')
    expect(email.body).toContain(facts.url)
    expect(reservationReceiptEmail({ ...facts, firstName: null }).body).toContain('Hi there,')
  })
})
