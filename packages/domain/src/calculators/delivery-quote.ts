/**
 * The vehicle page's delivery calculator (spec, stock document sections 5, 7, 8 and 9): a postcode gives
 * a price and a zone name from the dealer's delivery zones; "an empty postcode gives 'Please enter a
 * postcode.'"; when delivery is not possible: "Sorry, we can't provide an estimate for that location.
 * Please use the enquiry form on this page or give us a call to get a quote."
 *
 * A zone covers inclusive ranges of 4-digit postcodes. When zones overlap, the narrowest matching range
 * wins (a metro zone inside a state zone), then the zone listed first. A postcode that is not 4 digits
 * cannot be matched and gets the "not possible" message.
 */

export const DELIVERY_TEXT = 'We can deliver your car to anywhere in Australia'
export const DELIVERY_EMPTY_POSTCODE = 'Please enter a postcode.'
export const DELIVERY_NOT_POSSIBLE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."

export interface DeliveryZone {
  name: string
  price: number
  postcodeRanges: readonly { from: string | number; to: string | number }[]
}

export type DeliveryQuote =
  | { kind: 'quote'; postcode: string; price: number; zoneName: string }
  | { kind: 'error'; message: string }

export function deliveryQuote(
  postcodeInput: string | null | undefined,
  zones: readonly DeliveryZone[],
): DeliveryQuote {
  const postcode = (postcodeInput ?? '').trim()
  if (!postcode) return { kind: 'error', message: DELIVERY_EMPTY_POSTCODE }
  if (!/^\d{4}$/.test(postcode)) return { kind: 'error', message: DELIVERY_NOT_POSSIBLE }
  const value = Number(postcode)
  let best: { zone: DeliveryZone; width: number } | null = null
  for (const zone of zones) {
    for (const range of zone.postcodeRanges) {
      const from = Number(range.from)
      const to = Number(range.to)
      if (!(value >= from && value <= to)) continue
      const width = to - from
      if (!best || width < best.width) best = { zone, width }
    }
  }
  if (!best) return { kind: 'error', message: DELIVERY_NOT_POSSIBLE }
  return { kind: 'quote', postcode, price: best.zone.price, zoneName: best.zone.name }
}
