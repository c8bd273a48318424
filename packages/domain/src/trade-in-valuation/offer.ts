/**
 * A dealer may turn an instant valuation into an offer the shopper accepts on the page (issue 33: "an
 * offer valid for N days"): the low end of the range, so the dealer never offers more than half the
 * comparables support. It is valid for the dealer's number of days from when it was made, to the
 * millisecond; no days set means the dealer makes no instant offers.
 */

export interface TradeInOffer {
  amount: number
  madeAt: string
  expiresAt: string
}

const DAY_MS = 86_400_000

export function tradeInOffer(
  valuation: { kind: 'range'; low: number } | { kind: 'callBack' },
  validDays: number | null,
  now: Date,
): TradeInOffer | null {
  if (valuation.kind !== 'range' || !validDays || validDays < 1) return null
  return {
    amount: valuation.low,
    madeAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + validDays * DAY_MS).toISOString(),
  }
}

/** Whether the offer may still be accepted at `now`. */
export const isOfferOpen = (offer: Pick<TradeInOffer, 'expiresAt'>, now: Date): boolean =>
  now.getTime() < Date.parse(offer.expiresAt)
