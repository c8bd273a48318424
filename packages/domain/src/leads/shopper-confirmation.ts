import { LEAD_CATEGORIES } from './categories.ts'

/**
 * The shopper's confirmation of a lead (issue 34): by email where the shopper gave one, else by SMS
 * where the dealer allows it (`leadConfirmationSms`), naming the dealer, the location, its phone and
 * what happens next. Favourites and printed pages are leads the shopper never asked anyone to act on:
 * they get none.
 */

export interface ConfirmationLead {
  category: string
  name: string | null
  email: string | null
  phone: string | null
}

export interface ConfirmationDealer {
  name: string
  /** The location the lead is for (or the dealer's main one): its name and one-line address. */
  locationName: string | null
  address: string | null
  phone: string | null
}

export type ShopperConfirmation =
  | { channel: 'email'; recipient: string; subject: string; body: string }
  | { channel: 'sms'; recipient: string; body: string }

const SILENT_CATEGORIES: ReadonlySet<string> = new Set([LEAD_CATEGORIES.favourite, LEAD_CATEGORIES.print])

const NEXT_STEPS: Readonly<Record<string, string>> = {
  [LEAD_CATEGORIES.testDrive]: 'We will call you to confirm a time for your test drive.',
  [LEAD_CATEGORIES.serviceBooking]: 'We will contact you to confirm your service booking.',
  [LEAD_CATEGORIES.finance]: 'Our finance team will contact you about your finance.',
  [LEAD_CATEGORIES.tradeIn]: 'We will contact you about your car and its valuation.',
  [LEAD_CATEGORIES.spinToWin]: 'We will contact you to arrange your prize.',
  [LEAD_CATEGORIES.reservation]: 'We will contact you to arrange the next steps for your car.',
  [LEAD_CATEGORIES.onlinePurchase]: 'We will contact you to arrange the next steps for your car.',
  [LEAD_CATEGORIES.onlinePayment]: 'We will contact you if anything more is needed for your payment.',
  [LEAD_CATEGORIES.historyReport]: 'We will contact you about the car and its history report.',
}
const DEFAULT_NEXT_STEP = 'A member of our team will contact you shortly.'

export function nextStepText(category: string): string {
  return NEXT_STEPS[category] ?? DEFAULT_NEXT_STEP
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function shopperConfirmation(
  lead: ConfirmationLead,
  dealer: ConfirmationDealer,
  options: { smsAllowed: boolean },
): ShopperConfirmation | null {
  if (SILENT_CATEGORIES.has(lead.category)) return null
  const firstName = lead.name?.trim().split(/\s+/)[0] ?? ''
  const greeting = firstName ? `Thanks ${firstName}` : 'Thanks'
  const request = `your ${lead.category} request`
  const where = [dealer.locationName, dealer.address].filter(Boolean).join(', ')
  const next = nextStepText(lead.category)
  const email = lead.email?.trim()
  if (email && EMAIL.test(email)) {
    return {
      channel: 'email',
      recipient: email,
      subject: `${dealer.name} has ${request}`,
      body: [
        `${greeting}, ${dealer.name} has ${request}.`,
        `What happens next: ${next}`,
        [dealer.name, where, dealer.phone ? `Phone: ${dealer.phone}` : null].filter(Boolean).join('\n'),
        'You are receiving this email because you sent us a form on our website.',
      ].join('\n\n'),
    }
  }
  const phone = lead.phone?.trim()
  if (phone && options.smsAllowed) {
    return {
      channel: 'sms',
      recipient: phone,
      body: [
        `${greeting}, ${dealer.name} has ${request}.`,
        next,
        where ? `${where}.` : null,
        dealer.phone ? `Call ${dealer.phone}.` : null,
      ]
        .filter(Boolean)
        .join(' '),
    }
  }
  return null
}
