import { describe, expect, it } from 'vitest'
import { priceRangeLabel, weeklyPriceRangeLabel } from './price-ranges.ts'

describe('priceRangeLabel', () => {
  it.each([
    [0, 'Price on application'],
    [9_999, 'Under $10,000'],
    [10_000, '$10,000 - $20,000'],
    [49_990, '$40,000 - $50,000'],
    [150_000, '$150,000 and over'],
  ])('labels %i as %s', (price, label) => {
    expect(priceRangeLabel(price)).toBe(label)
  })
})

describe('weeklyPriceRangeLabel', () => {
  it('bands weekly repayments', () => {
    expect(weeklyPriceRangeLabel(99)).toBe('Under $100/wk')
    expect(weeklyPriceRangeLabel(180)).toBe('$150 - $200/wk')
    expect(weeklyPriceRangeLabel(650)).toBe('$500/wk and over')
  })
  it('has no band without an estimate', () => {
    expect(weeklyPriceRangeLabel(null)).toBeNull()
    expect(weeklyPriceRangeLabel(0)).toBeNull()
  })
})
