import { stockVisibility } from '@forecourt/domain/search/stock-visibility'
import { describe, expect, it } from 'vitest'
import { writeFilter } from './filter-writer.ts'
import { stockFilter } from './stock-filter.ts'

const now = new Date('2026-11-20T00:00:00Z')
const since = now.getTime() / 1000 - 3 * 86_400

describe('stockFilter', () => {
  it('confines to the site’s dealers and drops sold cars past the listing-age threshold', () => {
    const visibility = stockVisibility(
      { listingAgeThresholdDays: 3, usedStockOnly: false, inStockOnly: false },
      now,
    )
    expect(writeFilter(stockFilter(['southern-cross-motors'], visibility))).toBe(
      `(dealership_slug:=[\`southern-cross-motors\`]) && ((status:!=[\`sold\`]) || (updated_at_timestamp:>=${since}))`,
    )
  })
  it('adds the used-only and in-stock-only restrictions', () => {
    const visibility = stockVisibility(
      { listingAgeThresholdDays: 3, usedStockOnly: true, inStockOnly: true },
      now,
    )
    expect(writeFilter(stockFilter(['a', 'b'], visibility))).toBe(
      `(dealership_slug:=[\`a\`,\`b\`]) && ((status:!=[\`sold\`]) || (updated_at_timestamp:>=${since})) && (car_type:=[\`used\`]) && (status:=[\`in_stock\`])`,
    )
  })
  it('refuses to build a filter for no dealer, which would match everyone', () => {
    const visibility = stockVisibility(
      { listingAgeThresholdDays: 3, usedStockOnly: false, inStockOnly: false },
      now,
    )
    expect(() => stockFilter([], visibility)).toThrow(/at least one dealer/)
  })
})
