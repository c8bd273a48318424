import { describe, expect, it } from 'vitest'
import { isReserveEligible } from '../vehicle-card/availability.ts'
import { isValuationEligible, VALUATION_MINIMUM_PRICE } from './valuation-eligibility.ts'

const car = { status: 'in_stock', reserved: false, price: 32_990 }

describe('valuation eligibility', () => {
  it('is the reserve rule, not a copy of it', () => {
    expect(isValuationEligible).toBe(isReserveEligible)
  })

  it('"a car is eligible only if it is in stock, not sold, not reserved and priced above 200"', () => {
    expect(VALUATION_MINIMUM_PRICE).toBe(200)
    expect(isValuationEligible(car)).toBe(true)
    expect(isValuationEligible({ ...car, status: 'sold' })).toBe(false)
    expect(isValuationEligible({ ...car, status: 'coming_soon' })).toBe(false)
    expect(isValuationEligible({ ...car, reserved: true })).toBe(false)
    expect(isValuationEligible({ ...car, reserved: null })).toBe(true)
    expect(isValuationEligible({ ...car, price: 200 })).toBe(false)
    expect(isValuationEligible({ ...car, price: 201 })).toBe(true)
    expect(isValuationEligible({ ...car, price: 0 })).toBe(false)
  })
})
