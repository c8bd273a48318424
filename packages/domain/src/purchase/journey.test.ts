import { describe, expect, it } from 'vitest'
import {
  currentPurchaseStep,
  PURCHASE_STEPS,
  type PurchaseJourneyState,
  purchaseStepToShow,
} from './journey.ts'

const start: PurchaseJourneyState = {
  reservationPaid: false,
  tradeIn: null,
  payment: null,
  handover: null,
  confirmed: false,
}

describe('the online purchase journey (issue 16)', () => {
  it("has the issue's five steps: reserve, trade-in, finance or pay in full, delivery or pickup, review and confirm", () => {
    expect(PURCHASE_STEPS.map((step) => step.title)).toEqual([
      'Reserve',
      'Trade-in',
      'Finance or pay in full',
      'Delivery or pickup',
      'Review and confirm',
    ])
  })

  it('resumes at the first step not yet done', () => {
    expect(currentPurchaseStep(start)).toBe('reserve')
    const paid = { ...start, reservationPaid: true }
    expect(currentPurchaseStep(paid)).toBe('tradeIn')
    expect(currentPurchaseStep({ ...paid, tradeIn: 'none' })).toBe('payment')
    expect(currentPurchaseStep({ ...paid, tradeIn: 'none', payment: 'full' })).toBe('delivery')
    const answered = { ...paid, tradeIn: 'valuation', payment: 'finance', handover: 'pickup' } as const
    expect(currentPurchaseStep(answered)).toBe('review')
    expect(currentPurchaseStep({ ...answered, confirmed: true })).toBeNull()
  })

  it('lets the shopper go back to change an answer, never ahead, and never to pay the deposit twice', () => {
    const atPayment = { ...start, reservationPaid: true, tradeIn: 'none' } as const
    expect(purchaseStepToShow(atPayment, 'tradeIn')).toBe('tradeIn')
    expect(purchaseStepToShow(atPayment, 'delivery')).toBe('payment')
    expect(purchaseStepToShow(atPayment, 'review')).toBe('payment')
    expect(purchaseStepToShow(atPayment, 'reserve')).toBe('payment')
    expect(purchaseStepToShow(atPayment, 'nonsense')).toBe('payment')
    expect(purchaseStepToShow(start, 'tradeIn')).toBe('reserve')
  })
})
