import { describe, expect, it } from 'vitest'
import { clampListingAgeThreshold, isListed, stockVisibility } from './stock-visibility.ts'

const now = new Date('2026-11-20T00:00:00Z')
const nowSeconds = now.getTime() / 1000
const day = 86_400
const defaults = { listingAgeThresholdDays: 3, usedStockOnly: false, inStockOnly: false }

describe('stock visibility', () => {
  it('"listing-age threshold of 0 to 14 days", clamped to that range', () => {
    expect(clampListingAgeThreshold(-2)).toBe(0)
    expect(clampListingAgeThreshold(30)).toBe(14)
    expect(clampListingAgeThreshold(Number.NaN)).toBe(3)
  })

  it('keeps a sold car listed for the threshold (default 3 days), then drops it', () => {
    const visibility = stockVisibility(defaults, now)
    const sold = (daysAgo: number) => ({
      status: 'sold',
      car_type: 'used',
      updated_at_timestamp: nowSeconds - daysAgo * day,
    })
    expect(isListed(sold(2.9), visibility)).toBe(true)
    expect(isListed(sold(3.1), visibility)).toBe(false)
  })

  it('never drops an in-stock car for its age', () => {
    const visibility = stockVisibility({ ...defaults, listingAgeThresholdDays: 0 }, now)
    expect(
      isListed(
        { status: 'in_stock', car_type: 'new', updated_at_timestamp: nowSeconds - 400 * day },
        visibility,
      ),
    ).toBe(true)
  })

  it('"some dealers restrict to used cars or in_stock"', () => {
    const usedOnly = stockVisibility({ ...defaults, usedStockOnly: true }, now)
    expect(
      isListed({ status: 'in_stock', car_type: 'new', updated_at_timestamp: nowSeconds }, usedOnly),
    ).toBe(false)
    expect(
      isListed({ status: 'in_stock', car_type: 'used', updated_at_timestamp: nowSeconds }, usedOnly),
    ).toBe(true)
    const inStockOnly = stockVisibility({ ...defaults, inStockOnly: true }, now)
    expect(
      isListed({ status: 'coming_soon', car_type: 'new', updated_at_timestamp: nowSeconds }, inStockOnly),
    ).toBe(false)
  })
})
