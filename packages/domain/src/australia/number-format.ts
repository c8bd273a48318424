/**
 * Australian-English number formats without `Intl`. A browser's first `Intl` format of a page loads the
 * locale's data: 70 to 110 ms of main thread on a phone-speed CPU (Chromium at 4x throttling), inside the
 * hydration task of every page that shows a price or a count (ADR 070). The formats a dealer site shows are
 * few and fixed for en-AU (digits grouped by three with commas, a point, `$` for AUD, a leading minus), so
 * they are written here; the tests compare every format with `Intl.NumberFormat('en-AU')` over many values.
 */

export interface EnAuNumberFormatOptions {
  style?: 'decimal' | 'currency'
  /** Only Australian dollars are written (`$`, as en-AU writes both its symbol and its narrow symbol). */
  currency?: 'AUD'
  currencyDisplay?: 'symbol' | 'narrowSymbol'
  minimumFractionDigits?: number
  maximumFractionDigits?: number
}

export interface EnAuNumberFormat {
  format(value: number): string
}

/** `Intl`'s defaults: a currency shows its 2 minor digits, a plain number up to 3 decimals. */
const defaultFractionDigits = { decimal: { min: 0, max: 3 }, currency: { min: 2, max: 2 } } as const

export function enAuNumberFormat(options: EnAuNumberFormatOptions = {}): EnAuNumberFormat {
  const style = options.style ?? 'decimal'
  const defaults = defaultFractionDigits[style]
  const min =
    options.minimumFractionDigits ?? Math.min(defaults.min, options.maximumFractionDigits ?? defaults.min)
  const max = options.maximumFractionDigits ?? Math.max(defaults.max, min)
  if (min > max) throw new RangeError('maximumFractionDigits is less than minimumFractionDigits')
  const symbol = style === 'currency' ? '$' : ''
  return {
    format(value: number): string {
      if (Number.isNaN(value)) return 'NaN'
      const negative = value < 0 || Object.is(value, -0)
      const magnitude = Number.isFinite(value) ? roundedDigits(Math.abs(value), min, max) : '∞'
      return `${negative ? '-' : ''}${symbol}${magnitude}`
    },
  }
}

/** Dollars with their cents, as a receipt shows money: `$1,234.50`. */
export const dollarsAndCents = enAuNumberFormat({ style: 'currency', currency: 'AUD' })

/** A number as `toLocaleString('en-AU')` writes it: `12,345,678`, `3.5`. */
export const enAuNumber = enAuNumberFormat()

/**
 * `value` (not negative, finite) rounded half away from zero at `max` decimals, as `Intl` rounds the
 * shortest decimal that reads back as the number (so 1.005 is 1.01, not the binary 1.00499…), trailing
 * zeros dropped down to `min` decimals, the whole part grouped.
 */
function roundedDigits(value: number, min: number, max: number): string {
  let [whole, fraction] = plainDecimal(value)
  if (fraction.length > max) {
    const roundUp = fraction.charCodeAt(max) >= 53 // '5'
    fraction = fraction.slice(0, max)
    if (roundUp) [whole, fraction] = incremented(whole, fraction)
  }
  fraction = fraction.replace(/0+$/, '')
  if (fraction.length < min) fraction = fraction.padEnd(min, '0')
  return fraction ? `${grouped(whole)}.${fraction}` : grouped(whole)
}

/** The shortest decimal of a non-negative finite number, as whole and fraction digits (no exponent). */
function plainDecimal(value: number): [string, string] {
  const text = String(value)
  const exponentAt = text.indexOf('e')
  if (exponentAt < 0) {
    const point = text.indexOf('.')
    return point < 0 ? [text, ''] : [text.slice(0, point), text.slice(point + 1)]
  }
  const mantissa = text.slice(0, exponentAt).replace('.', '')
  const pointAfter =
    (text.indexOf('.') < 0 ? exponentAt : text.indexOf('.')) + Number(text.slice(exponentAt + 1))
  if (pointAfter <= 0) return ['0', '0'.repeat(-pointAfter) + mantissa]
  if (pointAfter >= mantissa.length) return [mantissa + '0'.repeat(pointAfter - mantissa.length), '']
  return [mantissa.slice(0, pointAfter), mantissa.slice(pointAfter)]
}

/** Adds one unit in the last place of `whole.fraction`, carrying into the whole part. */
function incremented(whole: string, fraction: string): [string, string] {
  const digits = (whole + fraction).split('')
  let i = digits.length - 1
  while (i >= 0 && digits[i] === '9') digits[i--] = '0'
  if (i >= 0) digits[i] = String(Number(digits[i]) + 1)
  else digits.unshift('1')
  const wholeLength = digits.length - fraction.length
  return [digits.slice(0, wholeLength).join(''), digits.slice(wholeLength).join('')]
}

function grouped(whole: string): string {
  const trimmed = whole.replace(/^0+(?=\d)/, '')
  let out = ''
  for (let end = trimmed.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3)
    out = out ? `${trimmed.slice(start, end)},${out}` : trimmed.slice(start, end)
  }
  return out
}
