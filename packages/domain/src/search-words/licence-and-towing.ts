import { enAuNumber } from '../australia/number-format.ts'
import { towingBandFor, towingBandLabel } from '../calculators/towing-capacity.ts'
import { readAmount } from './amounts.ts'
import type { SearchWordsContext } from './context.ts'
import { type RuleMatch, stockValue, stockValuesWithWord, valuesRefinement } from './refinements.ts'
import { matchAny, phrase, type Token } from './tokenise.ts'

/**
 * Motorcycle licence words ('LAMS', 'learner approved', 'L plates') and towing ('tows 3.5 tonnes',
 * '3500kg towing').
 *
 * LAMS (the Learner Approved Motorcycle Scheme) is how Australian feeds badge the bikes a learner may ride
 * ('MT-07 LAMS'), so licence words mean every badge of the stock with LAMS in it, or a 'LAMS Approved'
 * feature where a feed lists it that way. A site with neither has no way to tell, and the words stay text.
 */

const licenceWords = [
  'lams',
  'lams approved',
  'lams-approved',
  'lams legal',
  'lams bike',
  'lams bikes',
  'lams motorcycle',
  'learner approved',
  'learner legal',
  'learner bike',
  'learners bike',
  "learner's bike",
  'learner',
  'learners',
  'l plate',
  'l plates',
  'l-plate',
  'l-plates',
  'l plater',
  'p plate',
  'p plates',
  'p plater',
  'restricted licence',
  'restricted license',
  'novice',
  'beginner bike',
  'beginners bike',
  'first bike',
].map(phrase)

export function licenceRule(
  tokens: readonly Token[],
  start: number,
  context: Pick<SearchWordsContext, 'stock'>,
): RuleMatch | null {
  const length = matchAny(tokens, start, licenceWords)
  if (!length) return null
  const badges = stockValuesWithWord(context.stock.badges, 'lams')
  if (badges.length > 0)
    return { length, refinements: [valuesRefinement('badge', badges)], label: 'LAMS approved' }
  const feature = context.stock.features.find((value) => /\blams\b/i.test(value))
  if (feature)
    return { length, refinements: [valuesRefinement('filtered_features', [feature])], label: 'LAMS approved' }
  return null
}

const massUnits: Readonly<Record<string, number>> = {
  t: 1_000,
  tonne: 1_000,
  tonnes: 1_000,
  ton: 1_000,
  tons: 1_000,
  tn: 1_000,
  kg: 1,
  kgs: 1,
  kilos: 1,
  kilograms: 1,
}

const towBefore = [
  'tows',
  'tow',
  'towing',
  'can tow',
  'to tow',
  'that tows',
  'that can tow',
  'capable of towing',
  'towing capacity',
  'towing capacity of',
  'tow capacity',
  'tow rating',
  'towing rating',
  'braked towing',
  'towing at least',
  'tows at least',
  'tow at least',
].map(phrase)
const towAfter = [
  'towing',
  'tow',
  'towing capacity',
  'tow capacity',
  'braked towing',
  'braked',
  'tow rating',
  'capacity',
  'towing ute',
].map(phrase)

/** A mass in kilograms: '3.5 tonnes', '3.5t', '3500kg', '3500 kg'; a plain '3500' or '3.5' when towing is said. */
function readMass(
  tokens: readonly Token[],
  start: number,
  towingSaid: boolean,
): { kg: number; length: number } | null {
  const amount = readAmount(tokens, start, Object.keys(massUnits))
  if (!amount || amount.dollars || amount.scaled) return null
  let length = amount.length
  let unit = amount.unit
  if (!unit) {
    const next = tokens[start + length]?.compact ?? ''
    if (next in massUnits) {
      unit = next
      length++
    }
  }
  const value = amount.value
  if (unit) return { kg: value * (massUnits[unit] ?? 1), length }
  if (!towingSaid) return null
  // 'tows 3.5' is tonnes, 'tows 3500' kilograms.
  return { kg: value < 100 ? value * 1_000 : value, length }
}

/** 'tows 3.5 tonnes', 'towing capacity 3500kg', '3.5t towing', 'can tow 2.5 tonnes'. */
export function towingRule(
  tokens: readonly Token[],
  start: number,
  context: Pick<SearchWordsContext, 'stock'>,
): RuleMatch | null {
  let at = start
  const before = matchAny(tokens, at, towBefore)
  at += before
  const mass = readMass(tokens, at, before > 0)
  if (!mass) return null
  at += mass.length
  const after = before ? 0 : matchAny(tokens, at, towAfter)
  if (!before && !after) return null
  at += after
  const band = towingBandFor(Math.round(mass.kg))
  if (band === null || mass.kg <= 0) return null
  const label = towingBandLabel(band)
  return {
    length: at - start,
    refinements: [valuesRefinement('filtered_features', [stockValue(context.stock.features, [label])])],
    label: `Tows at least ${enAuNumber.format(mass.kg / 1_000)} t (${label})`,
  }
}
