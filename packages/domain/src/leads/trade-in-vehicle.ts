import { type AustralianStateCode, isAustralianState } from '../australia/states.ts'
import { REQUIRED_FIELD_MESSAGE } from './contact-rules.ts'

/**
 * The shopper's own car on the trade-in form ('Sell Your Car'; spec, forms document sections 2 to 5).
 * The spec names the form's contact fields ("name (First Name), last_name, postcode, phone (Mobile),
 * email, plus a hidden field") and its lifecycle ("a first-step lead, then valuation adjustments, rego
 * lookup and offer accepted"), but not the car's own fields or their limits. Forecourt asks for what a
 * valuation needs (the enquiry form's Rego, and the service form's make, model and year) plus the
 * odometer and the condition; the limits and messages below are Forecourt's own.
 *
 * Every check trims the value first; a blank value counts as missing.
 */

/** A registration's state: Australia's states and territories, by code (`australian-states.ts`). */
export type AustralianState = AustralianStateCode

export const TRADE_IN_CONDITIONS = ['Excellent', 'Good', 'Fair', 'Poor'] as const
export type TradeInCondition = (typeof TRADE_IN_CONDITIONS)[number]

/** Australian plates carry at most 9 characters (personalised plates in some states); most carry 6. */
export const REGO_MAX_LENGTH = 9
export const ODOMETER_MAX_KM = 999_999
/** The oldest model year the form takes: anything older is a veteran car, valued by hand. */
export const EARLIEST_VEHICLE_YEAR = 1900

export const INVALID_REGO_MESSAGE = `Please enter the rego as on the number plate: up to ${REGO_MAX_LENGTH} letters and numbers.`
export const REGO_STATE_MESSAGE = 'Please choose the state the car is registered in.'
export const INVALID_ODOMETER_MESSAGE =
  'Please enter the odometer reading in whole kilometres, from 0 to 999,999.'
export const invalidYearMessage = (latestYear: number) =>
  `Please enter a year from ${EARLIEST_VEHICLE_YEAR} to ${latestYear}.`

type Input = string | null | undefined
const clean = (value: Input): string => value?.trim() ?? ''

/**
 * A rego as the registries hold it: upper case, without the spaces, dashes and dots people type between
 * its groups ('abc 123' and 'ABC-123' are both 'ABC123'). Empty for none.
 */
export function normaliseRego(rego: Input): string {
  return clean(rego)
    .replace(/[\s\-.]/g, '')
    .toUpperCase()
}

/** The first problem with an optional rego, or null (also for none). */
export function regoError(rego: Input): string | null {
  const value = normaliseRego(rego)
  if (!value) return null
  return new RegExp(`^[A-Z0-9]{1,${REGO_MAX_LENGTH}}$`).test(value) ? null : INVALID_REGO_MESSAGE
}

/**
 * The state goes with the rego: a rego means nothing without the state that issued it, so the state is
 * required when a rego is given, and a state without a rego is fine (kept, and harmless).
 */
export function regoStateError(rego: Input, state: Input): string | null {
  if (!normaliseRego(rego)) return null
  if (!clean(state)) return REGO_STATE_MESSAGE
  return isAustralianState(clean(state)) ? null : 'Please choose one of the options.'
}

/** The latest model year the form takes in `currentYear`: next year's models are on sale from mid-year. */
export const latestVehicleYear = (currentYear: number) => currentYear + 1

/** The first problem with the (required) model year, or null. Four digits, 1900 to next year. */
export function vehicleYearError(year: Input, options: { currentYear: number }): string | null {
  const value = clean(year)
  if (!value) return REQUIRED_FIELD_MESSAGE
  const latest = latestVehicleYear(options.currentYear)
  if (!/^\d{4}$/.test(value)) return invalidYearMessage(latest)
  const number = Number(value)
  return number >= EARLIEST_VEHICLE_YEAR && number <= latest ? null : invalidYearMessage(latest)
}

/**
 * The odometer reading in kilometres, as typed: digits with optional thousands separators (commas or
 * spaces) and an optional 'km' or 'kms' after them ('85,000 km' is 85000), as the spec's fuel calculator
 * strips "'kms' and commas from the distance". Null when it is not a whole number from 0 to 999,999
 * (decimals, negatives and words are refused rather than guessed at).
 */
