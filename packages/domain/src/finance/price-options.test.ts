import { describe, expect, it } from 'vitest'
import {
  budgetRange,
  DEFAULT_PRICE_RANGE,
  PRICE_RANGE_SLIDER,
  priceOptionSearch,
  priceOptions,
  snapBudget,
} from './price-options.ts'

describe('finance price options', () => {
  it('"Price option chips run $5,000 to $70,000"', () => {
    const chips = priceOptions({ highPriceOptions: false })
    expect(chips[0]).toBe(5_000)
    expect(chips.at(-1)).toBe(70_000)
    expect([...chips].sort((a, b) => a - b)).toEqual(chips)
  })

  it('"or $300,000 to $800,000 for some sites"', () => {
    const chips = priceOptions({ highPriceOptions: true })
    expect(chips[0]).toBe(300_000)
    expect(chips.at(-1)).toBe(800_000)
    expect(chips.some((price) => price <= 70_000)).toBe(false)
  })

  it('"Price range slider step 500, default 5,000 to 250,000"', () => {
    expect(PRICE_RANGE_SLIDER).toEqual({ min: 5_000, max: 250_000, step: 500 })
    expect(DEFAULT_PRICE_RANGE).toEqual({ min: 5_000, max: 250_000 })
  })

  it('opens the search up to the chip’s price', () => {
    expect(priceOptionSearch('/search/used-cars', 70_000)).toBe('/search/used-cars?price=-70000')
  })

  it('keeps slider values on the 500 grid inside 5,000..250,000', () => {
    expect(snapBudget(12_340, 'min')).toBe(12_500)
    expect(snapBudget(1_000, 'min')).toBe(5_000)
    expect(snapBudget(900_000, 'max')).toBe(250_000)
    expect(snapBudget(Number.NaN, 'max')).toBe(250_000)
    expect(budgetRange(80_000, 20_000)).toEqual({ min: 20_000, max: 80_000 })
  })
})
