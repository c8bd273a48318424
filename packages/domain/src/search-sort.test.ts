import { describe, expect, it } from 'vitest'
import { sortIndexName, sortOption, sortOptions, sortValueFromIndexName } from './search-sort.ts'

describe('sort options', () => {
  it('lists the dealer default first, then price, km, year and newest listed', () => {
    expect(sortOptions({ priceAscendingExcludesZero: false })).toEqual([
      { value: 'featured', label: 'Featured', sortBy: 'custom_rank:desc' },
      { value: 'price-asc', label: 'Price: Low to High', sortBy: 'price:asc' },
      { value: 'price-desc', label: 'Price: High to Low', sortBy: 'price:desc' },
      { value: 'km-asc', label: 'Kilometres: Low to High', sortBy: 'km:asc' },
      { value: 'year-desc', label: 'Year: Newest First', sortBy: 'year:desc' },
      { value: 'listed-desc', label: 'Newest Listed', sortBy: 'created_at_timestamp:desc' },
    ])
  })

  it('"When sorting by price ascending, some dealers add the condition price greater than 0"', () => {
    const options = sortOptions({ priceAscendingExcludesZero: true })
    expect(options.find((option) => option.value === 'price-asc')?.extraFilter).toBe('price:>0')
    expect(options.filter((option) => option.extraFilter)).toHaveLength(1)
  })

  it('falls back to the dealer default for an unknown value', () => {
    expect(sortOption('price-desc', { priceAscendingExcludesZero: false }).sortBy).toBe('price:desc')
    expect(sortOption('cheapest', { priceAscendingExcludesZero: false }).value).toBe('featured')
    expect(sortOption(null, { priceAscendingExcludesZero: false }).value).toBe('featured')
  })

  it('names the InstantSearch index for each order, and back', () => {
    const settings = { priceAscendingExcludesZero: false }
    expect(sortIndexName('vehicles', sortOption('featured', settings))).toBe('vehicles')
    expect(sortIndexName('vehicles', sortOption('km-asc', settings))).toBe('vehicles/sort/km:asc')
    expect(sortValueFromIndexName('vehicles', 'vehicles/sort/km:asc')).toBe('km-asc')
    expect(sortValueFromIndexName('vehicles', 'vehicles')).toBe('featured')
    expect(sortValueFromIndexName('vehicles', 'vehicles/sort/views:desc')).toBe('featured')
  })
})
