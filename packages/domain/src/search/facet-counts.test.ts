import { describe, expect, it } from 'vitest'
import { displayCount, displayFacetCounts } from './facet-counts.ts'

describe('"Counts above 1999 are replaced by stock counts."', () => {
  it('keeps counts up to 1999 from the search', () => {
    expect(displayCount(1999, 2500)).toBe(1999)
    expect(displayCount(12, 14)).toBe(12)
  })

  it('replaces a count above 1999 by the stock count when it is known', () => {
    expect(displayCount(2000, 2412)).toBe(2412)
    expect(displayCount(2000, null)).toBe(2000)
  })

  it('applies to each facet value with its own stock count', () => {
    const values = [
      { value: 'Toyota', count: 2000, highlighted: 'Toyota' },
      { value: 'Ford', count: 150, highlighted: 'Ford' },
      { value: 'Mazda', count: 3000, highlighted: 'Mazda' },
    ]
    expect(displayFacetCounts(values, { Toyota: 2217, Ford: 999 })).toEqual([
      { value: 'Toyota', count: 2217, highlighted: 'Toyota' },
      { value: 'Ford', count: 150, highlighted: 'Ford' },
      { value: 'Mazda', count: 3000, highlighted: 'Mazda' },
    ])
    expect(displayFacetCounts([{ value: 'constructor', count: 5000 }], {})).toEqual([
      { value: 'constructor', count: 5000 },
    ])
  })
})
