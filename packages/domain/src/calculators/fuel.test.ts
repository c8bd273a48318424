import { describe, expect, it } from 'vitest'
import { fuelCost, parseDistance, parseFuelPrice } from './fuel.ts'

describe('fuel calculator inputs', () => {
  it('"strips $ and commas from the price"', () => {
    expect(parseFuelPrice('$1.95')).toBe(1.95)
    expect(parseFuelPrice('$1,234.50')).toBe(1234.5)
    expect(parseFuelPrice('$')).toBeNull()
    expect(parseFuelPrice('cheap')).toBeNull()
  })

  it('"strips ... \'kms\' and commas from the distance"', () => {
    expect(parseDistance('15,000 kms')).toBe(15_000)
    expect(parseDistance('15,000kms')).toBe(15_000)
    expect(parseDistance('1,250')).toBe(1_250)
    expect(parseDistance('kms')).toBeNull()
  })
})

describe('fuelCost', () => {
  it('costs the distance at the combined consumption and fuel price', () => {
    // 7.9 L/100km over 15,000 km = 1,185 L; at $1.95 a litre = $2,310.75.
    expect(fuelCost({ consumptionPer100Km: 7.9, distance: '15,000 kms', fuelPrice: '$1.95' })).toEqual({
      litres: 1185,
      cost: 2310.75,
    })
  })

  it('takes numbers as they are', () => {
    expect(fuelCost({ consumptionPer100Km: 5, distance: 100, fuelPrice: 2 })).toEqual({ litres: 5, cost: 10 })
  })

  it('has no answer without a consumption figure or with bad input', () => {
    expect(fuelCost({ consumptionPer100Km: 'null', distance: '100', fuelPrice: '2' })).toBeNull()
    expect(fuelCost({ consumptionPer100Km: null, distance: '100', fuelPrice: '2' })).toBeNull()
    expect(fuelCost({ consumptionPer100Km: 7, distance: '', fuelPrice: '2' })).toBeNull()
    expect(fuelCost({ consumptionPer100Km: 7, distance: '100', fuelPrice: '-2' })).toBeNull()
  })
})
