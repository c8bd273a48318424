import { type FuelCost, fuelCost, parseDistance, parseFuelPrice } from '@forecourt/domain/fuel-calculator'
import type { VehicleDetail } from '@forecourt/search/vehicle-detail'
import { z } from 'zod'
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

const numberField = (parse: (text: string) => number | null, missing: string, invalid: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(FUEL_INPUT_MAX_LENGTH, invalid)
    .transform(parse)
    .pipe(z.number({ error: invalid }))

const fuelInputsSchema = z.object({
  distance: numberField(parseDistance, FUEL_MESSAGES.distanceMissing, FUEL_MESSAGES.distanceInvalid),
  price: numberField(parseFuelPrice, FUEL_MESSAGES.priceMissing, FUEL_MESSAGES.priceInvalid),
})

/** The consumption the calculator works from, or null when the car has none worth using. */
export function usableConsumption(car: Pick<VehicleDetail, 'variant'>): number | null {
  const value = car.variant.fuelconsumptioncombined
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null
}

export function fuelCalculation(consumption: number, values: FuelInputs): FuelCalculation {
  const parsed = fuelInputsSchema.safeParse(values)
  if (!parsed.success) {
    const messageFor = (field: keyof FuelInputs) =>
      parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? null
    return { errors: { distance: messageFor('distance'), price: messageFor('price') }, result: null }
  }
  return {
    errors: { distance: null, price: null },
    result: fuelCost({
      consumptionPer100Km: consumption,
      distance: parsed.data.distance,
      fuelPrice: parsed.data.price,
    }),
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
