import type { SortValue } from '../search/sort.ts'
import type { RuleMatch } from './refinements.ts'
import { matchAny, phrase, type Token } from './tokenise.ts'

/**
 * Words that ask for an order ('cheapest', 'lowest kms', 'newest') become the results page's sort, and
 * words that carry nothing to search ('a', 'with', 'looking for', 'near me') are set aside as filler: they
 * are listed in the parse, shown in the phrase the shopper sees, and never sent as text to match.
 */

const sortWords: readonly { sort: SortValue; words: readonly (readonly string[])[] }[] = [
  {
    sort: 'price-asc',
    words: [
      'cheap',
      'cheapest',
      'cheaper',
      'bargain',
      'bargains',
      'lowest price',
      'low price',
      'budget',
      'affordable',
      'inexpensive',
    ].map(phrase),
  },
  { sort: 'price-desc', words: ['most expensive', 'highest price', 'dearest'].map(phrase) },
  {
    sort: 'km-asc',
    words: ['lowest kms', 'lowest km', 'lowest kilometres', 'least kms', 'fewest kms', 'lowest mileage'].map(
      phrase,
    ),
  },
  { sort: 'year-desc', words: ['newest', 'latest model', 'latest models', 'newest first'].map(phrase) },
  {
    sort: 'listed-desc',
    words: [
      'just arrived',
      'new arrivals',
      'new arrival',
      'newly listed',
      'recently listed',
      'latest arrivals',
      'fresh in',
      'just in',
    ].map(phrase),
  },
]

export function sortRule(tokens: readonly Token[], start: number): RuleMatch | null {
  let best: RuleMatch | null = null
  for (const { sort, words } of sortWords) {
    const length = matchAny(tokens, start, words)
    if (length > (best?.length ?? 0)) best = { length, refinements: [{ kind: 'sort', sort }] }
  }
  return best
}

const fillerPhrases = [
  'a',
  'an',
  'the',
  'with',
  'w',
  'and',
  'or',
  'for',
  'of',
  'to',
  'my',
  'me',
  'i',
  'im',
  "i'm",
  'want',
  'wanted',
  'wanting',
  'looking',
  'looking for',
  'need',
  'needs',
  'needed',
  'after',
  'some',
  'any',
  'anything',
  'something',
  'please',
  'vehicle',
  'vehicles',
  'for sale',
  'sale',
  'buy',
  'buying',
  'find',
  'show',
  'show me',
  'that',
  'which',
  'has',
  'have',
  'having',
  'is',
  'in',
  'at',
  'on',
  'near',
  'near me',
  'nearby',
  'close by',
  'local',
  'around',
  'under',
  'around here',
  'model',
  'type',
  'price',
  'priced',
  'ideally',
  'preferably',
  'prefer',
  'thanks',
  'cheers',
].map(phrase)

/** Filler at `start`: the number of words, or 0. */
export function fillerLength(tokens: readonly Token[], start: number): number {
  return matchAny(tokens, start, fillerPhrases)
}
