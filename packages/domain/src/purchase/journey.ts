/**
 * Buying a car online (issue 16, `/checkout-journey?car_id={slug}`): "A guided purchase in steps that a
 * shopper can leave and resume from /my-garage: reserve, trade-in (the existing trade-in form), finance or
 * pay in full (the finance issue's journey), delivery or pickup (the delivery zones of the vehicle page),
 * review and confirm. Each step is stored." Pure rules: the steps, which one a journey is at, and which the
 * shopper may open.
 */

export const PURCHASE_STEPS = [
  { key: 'reserve', title: 'Reserve' },
  { key: 'tradeIn', title: 'Trade-in' },
  { key: 'payment', title: 'Finance or pay in full' },
  { key: 'delivery', title: 'Delivery or pickup' },
  { key: 'review', title: 'Review and confirm' },
] as const

export type PurchaseStepKey = (typeof PURCHASE_STEPS)[number]['key']

export const TRADE_IN_CHOICES = ['none', 'valuation'] as const
export const PAYMENT_CHOICES = ['full', 'finance'] as const
export const HANDOVER_CHOICES = ['pickup', 'delivery'] as const

export type TradeInChoice = (typeof TRADE_IN_CHOICES)[number]
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number]
export type HandoverChoice = (typeof HANDOVER_CHOICES)[number]

export const PURCHASE_CHOICE_LABELS = {
  tradeIn: { none: 'No trade-in', valuation: 'I have a car to trade in' },
  payment: { full: 'Pay in full', finance: 'Finance' },
  handover: { pickup: 'Pick up from the dealership', delivery: 'Deliver it to me' },
} as const

/** What a journey has stored so far. */
export interface PurchaseJourneyState {
  reservationPaid: boolean
  tradeIn: TradeInChoice | null
  payment: PaymentChoice | null
  handover: HandoverChoice | null
  confirmed: boolean
}

/** The first step still to do (the review once everything is answered); null once confirmed. */
export function currentPurchaseStep(state: PurchaseJourneyState): PurchaseStepKey | null {
  if (state.confirmed) return null
  if (!state.reservationPaid) return 'reserve'
  if (!state.tradeIn) return 'tradeIn'
  if (!state.payment) return 'payment'
  if (!state.handover) return 'delivery'
  return 'review'
}

/** 1-based position of a step, as the step progress shows it. */
export const purchaseStepNumber = (key: PurchaseStepKey) =>
  PURCHASE_STEPS.findIndex((step) => step.key === key) + 1

/**
 * The step to show when the shopper asks for `requested` (a `?step=` link to change an answer): any step
 * already reached, except the reserve step once paid (the deposit cannot be paid twice); otherwise the
 * current one.
 */
export function purchaseStepToShow(
  state: PurchaseJourneyState,
  requested: string | null,
): PurchaseStepKey | null {
  const current = currentPurchaseStep(state)
  if (!current) return null
  const asked = PURCHASE_STEPS.find((step) => step.key === requested)?.key
  if (!asked || asked === 'reserve') return current
  return purchaseStepNumber(asked) <= purchaseStepNumber(current) ? asked : current
}
