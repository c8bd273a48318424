import { describe, expect, it } from 'vitest'
import { FUEL_MESSAGES, fuelCalculation, fuelCalculatorView } from './fuel-calculator-view'

const car = (fuelconsumptioncombined: number | 'null' | null | undefined) => ({
  variant: { fuelconsumptioncombined },
})
const params = (query: string) => new URLSearchParams(query)

describe('fuelCalculatorView', () => {
  it('is left out for a car without a usable combined consumption', () => {
    for (const value of [null, undefined, 'null' as const, 0, -3, Number.NaN]) {
      expect(fuelCalculatorView(car(value), params(''))).toBeNull()
    }
  })

  it('starts empty, with no answer and no errors, before the form is sent', () => {
    expect(fuelCalculatorView(car(7.9), params('postcode=3121'))).toEqual({
      consumption: 7.9,
      values: { distance: '', price: '' },
      submitted: false,
      focus: false,
      kept: [['postcode', '3121']],
      calculation: { errors: { distance: null, price: null }, result: null },
    })
  })

  it("answers the sent form: '$' and commas stripped from the price, 'kms' and commas from the distance", () => {
    // 7.9 L/100km over 15,000 km = 1,185 L; at $1.95 a litre = $2,310.75.
    const view = fuelCalculatorView(
      car(7.9),
      params('fuel_distance=15%2C000+kms&fuel_price=%241.95&calculator=fuel&postcode=2000'),
    )
    expect(view).toMatchObject({
      values: { distance: '15,000 kms', price: '$1.95' },
      submitted: true,
      focus: true,
      kept: [['postcode', '2000']],
      calculation: { errors: { distance: null, price: null }, result: { litres: 1185, cost: 2310.75 } },
    })
  })

  it('takes the focus only when this form was the one sent', () => {
    const view = fuelCalculatorView(car(5), params('fuel_distance=100&fuel_price=2&calculator=delivery'))
    expect(view?.focus).toBe(false)
    expect(view?.calculation.result).toEqual({ litres: 5, cost: 10 })
  })

  it('names each field that is missing or not a number', () => {
    expect(fuelCalculatorView(car(5), params('fuel_distance=&fuel_price='))?.calculation).toEqual({
      errors: { distance: FUEL_MESSAGES.distanceMissing, price: FUEL_MESSAGES.priceMissing },
      result: null,
    })
    expect(fuelCalculation(5, { distance: 'far', price: '-2' })).toEqual({
      errors: { distance: FUEL_MESSAGES.distanceInvalid, price: FUEL_MESSAGES.priceInvalid },
      result: null,
    })
    expect(fuelCalculation(5, { distance: '100', price: 'free' }).errors).toEqual({
      distance: null,
      price: FUEL_MESSAGES.priceInvalid,
    })
  })

  it('refuses an absurdly long value and never echoes more than it could hold', () => {
    const long = '1'.repeat(100)
    const view = fuelCalculatorView(car(5), params(`fuel_distance=${long}&fuel_price=2`))
    expect(view?.values.distance.length).toBeLessThanOrEqual(32)
    expect(view?.calculation.errors.distance).toBe(FUEL_MESSAGES.distanceInvalid)
  })
})
