import { describe, expect, it } from 'vitest'
import { isAvailable, isPurchasable, isReserveEligible, isSold } from './availability.ts'

describe('vehicle availability', () => {
  it('"in_stock and coming_soon are available; sold is unavailable"', () => {
    expect(isAvailable({ status: 'in_stock' })).toBe(true)
    expect(isAvailable({ status: 'coming_soon' })).toBe(true)
    expect(isAvailable({ status: 'sold' })).toBe(false)
    expect(isSold({ status: 'sold' })).toBe(true)
    expect(isAvailable({ status: 'withdrawn' })).toBe(false)
    expect(isSold({ status: 'withdrawn' })).toBe(false)
  })

  it('treats an available car nobody has reserved as purchasable', () => {
    expect(isPurchasable({ status: 'coming_soon', reserved: false })).toBe(true)
    expect(isPurchasable({ status: 'in_stock', reserved: true })).toBe(false)
    expect(isPurchasable({ status: 'sold' })).toBe(false)
  })

  it('"eligible only if it is in stock, not sold, not reserved and priced above 200"', () => {
    const car = { status: 'in_stock', reserved: false, price: 201 }
    expect(isReserveEligible(car)).toBe(true)
    expect(isReserveEligible({ ...car, price: 200 })).toBe(false)
    expect(isReserveEligible({ ...car, reserved: true })).toBe(false)
    expect(isReserveEligible({ ...car, status: 'coming_soon' })).toBe(false)
    expect(isReserveEligible({ ...car, status: 'sold' })).toBe(false)
  })
})
