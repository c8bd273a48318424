/**
 * The price-comparison panel's gauge (spec, stock document sections 4, 5, 8, 9). The panel "shows only
 * when fill, listing_price, market range min and max, and confidence are all present, confidence is above
 * 0.2, and the market maximum is not below the listing price".
 */

/** The answer of `GET {car path}/autogauge`, field names as the spec gives them. */
export interface PriceComparisonResult {
  fill: number
  listing_price: number
  market_range_min: number
  market_range_max: number
  confidence: number
  description: string
}

export type PriceComparisonBand = 'low' | 'medium' | 'high'
export type PriceComparisonLabel = 'Good Deal' | 'Great Deal'

export interface PriceComparisonGauge {
  fill: number
  band: PriceComparisonBand
  label: PriceComparisonLabel
  listingPrice: number
  marketMin: number
  marketMax: number
  description: string
}

export const PRICE_COMPARISON_MIN_CONFIDENCE = 0.2
/** Spec section 8: logged when the call fails; the panel then shows nothing. */
export const PRICE_COMPARISON_FETCH_ERROR = 'Failed to fetch auto gauge data.'

const present = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** "fill under 0.3 low, 0.3 to under 0.6 medium, 0.6 and over high" */
export function priceComparisonBand(fill: number): PriceComparisonBand {
  if (fill < 0.3) return 'low'
  if (fill < 0.6) return 'medium'
  return 'high'
}

/** "Label 'Good Deal' below 0.65 fill, otherwise 'Great Deal'." */
export function priceComparisonLabel(fill: number): PriceComparisonLabel {
  return fill < 0.65 ? 'Good Deal' : 'Great Deal'
}

/** The gauge to draw, or null when the panel must stay hidden (missing data, low confidence...). */
export function priceComparisonGauge(
  result: Partial<Record<keyof PriceComparisonResult, unknown>> | null | undefined,
): PriceComparisonGauge | null {
  if (!result) return null
  const { fill, listing_price, market_range_min, market_range_max, confidence, description } = result
  if (!present(fill) || !present(listing_price) || !present(confidence)) return null
  if (!present(market_range_min) || !present(market_range_max)) return null
  if (confidence <= PRICE_COMPARISON_MIN_CONFIDENCE) return null
  if (market_range_max < listing_price) return null
  const clamped = Math.min(1, Math.max(0, fill))
  return {
    fill: clamped,
    band: priceComparisonBand(clamped),
    label: priceComparisonLabel(clamped),
    listingPrice: listing_price,
    marketMin: market_range_min,
    marketMax: market_range_max,
    description: typeof description === 'string' ? description : '',
  }
}
