import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PRICE_RANGE,
  PRICE_INPUT_DEBOUNCE_MS,
  refineRange,
  roundSliderValue,
  sliderHandles,
  sliderRange,
  TEXT_SEARCH_DEBOUNCE_MS,
} from './range-slider.ts'

describe('slider range', () => {
  it('"Price slider: default range 0 to 100000, step one hundredth of the range"', () => {
    expect(DEFAULT_PRICE_RANGE).toEqual({ min: 0, max: 100_000 })
    expect(sliderRange('price', undefined)).toEqual({ min: 0, max: 100_000, step: 1_000 })
  })

  it('"default maximum used when no facet maximum exists"', () => {
    expect(sliderRange('price', { min: 12_990, max: null })).toEqual({ min: 12_000, max: 100_000, step: 880 })
  })

  it('uses the facet statistics, widened to whole thousands for price and km', () => {
    expect(sliderRange('price', { min: 4_490, max: 189_990 })).toEqual({
      min: 4_000,
      max: 190_000,
      step: 1_860,
    })
    expect(sliderRange('km', { min: 12, max: 245_310 })).toEqual({ min: 0, max: 246_000, step: 2_460 })
    expect(sliderRange('year', { min: 2009, max: 2026 })).toEqual({ min: 2009, max: 2026, step: 1 })
    expect(sliderRange('subscription_price', { min: 129.5, max: 871 })).toEqual({
      min: 129,
      max: 871,
      step: 1,
    })
    expect(sliderRange('price', { min: 32_990, max: 32_990 })).toEqual({ min: 32_000, max: 33_000, step: 10 })
  })

  it('gives no slider for other attributes without statistics', () => {
    expect(sliderRange('km', undefined)).toBeNull()
    expect(sliderRange('year', { min: 2015 })).toBeNull()
    // A dealer whose stock has no subscription prices offers no subscriptions: no slider.
    expect(sliderRange('subscription_price', undefined)).toBeNull()
  })

  it('"input debounce 400 ms. Text search debounce 300 ms."', () => {
    expect(PRICE_INPUT_DEBOUNCE_MS).toBe(400)
    expect(TEXT_SEARCH_DEBOUNCE_MS).toBe(300)
  })
})

describe('range refinement', () => {
  const price = { min: 0, max: 100_000 }

  it('"For price and km, values round to the nearest 1000."', () => {
    expect(roundSliderValue('price', 32_490)).toBe(32_000)
    expect(roundSliderValue('km', 32_500)).toBe(33_000)
    expect(roundSliderValue('year', 2019)).toBe(2019)
    expect(roundSliderValue('subscription_price', 249.6)).toBe(250)
    expect(refineRange('price', { min: 10_400, max: 39_600 }, price)).toEqual({
      ok: true,
      value: { min: 10_000, max: 40_000 },
    })
  })

  it('"A value below the range minimum or above the maximum is ignored" with the logged messages', () => {
    const range = { min: 5_000, max: 90_000 }
    expect(refineRange('price', { min: 4_000 }, range)).toEqual({
      ok: false,
      message: 'Cannot refine below the range minimum',
    })
    expect(refineRange('price', { max: 91_000 }, range)).toEqual({
      ok: false,
      message: 'Cannot refine above the range maximum',
    })
    expect(refineRange('year', { min: 2010, max: 2027 }, { min: 2010, max: 2026 })).toEqual({
      ok: false,
      message: 'Cannot refine above the range maximum',
    })
  })

  it('"Min cannot exceed max."', () => {
    expect(refineRange('price', { min: 60_000, max: 40_000 }, price)).toEqual({
      ok: true,
      value: { min: 40_000, max: 40_000 },
    })
  })

  it('leaves a side open when it sits on the range edge', () => {
    expect(refineRange('price', { min: 0, max: 100_000 }, price)).toEqual({ ok: true, value: {} })
    expect(refineRange('price', { min: 20_000, max: 100_000 }, price)).toEqual({
      ok: true,
      value: { min: 20_000 },
    })
  })
})

describe('slider handles', () => {
  it('"Slider values are clamped to the range." and the handles never cross', () => {
    const range = { min: 10_000, max: 60_000 }
    expect(sliderHandles({ min: 5_000, max: 80_000 }, range)).toEqual([10_000, 60_000])
    expect(sliderHandles({}, range)).toEqual([10_000, 60_000])
    expect(sliderHandles({ min: 70_000 }, range)).toEqual([60_000, 60_000])
    expect(sliderHandles({ min: 20_000, max: 30_000 }, range)).toEqual([20_000, 30_000])
  })
})
