/**
 * The vehicle page's calculators answer without JavaScript through plain GET forms to the page itself.
 * Each form sends its own fields plus a marker naming it, and carries the page's other query parameters
 * along as hidden fields, so one calculator's answer (or a campaign tag) survives another's submit.
 */

export const CALCULATOR_PARAM = 'calculator'
export type CalculatorName = 'fuel' | 'delivery' | 'finance'

/** The query parameters a calculator's form carries along: all but its own fields and the marker. */
export function keptParams(searchParams: URLSearchParams, ownNames: readonly string[]): [string, string][] {
  return [...searchParams].filter(([name]) => name !== CALCULATOR_PARAM && !ownNames.includes(name))
}

/** Whether this calculator's form was the one just submitted (its answer then takes the focus). */
export function justSubmitted(searchParams: URLSearchParams, calculator: CalculatorName): boolean {
  return searchParams.get(CALCULATOR_PARAM) === calculator
}
