import type { ListFacetAttribute } from '../search/facet-attributes.ts'
import { bodyWords, itemTypeRule, seatsRule } from './body-and-seats.ts'
import { colourRule } from './colours.ts'
import type { SearchWordsContext, StockVocabulary } from './context.ts'
import { equipmentWords } from './equipment.ts'
import {
  availabilityWords,
  certifiedWords,
  conditionWords,
  driveWords,
  fuelWords,
  transmissionWords,
} from './fuel-transmission-condition.ts'
import { ageAndYearRule, kilometresRule } from './kilometres-and-age.ts'
import { licenceRule, towingRule } from './licence-and-towing.ts'
import { priceRule, repaymentBudgetRule } from './money.ts'
import { placeRule } from './places.ts'
import {
  type RuleMatch,
  refinementLabel,
  type UnderstoodWords,
  valuesRefinement,
  type WordsRefinement,
} from './refinements.ts'
import { fillerLength, sortRule } from './sort-and-fillers.ts'
import { misspeltStockRule, stockTermsRule, synonymRule } from './stock-terms.ts'
import { matchAny, phrase, type Token, tokenise, typedWords } from './tokenise.ts'

/**
 * A shopper's words ('red diesel ute under 40k near Penrith') as the results page's refinements.
 *
 * Table-driven and pure: each rule family (money, kilometres and age, body and seats, fuel, transmission
 * and condition, colours, licence and towing, places, equipment, sort words, the stock's own terms and the
 * dealer group's synonyms) says what it reads at a word and how many words it takes. At each word the
 * longest reading wins, ties going to the family listed first. Words no rule reads are kept, in order, as
 * the text search; filler ('a', 'with', 'looking for') is set aside and listed. Nothing typed is dropped:
 * every word is understood, searched as text, or listed as filler, and the whole phrase is kept.
 */

export interface ParsedSearchWords {
  /** The phrase as typed (trimmed). */
  phrase: string
  /** What was understood, in the order typed. */
  understood: UnderstoodWords[]
  /** Words no rule read, in the order typed, each with its position: the text search. */
  unmatched: { position: number; words: string }[]
  /** Words set aside as filler. */
  fillers: string[]
}

type ContextRule = (tokens: readonly Token[], start: number, context: SearchWordsContext) => RuleMatch | null

/** Every rule, in the order that breaks ties between readings of the same length. */
const rules: readonly ContextRule[] = [
  // Numbers first: a number's unit decides what it is ('$150 a week', '50,000 km', '3.5 t', '2020').
  repaymentBudgetRule,
  kilometresRule,
  towingRule,
  ageAndYearRule,
  seatsRule,
  priceRule,
  placeRule,
  // The dealer group's own words before the platform's.
  synonymRule,
  colourRule,
  licenceRule,
  bodyWords,
  fuelWords,
  transmissionWords,
  driveWords,
  conditionWords,
  certifiedWords,
  availabilityWords,
  equipmentWords,
  sortRule,
  itemTypeRule,
  stockTermsRule,
]

/** The longest reading at `start`; ties go to the earlier rule. */
function bestMatch(
  tokens: readonly Token[],
  start: number,
  context: SearchWordsContext,
): (RuleMatch & { filler?: boolean }) | null {
  let best: (RuleMatch & { filler?: boolean }) | null = null
  for (const rule of rules) {
    const match = rule(tokens, start, context)
    if (match && match.length > 0 && match.length > (best?.length ?? 0)) best = match
  }
  return best
}

const negationWords = [
  'no',
  'not',
  'non',
  'except',
  'excluding',
  'anything but',
  'nothing',
  'but not',
  'avoid',
].map(phrase)

/** Facets holding one value per vehicle, where "not X" is every other value the stock has. */
const negatable: Partial<Record<ListFacetAttribute, (stock: StockVocabulary) => readonly string[]>> = {
  make: (stock) => stock.makes,
  body: (stock) => stock.bodies,
  fuel: (stock) => stock.fuels,
  transmission: (stock) => stock.transmissions,
  drive: (stock) => stock.drives,
  colour: (stock) => stock.colours,
  car_type: (stock) => stock.conditions,
  item_type: (stock) => stock.itemTypes,
}

/** 'no diesel', 'not white', 'non-hybrid': every other value of the stock; null when that cannot be said. */
function negatedMatch(
  tokens: readonly Token[],
  start: number,
  context: SearchWordsContext,
): (RuleMatch & { negated: string }) | null {
  const negation = matchAny(tokens, start, negationWords)
  if (!negation) return null
  const match = bestMatch(tokens, start + negation, context)
  const only = match?.refinements.length === 1 ? match.refinements[0] : undefined
  if (!match || only?.kind !== 'values') return null
  const all = negatable[only.attribute]?.(context.stock) ?? []
  const others = all.filter((value) => !only.values.includes(value))
  if (others.length === 0 || others.length === all.length) return null
  return {
    length: negation + match.length,
    refinements: [valuesRefinement(only.attribute, others)],
    label: refinementLabel(only).replace(': ', ': not '),
    negated: only.attribute,
  }
}

export function parseSearchWords(input: string, context: SearchWordsContext): ParsedSearchWords {
  const tokens = tokenise(input)
  const wordsOf = (start: number, length: number) => typedWords(input, tokens, start, start + length - 1)
  const understood: UnderstoodWords[] = []
  const unmatched: ParsedSearchWords['unmatched'] = []
  const fillers: string[] = []
  const readable = new Map<number, boolean>()
  /** Whether a word means something by itself (so a misspelling must not swallow it). */
  const isReserved = (token: Token) => {
    let known = readable.get(token.index)
    if (known === undefined) {
      known = bestMatch(tokens, token.index, context) !== null || fillerLength(tokens, token.index) > 0
      readable.set(token.index, known)
    }
    return known
  }

  let at = 0
  while (at < tokens.length) {
    const match =
      negatedMatch(tokens, at, context) ??
      bestMatch(tokens, at, context) ??
      (fillerLength(tokens, at) > 0 ? null : misspeltStockRule(tokens, at, context, isReserved))
    if (match && match.refinements.length > 0) {
      understood.push({
        words: wordsOf(at, match.length),
        label: match.label ?? match.refinements.map(refinementLabel).join(', '),
        refinements: match.refinements,
        ...(match.note && { note: match.note }),
        position: at,
      })
      at += match.length
      continue
    }
    const filler = match && 'filler' in match && match.filler ? match.length : fillerLength(tokens, at)
    if (filler > 0) {
      fillers.push(wordsOf(at, filler))
      at += filler
      continue
    }
    const token = tokens[at] as Token
    if (token.compact) unmatched.push({ position: at, words: token.text })
    at++
  }

  const trimmed = input.trim().replace(/\s+/g, ' ')
  if (understood.length === 0) {
    // Nothing understood: the words are searched exactly as typed, as before.
    return {
      phrase: trimmed,
      understood: [],
      unmatched: trimmed ? [{ position: 0, words: trimmed }] : [],
      fillers: [],
    }
  }
  return { phrase: trimmed, understood, unmatched, fillers }
}

/** Every refinement understood, in order. */
export function wordsRefinements(parsed: ParsedSearchWords): WordsRefinement[] {
  return parsed.understood.flatMap((item) => item.refinements)
}
