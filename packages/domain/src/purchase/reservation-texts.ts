import { dollarsAndCents } from '../australia/number-format.ts'
import { DEFAULT_DEALER_TIME_ZONE, timeZoneAbbreviation } from '../australia/time-zones.ts'
import { formatAud } from '../vehicle-card/price.ts'

/**
 * What shoppers read about reserving a car (issue 16): the reserve page, the race lost to another
 * shopper, the test payment page, and the receipts by SMS and email.
 */

export const RESERVE_TEXTS = {
  heading: 'Reserve this car',
  payButton: (deposit: string) => `Pay ${deposit} deposit`,
  /** "the others are told the car was just reserved and offered Find Me Something Similar" */
  justReserved: 'Sorry, this car was just reserved by another shopper.',
  notAvailable: 'This car can no longer be reserved.',
  findSimilar: 'Find Me Something Similar',
  paymentFailed:
    'We could not open the payment page. The car is not reserved yet: please try again in a minute, or call us.',
  termsRequired: 'Please accept the reservation terms.',
  testMode: 'Test mode: no card is charged and no money moves.',
} as const

/** Three letters for every month ('en-AU' writes 'June', 'July' and 'Sept'). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/**
 * When a hold ends on the dealer's clock, with its zone, as issue 32 writes it: '3:32 pm Sat 28 Nov AEDT'.
 * `timeZone` is the dealer's (australian-time-zones.ts), never the server's.
 */
export function holdEndText(at: Date, timeZone = DEFAULT_DEALER_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? ''
  const time = `${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`
  return `${time} ${part('weekday')} ${part('day')} ${MONTHS[Number(part('month')) - 1]} ${timeZoneAbbreviation(at, timeZone)}`
}

/** The deposit as shoppers read it: 20000 → '$200', 25050 → '$250.50'. */
export function depositText(cents: number): string {
  return cents % 100 === 0 ? formatAud(cents / 100) : dollarsAndCents.format(cents / 100)
}

/** What the reservation means, in one sentence, for the reserve page. */
export function holdPromise(depositCents: number, holdDays: number): string {
  const days = holdDays === 1 ? '1 day' : `${holdDays} days`
  return `Pay a ${depositText(depositCents)} deposit and we hold this car for you for ${days}: no one else can reserve or buy it.`
}

export interface ReceiptFacts {
  siteName: string
  carTitle: string
  depositCents: number
  holdEndsAt: Date
  /** The dealer's time zone, which the hold's end is told in. */
  timeZone: string
  /** The reservation's page on the website (absolute). */
  url: string
  firstName: string | null
  terms: string
}

export function reservationReceiptSms(facts: ReceiptFacts): string {
  return `${facts.siteName}: your ${depositText(facts.depositCents)} deposit is paid and the ${facts.carTitle} is reserved for you until ${holdEndText(facts.holdEndsAt, facts.timeZone)}. Details: ${facts.url}`
}

export function reservationReceiptEmail(facts: ReceiptFacts): { subject: string; body: string } {
  return {
    subject: `Your ${facts.carTitle} is reserved`,
    body: [
      `Hi ${facts.firstName ?? 'there'},`,
      '',
      `Thank you: we received your ${depositText(facts.depositCents)} deposit and the ${facts.carTitle} is reserved for you until ${holdEndText(facts.holdEndsAt, facts.timeZone)}.`,
      '',
      'Our sales team will call you to arrange the next steps.',
      '',
      `Refunds: ${facts.terms}`,
      '',
      `Your reservation: ${facts.url}`,
      '',
      facts.siteName,
    ].join('\n'),
  }
}
