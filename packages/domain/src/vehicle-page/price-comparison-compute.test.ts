import { describe, expect, it } from 'vitest'
import {
  computePriceComparison,
  priceComparisonConfidence,
  priceComparisonDescription,
  priceComparisonFill,
} from './price-comparison-compute.ts'
import { priceComparisonGauge } from './price-comparison-gauge.ts'

const hilux = { make: 'Toyota', model: 'HiLux', yearFrom: 2022, yearTo: 2024 }

describe('computePriceComparison', () => {
  it('returns the spec\'s fields: "fill (0 to 1), listing_price, market_range_min, market_range_max, confidence, description"', () => {
    const result = computePriceComparison({
      listingPrice: 45_000,
      market: { min: 40_000, max: 60_000, average: 50_000, count: 14 },
      basis: hilux,
    })
    expect(result).toEqual({
      fill: 0.75,
      listing_price: 45_000,
      market_range_min: 40_000,
      market_range_max: 60_000,
      confidence: 0.58,
      description: 'Based on 14 similar Toyota HiLux listings from 2022 to 2024 across Australia',
    })
    expect(priceComparisonGauge(result)?.label).toBe('Great Deal')
  })

  it('has nothing to say without market data or a price', () => {
    expect(computePriceComparison({ listingPrice: 45_000, market: null })).toBeNull()
    expect(
      computePriceComparison({ listingPrice: 0, market: { min: 1, max: 2, average: 1.5, count: 5 } }),
    ).toBeNull()
  })

  it('a car dearer than every comparable is hidden by the gauge rule', () => {
    const result = computePriceComparison({
      listingPrice: 70_000,
      market: { min: 40_000, max: 60_000, average: 50_000, count: 30 },
    })
    expect(result?.fill).toBe(0)
    expect(priceComparisonGauge(result)).toBeNull()
  })
})

describe('fill: a lower price in the market range is a better deal', () => {
  it('is 1 at the market minimum, 0 at the maximum, linear between', () => {
    expect(priceComparisonFill(40_000, 40_000, 60_000)).toBe(1)
    expect(priceComparisonFill(60_000, 40_000, 60_000)).toBe(0)
    expect(priceComparisonFill(50_000, 40_000, 60_000)).toBe(0.5)
    expect(priceComparisonFill(44_000, 40_000, 60_000)).toBe(0.8)
  })
  it('stays within 0..1 outside the range', () => {
    expect(priceComparisonFill(30_000, 40_000, 60_000)).toBe(1)
    expect(priceComparisonFill(90_000, 40_000, 60_000)).toBe(0)
  })
  it('handles a market with no spread', () => {
    expect(priceComparisonFill(50_000, 50_000, 50_000)).toBe(0.5)
    expect(priceComparisonFill(49_000, 50_000, 50_000)).toBe(1)
    expect(priceComparisonFill(51_000, 50_000, 50_000)).toBe(0)
  })
})

describe('confidence from the number of comparables: count / (count + 10)', () => {
  it.each([
    [0, 0],
    [1, 0.09],
    [2, 0.17],
    [3, 0.23],
    [10, 0.5],
    [90, 0.9],
  ])('%i comparables give %f', (count, confidence) => {
    expect(priceComparisonConfidence(count)).toBe(confidence)
  })
  it('rises with more comparables and passes the 0.2 threshold from 3 listings', () => {
    expect(priceComparisonConfidence(2)).toBeLessThanOrEqual(0.2)
    expect(priceComparisonConfidence(3)).toBeGreaterThan(0.2)
    expect(priceComparisonConfidence(40)).toBeGreaterThan(priceComparisonConfidence(20))
  })
})

describe('description: what the comparison is based on', () => {
  it('names the count, make, model and years', () => {
    expect(priceComparisonDescription(14, hilux)).toBe(
      'Based on 14 similar Toyota HiLux listings from 2022 to 2024 across Australia',
    )
  })
  it('reads naturally for a single year and a single listing', () => {
    expect(priceComparisonDescription(1, { ...hilux, yearFrom: 2023, yearTo: 2023 })).toBe(
      'Based on 1 similar Toyota HiLux listing from 2023 across Australia',
    )
  })
  it('falls back to a generic text without a basis', () => {
    expect(priceComparisonDescription(5)).toBe('Based on 5 similar listings across Australia')
  })
})
