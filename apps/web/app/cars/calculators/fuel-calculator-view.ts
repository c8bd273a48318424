import { type FuelCost, fuelCost, parseDistance, parseFuelPrice } from '@forecourt/domain/calculators/fuel'
import type { VehicleDetail } from '@forecourt/search/vehicle-detail'
import { justSubmitted, keptParams } from './calculator-params'

/**
 * The fuel cost calculator (spec, forms document section 5: "Fuel calculator strips $ and commas from the
 * price and 'kms' and commas from the distance"): the car's combined consumption, and the answer for
 * `?fuel_distance=&fuel_price=` that the page renders without JavaScript. The browser recomputes with
 * `fuelCalculation` as the shopper types.
 */

export const FUEL_PARAMS = { distance: 'fuel_distance', price: 'fuel_price' } as const

export const FUEL_MESSAGES = {
  distanceMissing: 'Please enter a distance.',
  distanceInvalid: 'Please enter the distance in kilometres, for example 15,000.',
  priceMissing: 'Please enter a fuel price.',
  priceInvalid: 'Please enter the fuel price in dollars per litre, for example 1.95.',
} as const

/** Long enough for '1,000,000 kms' or '$12.345'; anything longer is not a distance or a price. */
export const FUEL_INPUT_MAX_LENGTH = 16

export interface FuelInputs {
  distance: string
  price: string
}

export interface FuelCalculation {
  errors: { distance: string | null; price: string | null }
  result: FuelCost | null
}

export interface FuelCalculatorView {
  /** Combined consumption in L/100km. */
  consumption: number
  values: FuelInputs
  /** The form was submitted (its fields are in the address), so field errors show. */
  submitted: boolean
  /** This form was the one just submitted: its answer takes the focus. */
  focus: boolean
  kept: [string, string][]
  calculation: FuelCalculation
}

/**
 * A field's number, or the message naming what is wrong with it: trimmed, required, at most
 * FUEL_INPUT_MAX_LENGTH characters, and a number once parsed. Plain code rather than a Zod schema: the
 * browser runs this as the shopper types, and Zod would add tens of kilobytes to the page's JavaScript.
 */
function numberField(
  input: string,
  parse: (text: string) => number | null,
  missing: string,
  invalid: string,
): { value: number; error: null } | { value: null; error: string } {
  const text = input.trim()
  if (text.length === 0) return { value: null, error: missing }
  const value = text.length > FUEL_INPUT_MAX_LENGTH ? null : parse(text)
  return value === null ? { value: null, error: invalid } : { value, error: null }
}

/** The consumption the calculator works from, or null when the car has none worth using. */
export function usableConsumption(car: Pick<VehicleDetail, 'variant'>): number | null {
  const value = car.variant.fuelconsumptioncombined
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}

export function fuelCalculation(consumption: number, values: FuelInputs): FuelCalculation {
  const distance = numberField(
    values.distance,
    parseDistance,
    FUEL_MESSAGES.distanceMissing,
    FUEL_MESSAGES.distanceInvalid,
  )
  const price = numberField(
    values.price,
    parseFuelPrice,
    FUEL_MESSAGES.priceMissing,
    FUEL_MESSAGES.priceInvalid,
  )
  if (distance.value === null || price.value === null) {
    return { errors: { distance: distance.error, price: price.error }, result: null }
  }
  return {
    errors: { distance: null, price: null },
    result: fuelCost({ consumptionPer100Km: consumption, distance: distance.value, fuelPrice: price.value }),
  }
}

/** Null when the car has no usable `fuelconsumptioncombined`: the page leaves the calculator out. */
export function fuelCalculatorView(
  car: Pick<VehicleDetail, 'variant'>,
  searchParams: URLSearchParams,
): FuelCalculatorView | null {
  const consumption = usableConsumption(car)
  if (consumption === null) return null
  const distance = searchParams.get(FUEL_PARAMS.distance)
  const price = searchParams.get(FUEL_PARAMS.price)
  const values = {
    distance: (distance ?? '').slice(0, FUEL_INPUT_MAX_LENGTH * 2),
    price: (price ?? '').slice(0, FUEL_INPUT_MAX_LENGTH * 2),
  }
  const submitted = distance !== null || price !== null
  return {
    consumption,
    values,
    submitted,
    focus: submitted && justSubmitted(searchParams, 'fuel'),
    kept: keptParams(searchParams, Object.values(FUEL_PARAMS)),
    calculation: submitted
      ? fuelCalculation(consumption, values)
      : { errors: { distance: null, price: null }, result: null },
  }
}
