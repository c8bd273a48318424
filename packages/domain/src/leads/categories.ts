import { CAREERS_ENQUIRY_CATEGORY, DEFAULT_ENQUIRY_CATEGORY } from './enquiry-form.ts'

/**
 * The categories a lead is filed under, and what the /success page says for each (spec, forms document
 * section 2: "/success | Shown after a successful lead"; section 3: "Stored locally: … success
 * category"). The spec names 'General Enquiry', 'Careers Enquiry' (re-labelled, `enquiry-form.ts`) and
 * 'Finance Enquiry'; the rest name the forms and buttons the spec lists ('Get a Quote', 'Register Your
 * Interest', 'Request Photos', 'Find Me Something Similar', test drive, service booking, 'Sell Your Car').
 */
export const LEAD_CATEGORIES = {
  general: DEFAULT_ENQUIRY_CATEGORY,
  careers: CAREERS_ENQUIRY_CATEGORY,
  newVehicle: 'New Vehicle Enquiry',
  usedVehicle: 'Used Vehicle Enquiry',
  service: 'Service Enquiry',
  parts: 'Parts Enquiry',
  finance: 'Finance Enquiry',
  vehicle: 'Vehicle Enquiry',
  offer: 'Offer Enquiry',
  quote: 'Get a Quote',
  registerInterest: 'Register Your Interest',
  requestPhotos: 'Request Photos',
  findSimilar: 'Find Me Something Similar',
  /** A car's history report (PPSR) asked for on its page: lead event 60 (ADR 053). */
  historyReport: 'History Report',
  /** A signed-in shopper's favourite (event 39) and printed car page (event 61) (ADR 053). */
  favourite: 'Favourite',
  print: 'Print',
  testDrive: 'Test Drive',
  serviceBooking: 'Service Booking',
  tradeIn: 'Sell Your Car',
  /** Issue 16: a car reserved online with a deposit. */
  reservation: 'Vehicle Reservation',
  /** Issue 16: the online purchase journey, confirmed (reserve, trade-in, payment, delivery). */
  onlinePurchase: 'Online Purchase',
  /** Issue 33: a shopper's spin-to-win prize, for the dealer to arrange. */
  spinToWin: 'Spin to Win Prize',
  /** Issue 33: a shopper paid the dealer online against a reference (an invoice, a balance, a deposit). */
  onlinePayment: 'Online Payment',
} as const

export type LeadCategory = (typeof LEAD_CATEGORIES)[keyof typeof LEAD_CATEGORIES]

/** The general enquiry form's category select, General Enquiry first (the default). */
export const GENERAL_ENQUIRY_CATEGORIES: readonly LeadCategory[] = [
  LEAD_CATEGORIES.general,
  LEAD_CATEGORIES.newVehicle,
  LEAD_CATEGORIES.usedVehicle,
  LEAD_CATEGORIES.service,
  LEAD_CATEGORIES.parts,
  LEAD_CATEGORIES.finance,
  LEAD_CATEGORIES.careers,
]

export interface SuccessMessage {
  heading: string
  text: string
}

const DEFAULT_SUCCESS: SuccessMessage = {
  heading: 'Thank you for your enquiry',
  text: 'We have received your enquiry and a member of our team will be in touch shortly.',
}

const SUCCESS_MESSAGES: Partial<Record<string, SuccessMessage>> = {
  [LEAD_CATEGORIES.testDrive]: {
    heading: 'Your test drive request is in',
    text: 'Our sales team will call you to confirm your test drive time.',
  },
  [LEAD_CATEGORIES.serviceBooking]: {
    heading: 'Your service booking request is in',
    text: 'Our service team will contact you to confirm the date and time of your booking.',
  },
  [LEAD_CATEGORIES.tradeIn]: {
    heading: 'Thanks, we have your car details',
    text: 'Our team will review your car and contact you with a valuation.',
  },
  [LEAD_CATEGORIES.quote]: {
    heading: 'Your quote request is in',
    text: 'Our sales team is preparing your quote and will be in touch shortly.',
  },
  [LEAD_CATEGORIES.registerInterest]: {
    heading: 'Thanks for registering your interest',
    text: 'We will let you know as soon as it arrives.',
  },
  [LEAD_CATEGORIES.requestPhotos]: {
    heading: 'Your photo request is in',
    text: 'We will send you more photos of this car shortly.',
  },
  [LEAD_CATEGORIES.findSimilar]: {
    heading: 'We are on the lookout for you',
    text: 'Our team will be in touch with similar cars that match what you are after.',
  },
  [LEAD_CATEGORIES.finance]: {
    heading: 'Your finance enquiry is in',
    text: 'Our finance team will be in touch shortly.',
  },
}

/**
 * What /success shows for a lead's category (compared in any case, trimmed). A career enquiry is filed
 * as General Enquiry and gets its message; an unknown or missing category gets the general thanks.
 */
export function leadSuccessMessage(category: string | null | undefined): SuccessMessage {
  const wanted = category?.trim().toLowerCase()
  const key = Object.keys(SUCCESS_MESSAGES).find((candidate) => candidate.toLowerCase() === wanted)
  return (key && SUCCESS_MESSAGES[key]) || DEFAULT_SUCCESS
}
