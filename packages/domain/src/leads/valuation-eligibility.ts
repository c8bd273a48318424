/**
 * Valuation eligibility (spec, forms document section 4): "a car is eligible only if it is in stock, not
 * sold, not reserved and priced above 200." The rule already lives in `vehicle-card-availability.ts`
 * (`isReserveEligible`, which gates the reserve, online purchase and trade-in buttons on the card and the
 * car page); this module gives the trade-in valuation the spec's own name for it rather than a second
 * copy, so the buttons and the valuation can never disagree. "Not sold" needs no check of its own: a
 * car whose status is in_stock is not sold.
 */

export {
  isReserveEligible as isValuationEligible,
  RESERVE_MINIMUM_PRICE as VALUATION_MINIMUM_PRICE,
} from '../vehicle-card/availability.ts'
