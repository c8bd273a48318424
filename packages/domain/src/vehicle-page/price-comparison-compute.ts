import type { PriceComparisonResult } from './price-comparison-gauge.ts'

/**
 * Computes the price-comparison result for one car from the price range of comparable stock across the
 * platform (same make and model, nearby year and km; see `@forecourt/search/market-price-range`).
 *
 * fill: where the listing price sits in the market range, read so that a fuller gauge is a better deal:
 *   fill = (market max - listing price) / (market max - market min), clamped to 0..1.
 *   A car priced at the market minimum fills the gauge (1), at the maximum it is empty (0). With no spread
 *   (max = min) the car is at the market price, 0.5, or a clear bargain (1) / overpriced (0) outside it.
 *   The market average is not used: the gauge is drawn on the min..max scale, so fill stays linear in it.
 *
 * confidence: how much to trust a range drawn from `count` comparables, on the saturating curve
 *   confidence = count / (count + 10), rounded to 2 decimals:
 *   1 -> 0.09, 2 -> 0.17, 3 -> 0.23, 5 -> 0.33, 10 -> 0.5, 30 -> 0.75, 90 -> 0.9.
 *   The panel needs a confidence above 0.2, so it shows from 3 comparable listings up.
 */

export interface MarketRange {
  min: number
  max: number
  average: number
  count: number
}

/** What the comparables have in common, for the description. */
export interface PriceComparisonBasis {
  make: string
  model: string
  yearFrom: number
  yearTo: number
}

export interface PriceComparisonInput {
  listingPrice: number
  market: MarketRange | null
  basis?: PriceComparisonBasis
}

/** Comparables at which confidence reaches 0.5. */
export const PRICE_COMPARISON_CONFIDENCE_HALF_COUNT = 10

const round2 = (value: number) => Math.round(value * 100) / 100

export function priceComparisonFill(listingPrice: number, min: number, max: number): number {
  if (max <= min) {
    if (listingPrice < min) return 1
    if (listingPrice > max) return 0
    return 0.5
  }
  return round2(Math.min(1, Math.max(0, (max - listingPrice) / (max - min))))
}

export function priceComparisonConfidence(count: number): number {
  if (!(count > 0)) return 0
  return round2(count / (count + PRICE_COMPARISON_CONFIDENCE_HALF_COUNT))
}

/** e.g. 'Based on 14 similar Toyota HiLux listings from 2022 to 2024 across Australia' */
export function priceComparisonDescription(count: number, basis?: PriceComparisonBasis): string {
  const listings = count === 1 ? 'listing' : 'listings'
  if (!basis) return `Based on ${count} similar ${listings} across Australia`
  const years =
    basis.yearFrom === basis.yearTo ? `from ${basis.yearFrom}` : `from ${basis.yearFrom} to ${basis.yearTo}`
  return `Based on ${count} similar ${basis.make} ${basis.model} ${listings} ${years} across Australia`
}

/** Null when there is nothing to compare against (no market data, or a car without a price). */
export function computePriceComparison(input: PriceComparisonInput): PriceComparisonResult | null {
  const { listingPrice, market } = input
  if (!market || market.count <= 0 || !(listingPrice > 0)) return null
  return {
    fill: priceComparisonFill(listingPrice, market.min, market.max),
    listing_price: listingPrice,
    market_range_min: market.min,
    market_range_max: market.max,
    confidence: priceComparisonConfidence(market.count),
    description: priceComparisonDescription(market.count, input.basis),
  }
}