export function parseOdometer(odometer: Input): number | null {
  const value = clean(odometer)
    .toLowerCase()
    .replace(/\s*kms?$/, '')
    .replace(/[,\s]/g, '')
  if (!/^\d{1,7}$/.test(value)) return null
  const km = Number(value)
  return km <= ODOMETER_MAX_KM ? km : null
}

/** The first problem with the (required) odometer reading, or null. */
export function odometerError(odometer: Input): string | null {
  if (!clean(odometer)) return REQUIRED_FIELD_MESSAGE
  return parseOdometer(odometer) === null ? INVALID_ODOMETER_MESSAGE : null
}

/** The car as a lead stores it (the lead's `fields.trade_in`). */
export interface TradeInVehicle {
  rego: string | null
  state: AustralianState | null
  make: string
  model: string
  year: number
  odometer_km: number
  condition: TradeInCondition
  /** What a rego lookup (or the shopper) adds: the badge narrows the valuation's comparables. */
  badge?: string | null
  body?: string | null
  transmission?: string | null
  fuel?: string | null
}

export const TRADE_IN_VEHICLE_FIELDS = [
  'rego',
  'state',
  'make',
  'model',
  'year',
  'odometer_km',
  'condition',
] as const satisfies readonly (keyof TradeInVehicle)[]

/**
 * A stored trade-in car read back from a lead's `fields.trade_in` (JSON written by an earlier step, so
 * checked rather than trusted), or null when it is missing or damaged.
 */
export function storedTradeInVehicle(value: unknown): TradeInVehicle | null {
  if (typeof value !== 'object' || value === null) return null
  const stored = value as Record<string, unknown>
  const text = (key: string) => (typeof stored[key] === 'string' ? (stored[key] as string) : null)
  const make = text('make')
  const model = text('model')
  const condition = TRADE_IN_CONDITIONS.find((candidate) => candidate === stored.condition)
  const { year, odometer_km: odometer } = stored
  if (!make || !model || !condition) return null
  if (typeof year !== 'number' || !Number.isInteger(year)) return null
  if (typeof odometer !== 'number' || !Number.isInteger(odometer) || odometer < 0) return null
  const state = text('state')
  return {
    rego: text('rego') || null,
    state: isAustralianState(state) ? state : null,
    make,
    model,
    year,
    odometer_km: odometer,
    condition,
    // The description a lookup added, only when there is one (a car stored before lookups reads the same).
    ...Object.fromEntries(
      (['badge', 'body', 'transmission', 'fuel'] as const).flatMap((key) =>
        text(key) ? [[key, text(key)]] : [],
      ),
    ),
  }
}

export type TradeInChanges = Partial<
  Record<
    (typeof TRADE_IN_VEHICLE_FIELDS)[number],
    { from: string | number | null; to: string | number | null }
  >
>

/**
 * What changed when the shopper went back and answered the car step again: each changed field with its
 * old and new value (the 'valuation_adjusted' event's payload). Make and model compare without regard to
 * case or surrounding spaces, so retyping 'corolla' as 'Corolla' is no adjustment. Empty when nothing
 * changed.
 */
export function changedTradeInFields(previous: TradeInVehicle, next: TradeInVehicle): TradeInChanges {
  const same = (key: (typeof TRADE_IN_VEHICLE_FIELDS)[number]) => {
    const before = previous[key]
    const after = next[key]
    if (typeof before === 'string' && typeof after === 'string' && (key === 'make' || key === 'model')) {
      return before.trim().toLowerCase() === after.trim().toLowerCase()
    }
    return before === after
  }
  const changes: TradeInChanges = {}
  for (const key of TRADE_IN_VEHICLE_FIELDS) {
    if (!same(key)) changes[key] = { from: previous[key], to: next[key] }
  }
  return changes
}

/** Whether the rego or its state changed, so a fresh rego lookup is due. */
export function regoChanged(previous: TradeInVehicle | null, next: TradeInVehicle): boolean {
  return previous?.rego !== next.rego || previous?.state !== next.state
}
