import { describe, expect, it } from 'vitest'
import {
  defaultSort,
  sortByFrom,
  sortIndexName,
  sortOption,
  sortOptions,
  sortValueFromIndexName,
} from './sort.ts'

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
    expect(options.find((option) => option.value === 'price-asc')?.excludesZeroPrice).toBe(true)
    expect(options.filter((option) => option.excludesZeroPrice)).toHaveLength(1)
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

  it('offers "Nearest first" only near a place, where it is the default', () => {
    const settings = { priceAscendingExcludesZero: false }
    expect(sortOptions(settings).map((option) => option.value)).not.toContain('nearest')
    expect(sortOptions(settings, true)[0]).toEqual({
      value: 'nearest',
      label: 'Nearest first',
      sortBy: 'custom_rank:desc',
    })
    expect(defaultSort(true)).toBe('nearest')
    expect(defaultSort(false)).toBe('featured')
    expect(sortOption('nearest', settings).value).toBe('featured')
    expect(sortOption(null, settings, true).value).toBe('nearest')
  })

  it('sorts from a place by distance, and ends every other order with the distance', () => {
    const settings = { priceAscendingExcludesZero: false }
    const from = { lat: -33.814463, lng: 151.006506 }
    const distance = 'location(-33.814463, 151.006506):asc'
    expect(sortByFrom(sortOption('nearest', settings, true), from)).toBe(`${distance},custom_rank:desc`)
    expect(sortByFrom(sortOption('featured', settings, true), from)).toBe(
      `_text_match:desc,custom_rank:desc,${distance}`,
    )
    expect(sortByFrom(sortOption('price-asc', settings, true), from)).toBe(`price:asc,${distance}`)
    // A place the server could not find: the index's own ranking for both defaults.
    expect(sortByFrom(sortOption('nearest', settings, true), null)).toBeNull()
    expect(sortByFrom(sortOption('featured', settings), null)).toBeNull()
    expect(sortByFrom(sortOption('km-asc', settings), null)).toBe('km:asc')
  })

  it('names the index for each order from a place, and back', () => {
    const settings = { priceAscendingExcludesZero: false }
    const from = { lat: -33.81, lng: 151 }
    for (const option of sortOptions(settings, true)) {
      const name = sortIndexName('vehicles', option, from)
      expect(name.startsWith('vehicles/sort/')).toBe(true)
      expect(sortValueFromIndexName('vehicles', name, from)).toBe(option.value)
    }
    expect(sortValueFromIndexName('vehicles', 'vehicles', from)).toBe('nearest')
  })
})
