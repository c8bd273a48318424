import { formatAud } from './vehicle-card-price.ts'

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

/** The day a hold ends, as shoppers in Australia read it: 'Tuesday 1 December, 2:30 pm'. */
export function holdEndText(at: Date, timeZone = 'Australia/Sydney'): string {
  const day = new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(at)
  const time = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', timeZone })
    .format(at)
    .replace(/\s/g, ' ')
  return `${day}, ${time}`
}

/** The deposit as shoppers read it: 20000 → '$200', 25050 → '$250.50'. */
export function depositText(cents: number): string {
  return cents % 100 === 0
    ? formatAud(cents / 100)
    : `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
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
  /** The reservation's page on the website (absolute). */
  url: string
  firstName: string | null
  terms: string
}

export function reservationReceiptSms(facts: ReceiptFacts): string {
  return `${facts.siteName}: your ${depositText(facts.depositCents)} deposit is paid and the ${facts.carTitle} is reserved for you until ${holdEndText(facts.holdEndsAt)}. Details: ${facts.url}`
}

export function reservationReceiptEmail(facts: ReceiptFacts): { subject: string; body: string } {
  return {
    subject: `Your ${facts.carTitle} is reserved`,
    body: [
      `Hi ${facts.firstName ?? 'there'},`,
      '',
      `Thank you: we received your ${depositText(facts.depositCents)} deposit and the ${facts.carTitle} is reserved for you until ${holdEndText(facts.holdEndsAt)}.`,
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
