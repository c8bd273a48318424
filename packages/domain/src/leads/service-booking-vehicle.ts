import { REQUIRED_FIELD_MESSAGE } from './contact-rules.ts'

/**
 * The vehicle step of the service booking form (spec, forms document section 3, "Service booking fields:
 * Vehicle Make, Vehicle Model, Vehicle Year, Vehicle Rego, …"). The spec names the fields and gives no
 * rules or texts for them; the rules and texts below are Forecourt's:
 *
 * - Vehicle Make is chosen from the makes the dealer sells (the dealer's `makes`), plus 'Other' for a car
 *   of another make, whose name the shopper then types.
 * - Vehicle Year is four digits, from 1950 (older cars go to specialists) to next year (a new model-year
 *   car can be sold, and serviced, the year before).
 * - Vehicle Rego is required (the workshop books the car by its plate): 1 to 9 letters and digits once
 *   spaces and hyphens are dropped, stored upper-case ('abc 123' becomes 'ABC123'). Nine covers every
 *   Australian state's personalised plates.
 */

export const OTHER_MAKE = 'Other'
export const OTHER_MAKE_MESSAGE = 'Please tell us the make.'

export const OLDEST_VEHICLE_YEAR = 1950
export const VEHICLE_YEAR_FORMAT_MESSAGE = 'Please enter the year as 4 digits, for example 2019.'
export const vehicleYearRangeMessage = (latest: number) =>
  `Please enter a year from ${OLDEST_VEHICLE_YEAR} to ${latest}.`

export const REGO_MAX_LENGTH = 9
export const INVALID_REGO_MESSAGE = 'Please enter a valid rego: up to 9 letters and numbers.'

type Input = string | null | undefined

/** The Vehicle Make choices: the dealer's makes (trimmed, each once, in the dealer's order), then 'Other'. */
export function serviceMakeOptions(makes: readonly Input[] | null | undefined): string[] {
  const seen = new Set<string>()
  const options: string[] = []
  for (const make of makes ?? []) {
    const name = make?.trim()
    if (!name || seen.has(name.toLowerCase()) || name.toLowerCase() === OTHER_MAKE.toLowerCase()) continue
    seen.add(name.toLowerCase())
    options.push(name)
  }
  return [...options, OTHER_MAKE]
}

/** The years a serviced vehicle may be from: 1950 to next year. */
export function vehicleYearRange(currentYear: number): { earliest: number; latest: number } {
  return { earliest: OLDEST_VEHICLE_YEAR, latest: currentYear + 1 }
}

/** The first problem with a Vehicle Year, or null. Required. */
export function vehicleYearError(year: Input, options: { currentYear: number }): string | null {
  const value = year?.trim() ?? ''
  if (!value) return REQUIRED_FIELD_MESSAGE
  if (!/^\d{4}$/.test(value)) return VEHICLE_YEAR_FORMAT_MESSAGE
  const { earliest, latest } = vehicleYearRange(options.currentYear)
  const number = Number(value)
  return number < earliest || number > latest ? vehicleYearRangeMessage(latest) : null
}

/** The rego as stored: spaces and hyphens dropped, upper-case ('abc-123' and 'ABC 123' are 'ABC123'). */
export function normaliseRego(rego: string): string {
  return rego.replace(/[\s-]/g, '').toUpperCase()
}

/** The first problem with a Vehicle Rego, or null. Required. */
export function regoError(rego: Input): string | null {
  if (!rego?.trim()) return REQUIRED_FIELD_MESSAGE
  return new RegExp(`^[A-Z0-9]{1,${REGO_MAX_LENGTH}}$`).test(normaliseRego(rego))
    ? null
    : INVALID_REGO_MESSAGE
}
