import type { RepaymentFrequency } from '../finance/repayments.ts'
import { type Amount, isPlainNumber, readAmount } from './amounts.ts'
import type { SearchWordsContext } from './context.ts'
import type { RuleMatch, WordsRefinement } from './refinements.ts'
import { matchAny, phrase, type Token } from './tokenise.ts'
import { budgetNote, maxPriceForRepayment } from './weekly-budget.ts'

/**
 * Prices and budgets: 'under 30k', 'less than $25,000', '20-30k', 'between 20 and 30k', 'around 40k',
 * '30k+', '$40k or less', a bare '35k'; and repayment budgets, '$150 a week', 'under 200pw',
 * '$600 per month', through the site's finance rules (weekly-budget.ts).
 */

/** 'around 40k' is 40k give or take this share, rounded to the $1,000 the price slider moves by. */
export const AROUND_PRICE_SHARE = 0.1
/** A bare number (no '$', no 'k') is read as a price only from here; below it could be a postcode or a year. */
export const BARE_PRICE_MINIMUM = 10_000
/** 'under 30' means $30,000: a price below this with a price word is in thousands. */
const THOUSANDS_SHORTHAND_BELOW = 1_000

type Side = 'max' | 'min' | 'around'

export const maxWords = [
  'under',
  'below',
  'less than',
  'lower than',
  'up to',
  'upto',
  'max',
  'maximum',
  'no more than',
  'not more than',
  'not over',
  'no dearer than',
  'cheaper than',
  'at most',
  'within',
  'sub',
  'for under',
  'for less than',
  'for',
  'budget',
  'budget of',
  'budget is',
  'my budget is',
  'spend',
  '<',
  '<=',
].map(phrase)

export const minWords = [
  'over',
  'above',
  'more than',
  'greater than',
  'from',
  'at least',
  'min',
  'minimum',
  'starting at',
  'starting from',
  'upwards of',
  '>',
  '>=',
].map(phrase)

export const aroundWords = [
  'around',
  'about',
  'approx',
  'approximately',
  'roughly',
  'circa',
  'close to',
  'round',
  '~',
].map(phrase)

export const maxAfterWords = [
  'or less',
  'or under',
  'and under',
  'or below',
  'and below',
  'or cheaper',
  'max',
  'maximum',
  'tops',
  'at most',
  'or lower',
].map(phrase)

export const minAfterWords = [
  'or more',
  'and up',
  'and over',
  'or over',
  'plus',
  'or above',
  'and above',
  'upwards',
].map(phrase)

const priceLeadWords = ['price', 'priced', 'prices', 'costing', 'costs', 'budget'].map((word) => [word])

/** 'under', 'less than'...: the side a lead word gives and its length, or null. */
export function readSide(tokens: readonly Token[], start: number): { side: Side; length: number } | null {
  const max = matchAny(tokens, start, maxWords)
  const min = matchAny(tokens, start, minWords)
  const around = matchAny(tokens, start, aroundWords)
  const best = Math.max(max, min, around)
  if (best === 0) return null
  return { side: best === max ? 'max' : best === min ? 'min' : 'around', length: best }
}

/** 'or less', 'and up', '+' after an amount: its side and length, or null. */
export function readAfterSide(
  tokens: readonly Token[],
  start: number,
): { side: Side; length: number } | null {
  const max = matchAny(tokens, start, maxAfterWords)
  const min = matchAny(tokens, start, minAfterWords)
  if (max === 0 && min === 0) return null
  return max >= min ? { side: 'max', length: max } : { side: 'min', length: min }
}

const rangeJoinWords = [['-'], ['to'], ['and'], ['till'], ['until']]

/** A price in dollars; `worded`: a price word came with it, so 'under 30' means $30,000. */
function dollars(amount: Amount, worded: boolean, otherScaled = false): number | null {
  const value = dollarsUnrounded(amount, worded, otherScaled)
  return value === null ? null : Math.round(value)
}

function dollarsUnrounded(amount: Amount, worded: boolean, otherScaled: boolean): number | null {
  if (amount.dollars || amount.scaled) return amount.value
  if (amount.value < THOUSANDS_SHORTHAND_BELOW) return worded || otherScaled ? amount.value * 1_000 : null
  if (worded) return amount.value
  return amount.value >= BARE_PRICE_MINIMUM ? amount.value : null
}

const isYearLike = (amount: Amount) => isPlainNumber(amount) && amount.value >= 1900 && amount.value <= 2100

const roundToThousand = (value: number) => Math.round(value / 1_000) * 1_000

function priceRange(side: Side, value: number): WordsRefinement {
  if (side === 'max') return { kind: 'range', attribute: 'price', max: value }
  if (side === 'min') return { kind: 'range', attribute: 'price', min: value }
  const margin = roundToThousand(value * AROUND_PRICE_SHARE)
  return { kind: 'range', attribute: 'price', min: Math.max(0, value - margin), max: value + margin }
}

