import {
  type DeliveryQuote,
  type DeliveryZone,
  deliveryQuote,
} from '@forecourt/domain/calculators/delivery-quote'
import { justSubmitted, keptParams } from './calculator-params'

/**
 * The delivery calculator (spec, stock document sections 5, 8 and 9): the dealer's delivery zones, which
 * the browser quotes from, and the answer for `?postcode=` that the page renders without JavaScript.
 */

export const POSTCODE_PARAM = 'postcode'
/** Australian postcodes have 4 digits. */
export const POSTCODE_LENGTH = 4

export interface DeliveryCalculatorView {
  zones: DeliveryZone[]
  postcode: string
  /** Null until the form is sent. */
  quote: DeliveryQuote | null
  /** This form was the one just submitted: its answer takes the focus. */
  focus: boolean
  kept: [string, string][]
}

/** Null when the dealer has no delivery zones: no postcode could get a price, so the page leaves it out. */
export function deliveryCalculatorView(
  zones: readonly DeliveryZone[],
  searchParams: URLSearchParams,
): DeliveryCalculatorView | null {
  if (zones.length === 0) return null
  const sent = searchParams.get(POSTCODE_PARAM)
  // Echo no more than a few characters: the field holds four.
  const postcode = (sent ?? '').trim().slice(0, POSTCODE_LENGTH * 2)
  return {
    zones: zones.map((zone) => ({
      name: zone.name,
      price: zone.price,
      postcodeRanges: zone.postcodeRanges.map((range) => ({ from: range.from, to: range.to })),
    })),
    postcode,
    quote: sent === null ? null : deliveryQuote(postcode, zones),
    focus: sent !== null && justSubmitted(searchParams, 'delivery'),
    kept: keptParams(searchParams, [POSTCODE_PARAM]),
  }
}
