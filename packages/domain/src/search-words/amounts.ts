import { matchAny, phrase, type Token } from './tokenise.ts'

/**
 * Amounts as shoppers write them: '$25,000', '25000', '25k', '25K', '$25.5k', '25 grand', '1.2m', '30k+',
 * '40kish'. Shared by prices, weekly budgets, kilometres and towing masses.
 */

export interface Amount {
  value: number
  /** Words it took. */
  length: number
  /** Written with '$'. */
  dollars: boolean
  /** Written with a multiplier (k, grand, thousand, m). */
  scaled: boolean
  /** Written with a trailing '+': '30k+'. */
  plus: boolean
  /** Written with 'ish': '40kish', '40k-ish'. */
  around: boolean
  /** A unit written onto the number, one of those asked for: 'km' of '50000km', 't' of '3.5t'. */
  unit: string | null
}

const patterns = new Map<string, RegExp>()

function amountPattern(units: readonly string[]): RegExp {
  const key = units.join('|')
  let pattern = patterns.get(key)
  if (!pattern) {
    const unit =
      units.length > 0
        ? `(?:-?(${units.map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}))?`
        : '()'
    pattern = new RegExp(
      `^\\$?(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d+))?(k|m|mil|grand|thousand)?(-?ish)?(\\+)?${unit}$`,
    )
    patterns.set(key, pattern)
  }
  return pattern
}

const multipliers: Readonly<Record<string, number>> = {
  k: 1_000,
  grand: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mil: 1_000_000,
  million: 1_000_000,
}

const multiplierWords = ['k', 'grand', 'thousand', 'mil', 'million'].map((word) => [word])
const currencyWords = [phrase('dollars'), phrase('bucks'), phrase('aud')]

/** The amount at `start`, or null; `attachedUnits` may be written onto the number ('50000km'). */
export function readAmount(
  tokens: readonly Token[],
  start: number,
  attachedUnits: readonly string[] = [],
): Amount | null {
  const token = tokens[start]
  if (!token) return null
  const match = amountPattern(attachedUnits).exec(token.norm)
  if (!match) return null
  const whole = (match[1] as string).replace(/,/g, '')
  let value = Number(match[2] ? `${whole}.${match[2]}` : whole)
  let length = 1
  let suffix = match[3]
  const unit = match[6] || null
  if (!suffix && !match[5] && !unit) {
    const next = tokens[start + 1]
    if (next && matchAny(tokens, start + 1, multiplierWords)) {
      suffix = next.norm
      length++
    }
  }
  if (suffix) value *= multipliers[suffix] ?? 1
  length += matchAny(tokens, start + length, currencyWords)
  let around = Boolean(match[4])
  if (tokens[start + length]?.compact === 'ish') {
    around = true
    length++
  }
  if (!Number.isFinite(value)) return null
  return {
    value: suffix ? Math.round(value) : value,
    length,
    dollars:
      token.norm.startsWith('$') || currencyWords.some((words) => tokens[start + 1]?.compact === words[0]),
    scaled: Boolean(suffix),
    plus: Boolean(match[5]),
    around,
    unit,
  }
}

/** A plain count with no '$', multiplier or decimals: '2020', '7', '50000'. */
export function isPlainNumber(amount: Amount): boolean {
  return !amount.dollars && !amount.scaled && !amount.plus
}
