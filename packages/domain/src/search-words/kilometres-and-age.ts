import { type Amount, readAmount } from './amounts.ts'
import type { SearchWordsContext } from './context.ts'
import { readAfterSide, readSide } from './money.ts'
import type { RuleMatch, WordsRefinement } from './refinements.ts'
import { matchAny, phrase, smallNumber, type Token } from './tokenise.ts'

/**
 * Kilometres ('under 50,000 km', 'less than 50k kms', 'low kms') and age ('2020 or newer', '2018-2020',
 * 'less than 3 years old', 'late model', a bare '2019'), as the km and year range filters.
 */

/** 'low kms': at most this many kilometres. */
export const LOW_KMS_MAX = 30_000
/** 'late model': at most this many years old. */
export const LATE_MODEL_YEARS = 3
/** 'around 50,000 km' is that give or take this share. */
export const AROUND_KM_SHARE = 0.2
/** Years read as model years; a 4-digit number outside them may be a postcode. */
export const EARLIEST_YEAR = 1950

const kmUnits = ['kms', 'km', 'kilometres', 'kilometers', 'klms', 'klm', 'ks', "k's"]
const kmWords = [
  ...kmUnits,
  'k',
  'on the clock',
  'on the odometer',
  'on the odo',
  'kilometre',
  'kilometer',
].map(phrase)

function kmRange(side: 'max' | 'min' | 'around', value: number): WordsRefinement {
  value = Math.round(value)
  if (side === 'max') return { kind: 'range', attribute: 'km', max: value }
  if (side === 'min') return { kind: 'range', attribute: 'km', min: value }
  return {
    kind: 'range',
    attribute: 'km',
    min: Math.round(value * (1 - AROUND_KM_SHARE)),
    max: Math.round(value * (1 + AROUND_KM_SHARE)),
  }
}

/** An amount followed by a kilometre unit: its value and the words it took, or null. */
function readKilometres(tokens: readonly Token[], start: number): { amount: Amount; length: number } | null {
  const amount = readAmount(tokens, start, kmUnits)
  if (!amount) return null
  if (amount.unit) return { amount, length: amount.length }
  // '50k km' (not '50 k', which is money).
  const unit = matchAny(tokens, start + amount.length, kmWords)
  if (!unit || (tokens[start + amount.length]?.compact === 'k' && !amount.scaled)) return null
  return { amount, length: amount.length + unit }
}

const lowKmWords = [
  'low kms',
  'low km',
  'low k',
  'low ks',
  "low k's",
  'low kilometres',
  'low kilometers',
  'low klms',
  'low mileage',
  'low miles',
  'low odometer',
].map(phrase)

/** 'under 50,000 km', '50k kms or less', 'over 100,000 km', 'low kms'. */
export function kilometresRule(tokens: readonly Token[], start: number): RuleMatch | null {
  const low = matchAny(tokens, start, lowKmWords)
  if (low) return { length: low, refinements: [kmRange('max', LOW_KMS_MAX)] }
  let at = start
  const lead = readSide(tokens, at)
  if (lead) at += lead.length
  const kilometres = readKilometres(tokens, at)
  if (!kilometres) return null
  at += kilometres.length
  const after = lead ? null : readAfterSide(tokens, at)
  if (after) at += after.length
  const { amount } = kilometres
  const side = amount.around ? 'around' : amount.plus ? 'min' : (lead?.side ?? after?.side ?? 'max')
  return { length: at - start, refinements: [kmRange(side, amount.value)] }
}

