import { dollarsAndCents } from '../australia/number-format.ts'

/**
 * Online payments (issue 33): a signed-in shopper pays the dealer an amount against a reference (a
 * service invoice, a balance, a deposit on an order), within the limits the dealer sets.
 */

export const ONLINE_PAYMENT_REFERENCE_KINDS = {
  invoice: 'Service invoice',
  balance: 'Balance owing',
  deposit: 'Deposit on an order',
} as const

export type OnlinePaymentReferenceKind = keyof typeof ONLINE_PAYMENT_REFERENCE_KINDS

export const ONLINE_PAYMENT_TEXTS = {
  amountInvalid: 'Please enter an amount in dollars, e.g. 250 or 249.95.',
  referenceInvalid:
    'Please enter the reference on your invoice or order: letters, numbers, spaces and - / . only.',
  paymentFailed: 'We could not open the payment page. Please try again in a minute.',
} as const

const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$/

/** A reference as the dealer's systems print it: 1 to 40 letters, numbers, spaces, '-', '/' and '.'. */
export function parseReference(text: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ')
  return REFERENCE.test(trimmed) ? trimmed : null
}

/** '$1,250.50', '1250.5' or '250' as cents; null for anything else (negative, more than 2 decimals). */
export function parseAmountCents(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '')
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(cleaned)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** '$250.00': always with cents, as a receipt shows money. */
export function centsText(cents: number): string {
  return dollarsAndCents.format(cents / 100)
}

/** Why the amount is outside the dealer's limits (whole dollars, inclusive), or null when it is within. */
export function amountLimitMessage(
  cents: number,
  limits: { minimum: number; maximum: number },
): string | null {
  if (cents >= limits.minimum * 100 && cents <= limits.maximum * 100) return null
  return `The amount must be between ${centsText(limits.minimum * 100)} and ${centsText(limits.maximum * 100)}.`
}
