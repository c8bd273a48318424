import { enAuNumberFormat } from '@forecourt/domain/australia/number-format'

/** How the calculators write money, rates and volumes (Australian English). */

const wholeDollars = enAuNumberFormat({ style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
const centsDollars = enAuNumberFormat({ style: 'currency', currency: 'AUD' })
const upToTwoDecimals = enAuNumberFormat({ maximumFractionDigits: 2 })
const upToOneDecimal = enAuNumberFormat({ maximumFractionDigits: 1 })

/** '$36,000' for whole dollars, '$665.03' when there are cents. */
export function dollars(value: number): string {
  return Number.isInteger(value) ? wholeDollars.format(value) : centsDollars.format(value)
}

/** '$665.03', '$1,300.00': always to the cent, for repayments and totals. */
export function dollarsAndCents(value: number): string {
  return centsDollars.format(value)
}

/** '11.85% p.a.', '10.00% p.a.' */
export function percentPerAnnum(value: number): string {
  return `${value.toFixed(2)}% p.a.`
}

/** '1,185 litres', '12.5 litres' */
export function litres(value: number): string {
  return `${upToTwoDecimals.format(value)} ${value === 1 ? 'litre' : 'litres'}`
}

/** '7.6 L/100km' */
export function litresPer100Km(value: number): string {
  return `${upToOneDecimal.format(value)} L/100km`
}

/** '5 years', '1 year', '3.5 years' */
export function years(value: number): string {
  return `${value} ${value === 1 ? 'year' : 'years'}`
}