/** A model year ('2019', 'MY24', "'19" is not read), between 1950 and next year; null otherwise. */
export function readYear(
  tokens: readonly Token[],
  start: number,
  currentYear: number,
): { year: number; length: number; plus: boolean } | null {
  const token = tokens[start]
  if (!token) return null
  const modelYear = /^my ?(\d{2}|\d{4})$/.exec(token.norm)
  if (modelYear) {
    const digits = modelYear[1] as string
    const year = digits.length === 2 ? 2000 + Number(digits) : Number(digits)
    return year >= EARLIEST_YEAR && year <= currentYear + 1 ? { year, length: 1, plus: false } : null
  }
  if (token.compact === 'my') {
    const next = readYear(tokens, start + 1, currentYear)
    const short = /^\d{2}$/.exec(tokens[start + 1]?.norm ?? '')
    if (next) return { ...next, length: next.length + 1 }
    if (short) return { year: 2000 + Number(short[0]), length: 2, plus: false }
    return null
  }
  const amount = readAmount(tokens, start)
  if (!amount || amount.dollars || amount.scaled || amount.length !== 1) return null
  if (!/^\d{4}\+?$/.test(token.norm)) return null
  const year = amount.value
  if (year < EARLIEST_YEAR || year > currentYear + 1) return null
  return { year, length: 1, plus: amount.plus }
}

const newerAfter = [
  'or newer',
  'and newer',
  'or later',
  'and later',
  'onwards',
  'onward',
  'on',
  'and up',
  'or above',
  'and above',
  'plus',
  'or after',
  'and after',
  'or younger',
  'model or newer',
  'or newer model',
].map(phrase)
const olderAfter = ['or older', 'and older', 'or earlier', 'and earlier', 'or before', 'and before'].map(
  phrase,
)
const newerThanBefore = ['newer than', 'later than', 'after', 'post'].map(phrase)
const fromBefore = ['from', 'since', 'at least', 'min', 'minimum'].map(phrase)
const olderThanBefore = ['older than', 'before', 'pre', 'earlier than'].map(phrase)
const upToBefore = ['up to', 'until', 'no newer than', 'max'].map(phrase)
const yearWords = ['model', 'models', 'model year', 'year', 'build', 'plate', 'plated'].map(phrase)

function yearRange(min: number | undefined, max: number | undefined): WordsRefinement {
  return {
    kind: 'range',
    attribute: 'year',
    ...(min !== undefined && { min }),
    ...(max !== undefined && { max }),
  }
}

/** '2018-2020', '2018 to 2020', 'between 2018 and 2020'. */
function yearSpan(tokens: readonly Token[], start: number, currentYear: number): RuleMatch | null {
  let at = start
  const between = matchAny(tokens, at, [['between'], ['from']])
  at += between
  const first = readYear(tokens, at, currentYear)
  if (!first) return null
  at += first.length
  const join = matchAny(tokens, at, [['-'], ['to'], ['and'], ['till'], ['until']])
  if (!join || (tokens[at]?.compact === 'and' && !between)) return null
  at += join
  const second = readYear(tokens, at, currentYear)
  if (!second) return null
  at += second.length
  at += matchAny(tokens, at, yearWords)
  const [min, max] = first.year <= second.year ? [first.year, second.year] : [second.year, first.year]
  return { length: at - start, refinements: [yearRange(min, max)] }
}

/** '2020 or newer', 'newer than 2020', 'before 2015', '2019 model', a bare '2019'. */
function yearBound(tokens: readonly Token[], start: number, currentYear: number): RuleMatch | null {
  let at = start
  const newerThan = matchAny(tokens, at, newerThanBefore)
  const from = matchAny(tokens, at, fromBefore)
  const olderThan = matchAny(tokens, at, olderThanBefore)
  const upTo = matchAny(tokens, at, upToBefore)
  const lead = Math.max(newerThan, from, olderThan, upTo)
  at += lead
  const found = readYear(tokens, at, currentYear)
  if (!found) return null
  at += found.length
  at += matchAny(tokens, at, yearWords)
  const { year } = found
  if (lead > 0) {
    const refinement =
      lead === newerThan
        ? yearRange(year + 1, undefined)
        : lead === from
          ? yearRange(year, undefined)
          : lead === olderThan
            ? yearRange(undefined, year - 1)
            : yearRange(undefined, year)
    return { length: at - start, refinements: [refinement] }
  }
  if (found.plus) return { length: at - start, refinements: [yearRange(year, undefined)] }
  const newer = matchAny(tokens, at, newerAfter)
  const older = matchAny(tokens, at, olderAfter)
  if (newer >= older && newer > 0)
    return { length: at - start + newer, refinements: [yearRange(year, undefined)] }
  if (older > 0) return { length: at - start + older, refinements: [yearRange(undefined, year)] }
  return { length: at - start, refinements: [yearRange(year, year)] }
}

