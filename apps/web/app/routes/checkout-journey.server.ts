import { type Args, loadPurchaseJourney } from '~/purchase/purchase-journey.server'
import { purchaseJourneyAction } from '~/purchase/purchase-journey-action.server'

/** `/checkout-journey`: Buy Online's five steps, whose rules and storage live in `~/purchase/`. */
export function loadCheckoutJourney(args: Args) {
  return loadPurchaseJourney(args)
}

export function submitCheckoutJourneyStep(args: Args) {
  return purchaseJourneyAction(args)
}