/** 'between 20 and 30k', '20-30k', '$20,000 to $30,000', 'from 20k to 30k'. */
function readPriceRange(tokens: readonly Token[], start: number): RuleMatch | null {
  let at = start
  const lead = matchAny(tokens, at, [['between'], ['from']])
  at += lead
  const low = readAmount(tokens, at)
  if (!low) return null
  at += low.length
  const join = matchAny(tokens, at, rangeJoinWords)
  if (!join || (tokens[at]?.compact === 'and' && lead === 0)) return null
  at += join
  const high = readAmount(tokens, at)
  if (!high) return null
  at += high.length
  const worded = lead > 0 || low.dollars || high.dollars || low.scaled || high.scaled
  const lowValue = dollars(low, worded, high.scaled)
  const highValue = dollars(high, worded, low.scaled)
  if (lowValue === null || highValue === null) return null
  // Two plain years ('2018-2020') are years, not prices.
  if (isYearLike(low) && isYearLike(high)) return null
  const [min, max] = lowValue <= highValue ? [lowValue, highValue] : [highValue, lowValue]
  return { length: at - start, refinements: [{ kind: 'range', attribute: 'price', min, max }] }
}

/** 'under 30k', 'around $40,000', '30k+', '$40k or less', '35k'. */
function readPriceBound(tokens: readonly Token[], start: number): RuleMatch | null {
  let at = start
  at += matchAny(tokens, at, priceLeadWords)
  const lead = readSide(tokens, at)
  if (lead) at += lead.length
  const amount = readAmount(tokens, at)
  if (!amount) return null
  at += amount.length
  const after = lead ? null : readAfterSide(tokens, at)
  if (after) at += after.length
  const worded = Boolean(lead || after) || at - start > amount.length
  const value = dollars(amount, worded)
  if (value === null || value === 0) return null
  const side: Side = amount.around ? 'around' : amount.plus ? 'min' : (lead?.side ?? after?.side ?? 'max')
  return { length: at - start, refinements: [priceRange(side, value)] }
}

/** Prices: a range first (it is longer), else a bound. */
export function priceRule(tokens: readonly Token[], start: number): RuleMatch | null {
  const range = readPriceRange(tokens, start)
  const bound = readPriceBound(tokens, start)
  if (range && (!bound || range.length >= bound.length)) return range
  return bound
}

const frequencyWords: readonly { frequency: RepaymentFrequency; words: string[][] }[] = [
  {
    frequency: 'weekly',
    words: [
      'a week',
      'per week',
      'each week',
      'every week',
      'week',
      'weekly',
      'wk',
      'a wk',
      'per wk',
      'pw',
      'w',
      'p w',
      'p wk',
      'per w',
    ].map(phrase),
  },
  {
    frequency: 'fortnightly',
    words: [
      'a fortnight',
      'per fortnight',
      'fortnight',
      'fortnightly',
      'per f',
      'per fn',
      'pf',
      'p f',
      'p fn',
    ].map(phrase),
  },
  {
    frequency: 'monthly',
    words: [
      'a month',
      'per month',
      'each month',
      'month',
      'monthly',
      'mth',
      'a mth',
      'per mth',
      'pm',
      'per m',
      'p m',
      'p mth',
    ].map(phrase),
  },
]

const attachedFrequency: Readonly<Record<string, RepaymentFrequency>> = {
  pw: 'weekly',
  wk: 'weekly',
  week: 'weekly',
  pf: 'fortnightly',
  pm: 'monthly',
  mth: 'monthly',
  month: 'monthly',
}

function readFrequency(
  tokens: readonly Token[],
  start: number,
): { frequency: RepaymentFrequency; length: number } | null {
  let best: { frequency: RepaymentFrequency; length: number } | null = null
  for (const { frequency, words } of frequencyWords) {
    const length = matchAny(tokens, start, words)
    if (length > (best?.length ?? 0)) best = { frequency, length }
  }
  return best
}

/** '$150 a week', 'under 200pw', 'up to $600 per month', '150/wk': the highest price the budget pays for. */
export function repaymentBudgetRule(
  tokens: readonly Token[],
  start: number,
  context: Pick<SearchWordsContext, 'finance'>,
): RuleMatch | null {
  let at = start
  at += matchAny(tokens, at, [
    ['budget'],
    ['budget', 'of'],
    ['repayments'],
    ['repayments', 'of'],
    ['payments', 'of'],
  ])
  const lead = readSide(tokens, at)
  if (lead) at += lead.length
  const amount = readAmount(tokens, at, Object.keys(attachedFrequency))
  if (!amount || amount.scaled) return null
  at += amount.length
  let frequency = amount.unit ? attachedFrequency[amount.unit] : undefined
  if (!frequency) {
    const written = readFrequency(tokens, at)
    if (!written) return null
    frequency = written.frequency
    at += written.length
  }
  const after = readAfterSide(tokens, at)
  if (after) at += after.length
  const price = maxPriceForRepayment(amount.value, frequency, context.finance)
  if (price <= 0) return null
  return {
    length: at - start,
    refinements: [{ kind: 'range', attribute: 'price', max: price }],
    note: budgetNote(amount.value, frequency, context.finance),
  }
}