const yearsOldWords = ['years old', 'year old', 'yrs old', 'yr old', 'yo', 'y o', 'years', 'yrs', 'year'].map(
  phrase,
)
const youngerAfter = ['or less', 'or younger', 'or newer', 'max', 'at most', 'and under', 'or under'].map(
  phrase,
)
const agedBefore = ['over', 'more than', 'older than', 'at least'].map(phrase)
const youngBefore = [
  'less than',
  'under',
  'up to',
  'no more than',
  'not more than',
  'max',
  'at most',
  'within',
  'newer than',
  'younger than',
  'no older than',
  '<',
].map(phrase)

/** 'less than 3 years old', 'under 5 yrs old', '3 years old or less', 'over 10 years old', '3 year old'. */
function ageRule(tokens: readonly Token[], start: number, currentYear: number): RuleMatch | null {
  const late = matchAny(tokens, start, [['late', 'model'], ['late', 'models'], ['latemodel']])
  if (late) return { length: late, refinements: [yearRange(currentYear - LATE_MODEL_YEARS, undefined)] }
  let at = start
  const young = matchAny(tokens, at, youngBefore)
  const aged = matchAny(tokens, at, agedBefore)
  const lead = Math.max(young, aged)
  at += lead
  let years = smallNumber(tokens[at])
  let numberLength = 1
  if (years === null) {
    // '3yo', '5yrs'
    const attached = /^(\d{1,2})(yo|yrs?|years?)$/.exec(tokens[at]?.norm ?? '')
    if (!attached) return null
    years = Number(attached[1])
    numberLength = 1
    at += numberLength
    const old = matchAny(tokens, at, [['old']])
    at += old
  } else {
    at += numberLength
    const unit = matchAny(tokens, at, yearsOldWords)
    if (!unit) return null
    at += unit
  }
  if (years < 0 || years > 60) return null
  if (lead > 0) {
    const refinement =
      lead === young ? yearRange(currentYear - years, undefined) : yearRange(undefined, currentYear - years)
    return { length: at - start, refinements: [refinement] }
  }
  const after = matchAny(tokens, at, youngerAfter)
  if (after) return { length: at - start + after, refinements: [yearRange(currentYear - years, undefined)] }
  const older = matchAny(tokens, at, [['or', 'older'], ['plus'], ['or', 'more']])
  if (older) return { length: at - start + older, refinements: [yearRange(undefined, currentYear - years)] }
  // '3 years old' alone is too loose without 'old': '3 years' could be a warranty.
  if (tokens[at - 1]?.compact !== 'old' && !/^(\d{1,2})(yo)$/.test(tokens[start]?.norm ?? '')) return null
  return { length: at - start, refinements: [yearRange(currentYear - years, currentYear - years)] }
}

/** Years and ages, the longest reading first. */
export function ageAndYearRule(
  tokens: readonly Token[],
  start: number,
  context: Pick<SearchWordsContext, 'currentYear'>,
): RuleMatch | null {
  const candidates = [
    yearSpan(tokens, start, context.currentYear),
    yearBound(tokens, start, context.currentYear),
    ageRule(tokens, start, context.currentYear),
  ]
  let best: RuleMatch | null = null
  for (const candidate of candidates)
    if (candidate && candidate.length > (best?.length ?? 0)) best = candidate
  return best
}
