import { describe, expect, it } from 'vitest'
import { garagePriceChange } from './garage-price-change.ts'

describe('price change since a car was saved (My Garage)', () => {
  it('says how far the price fell or rose, in whole dollars', () => {
    expect(garagePriceChange(32_990, 30_990)).toEqual({
      kind: 'down',
      amount: 2000,
      text: 'Down $2,000 since you saved it',
    })
    expect(garagePriceChange(30_990, 31_490)).toEqual({
      kind: 'up',
      amount: 500,
      text: 'Up $500 since you saved it',
    })
  })

  it('says when the price has not changed', () => {
    expect(garagePriceChange(24_990, 24_990)).toEqual({
      kind: 'same',
      text: 'Same price as when you saved it',
    })
  })

  it('compares nothing when either price is missing or on application (0)', () => {
    expect(garagePriceChange(null, 24_990)).toEqual({ kind: 'unknown' })
    expect(garagePriceChange(24_990, 0)).toEqual({ kind: 'unknown' })
  })
})
