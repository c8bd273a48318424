/**
 * The finance journey's words and steps (spec, forms document sections 2, 4, 8 and 9): "It is shown
 * inline or as a popup dialog titled 'Instant Finance pre-approval with no impact on your credit
 * score.'"; "The popup header has four steps: Quick Estimate, Your Details, Instant pre-approval, Apply to
 * lender"; "The popup has two form steps, split at the name field"; "Buttons read 'Get A Personalised
 * Quote' and 'Back'"; the 'Get Finance Now' panel; the page's "three steps: apply online, get
 * pre-approved, purchase"; and the customer-creation texts of the error catalogue.
 */

export const FINANCE_DIALOG_TITLE = 'Instant Finance pre-approval with no impact on your credit score.'
export const FINANCE_FORM_ANCHOR = 'finance-form'

export const FINANCE_HEADER_STEPS = [
  'Quick Estimate',
  'Your Details',
  'Instant pre-approval',
  'Apply to lender',
] as const

/** The form's two steps: the quick estimate, then the details from the name field on (and the code). */
export type FinanceFormStep = 1 | 2

export const PERSONALISED_QUOTE_LABEL = 'Get A Personalised Quote'
export const BACK_LABEL = 'Back'
/** The details step's submit: the code is checked, the lead sent and the application started. */
export const PRE_APPROVAL_LABEL = 'Get Pre-Approved'

export const FINANCE_PAGE_STEPS = [
  { title: 'Apply online', text: 'Tell us the car and the loan you have in mind. It takes two minutes.' },
  {
    title: 'Get pre-approved',
    text: 'Verify your mobile and get an instant pre-approval with no impact on your credit score.',
  },
  { title: 'Purchase', text: 'Finish your application with the lender and drive away in your new car.' },
] as const

export const GET_FINANCE_NOW = {
  heading: 'Get Finance Now',
  text: 'Find the car you love, then get an instant finance pre-approval with no impact on your credit score.',
  startLabel: 'Start Finance Journey',
  viewAllLabel: 'View All Used Cars',
  /** "a 'Start Finance Journey' button to the used-cars search" */
  searchPath: '/search/used-cars',
} as const

// The error catalogue's customer-creation texts (section 8), exactly.
export const CUSTOMER_FAILED_MESSAGE = 'Failed to create YouX customer'
export const CUSTOMER_FAILED_WITH_PROVIDER_MESSAGE = 'Failed to create customer with YouX'
export const NO_REDIRECT_MESSAGE = 'Failed to create customer or no redirect URL received.'

/** What the shopper is told, with the spec's text first, when the customer could not be created. */
export function customerFailureMessages(
  failure: { kind: 'rejected' | 'unavailable' | 'no-redirect'; providerMessage: string | null },
  dealerName: string,
): string[] {
  const headline =
    failure.kind === 'no-redirect'
      ? NO_REDIRECT_MESSAGE
      : (failure.providerMessage ??
        (failure.kind === 'unavailable' ? CUSTOMER_FAILED_WITH_PROVIDER_MESSAGE : CUSTOMER_FAILED_MESSAGE))
  return [
    headline,
    `Your finance enquiry has reached ${dealerName}, who will be in touch. You can also try again now: your details are kept and you will not be asked for a new code.`,
  ]
}

/** The finance page for this dealer: "/apply-for-finance is used when a flag is on, otherwise /finance". */
export function financePagePath(settings: { applyForFinancePage: boolean }): string {
  return settings.applyForFinancePage ? '/apply-for-finance' : '/finance'
}

/** The finance pages, each of which shows the same journey. */
export const FINANCE_PATHS = [
  '/finance',
  '/finance-enquiry',
  '/apply-for-finance',
  '/finance-pre-approval',
  '/personalised/finance',
] as const

/**
 * The finance pages' query (spec section 2: "Query parameters: preferredDealership, vehiclePriceBudget,
 * car_id, car_type, vin"), read leniently: a malformed value is dropped, never an error.
 */
export interface FinanceQuery {
  carId: string | null
  vin: string | null
  carType: 'new' | 'used' | 'demo' | null
  preferredDealership: string | null
  /** A budget in whole dollars, as the amount's starting value. */
  vehiclePriceBudget: number | null
}

const CAR_ID = /^[A-Za-z0-9_-]{1,64}$/
const VIN = /^[A-HJ-NPR-Z0-9]{11,17}$/i
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/

export function parseFinanceQuery(params: URLSearchParams): FinanceQuery {
  const value = (name: string) => params.get(name)?.trim() || null
  const carType = value('car_type')?.toLowerCase()
  const budget = Number(value('vehiclePriceBudget')?.replace(/[$,\s]/g, ''))
  const dealership = value('preferredDealership')?.toLowerCase() ?? null
  const carId = value('car_id')
  const vin = value('vin')
  return {
    carId: carId && CAR_ID.test(carId) ? carId : null,
    vin: vin && VIN.test(vin) ? vin.toUpperCase() : null,
    carType: carType === 'new' || carType === 'used' || carType === 'demo' ? carType : null,
    preferredDealership: dealership && SLUG.test(dealership) ? dealership : null,
    vehiclePriceBudget: Number.isFinite(budget) && budget > 0 ? Math.round(budget) : null,
  }
}

/**
 * The quote's disclaimer, opened from the quote box wherever a rate shows: the comparison rate warning
 * (National Credit Code s164) and the credit-assistance framing of ASIC RG 178 (a quote is no offer).
 */
export const FINANCE_QUOTE_DISCLAIMER = [
  'Comparison rate based on a 5-year $30,000 secured loan.',
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
  'Repayments and rates are an estimate for the amount, term and credit score you chose, before any credit check. They are not an offer of credit. Approval is subject to the lender’s credit criteria, and fees and charges apply.',
  'Getting a pre-approval does not affect your credit score. The lender will run a credit check only if you continue your application with them.',
] as const
