import { describe, expect, it } from 'vitest'
import {
  PRICE_COMPARISON_FETCH_ERROR,
  priceComparisonBand,
  priceComparisonGauge,
  priceComparisonLabel,
} from './price-comparison-gauge.ts'

const complete = {
  fill: 0.7,
  listing_price: 41_990,
  market_range_min: 38_000,
  market_range_max: 52_000,
  confidence: 0.6,
  description: 'Based on 14 similar Toyota HiLux listings from 2022 to 2024 across Australia',
}

describe('price-comparison gauge visibility', () => {
  // "Price-comparison panel shows only when fill, listing_price, market range min and max, and confidence
  // are all present, confidence is above 0.2, and the market maximum is not below the listing price."
  it('shows with complete data', () => {
    expect(priceComparisonGauge(complete)).toEqual({
      fill: 0.7,
      band: 'high',
      label: 'Great Deal',
      listingPrice: 41_990,
      marketMin: 38_000,
      marketMax: 52_000,
      description: complete.description,
    })
  })

  it.each(['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const)(
    'hides when %s is missing',
    (field) => {
      expect(priceComparisonGauge({ ...complete, [field]: undefined })).toBeNull()
      expect(priceComparisonGauge({ ...complete, [field]: null })).toBeNull()
    },
  )

  it('"confidence is above 0.2": 0.2 itself hides the panel', () => {
    expect(priceComparisonGauge({ ...complete, confidence: 0.2 })).toBeNull()
    expect(priceComparisonGauge({ ...complete, confidence: 0.21 })).not.toBeNull()
  })

  it('"the market maximum is not below the listing price"', () => {
    expect(priceComparisonGauge({ ...complete, market_range_max: 41_989 })).toBeNull()
    expect(priceComparisonGauge({ ...complete, market_range_max: 41_990 })).not.toBeNull()
  })

  it('"hidden on error or missing data"', () => {
    expect(priceComparisonGauge(null)).toBeNull()
    expect(priceComparisonGauge(undefined)).toBeNull()
  })

  it("logs 'Failed to fetch auto gauge data.'", () => {
    expect(PRICE_COMPARISON_FETCH_ERROR).toBe('Failed to fetch auto gauge data.')
  })
})

describe('gauge bands and label', () => {
  // "Gauge colour bands: fill under 0.3 low, 0.3 to under 0.6 medium, 0.6 and over high."
  it.each([
    [0, 'low'],
    [0.29, 'low'],
    [0.3, 'medium'],
    [0.59, 'medium'],
    [0.6, 'high'],
    [1, 'high'],
  ] as const)('fill %f is %s', (fill, band) => {
    expect(priceComparisonBand(fill)).toBe(band)
  })

  // "Label 'Good Deal' below 0.65 fill, otherwise 'Great Deal'."
  it.each([
    [0.1, 'Good Deal'],
    [0.649, 'Good Deal'],
    [0.65, 'Great Deal'],
    [0.9, 'Great Deal'],
  ] as const)('fill %f reads %s', (fill, label) => {
    expect(priceComparisonLabel(fill)).toBe(label)
  })
})
