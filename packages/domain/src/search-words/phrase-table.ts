import type { ListFacetAttribute } from '../search/facet-attributes.ts'
import type { SearchWordsContext, StockVocabulary } from './context.ts'
import { type RuleMatch, stockValue, valuesRefinement } from './refinements.ts'
import { compactKey, type Token } from './tokenise.ts'

/**
 * Tables of shoppers' words for one facet each: every spelling of an entry ('dual cab', 'dual-cab',
 * 'dualcab', 'double cab') is matched by compact key across up to `MAX_PHRASE_WORDS` words, and resolved
 * to the stock's own value (`stockValue`: the first candidate the stock has, else the most general).
 */

export const MAX_PHRASE_WORDS = 4

export interface PhraseEntry {
  /** What shoppers type, as plain text: 'dual cab', 'double cab'. */
  words: readonly string[]
  /** Facet values it means, most specific first: ['Dual Cab', 'Double Cab', 'Ute']. */
  candidates: readonly string[]
}

export interface PhraseTable {
  attribute: ListFacetAttribute
  /** The facet's values in the site's stock. */
  stock: (stock: StockVocabulary) => readonly string[]
  entries: readonly PhraseEntry[]
}

/** The window of tokens from `start` with their compact keys joined: 'off', 'offroad', 'offroadcaravan'... */
export function windowKeys(tokens: readonly Token[], start: number, maxWords = MAX_PHRASE_WORDS): string[] {
  const keys: string[] = []
  let key = ''
  for (let length = 1; length <= maxWords && start + length <= tokens.length; length++) {
    key += (tokens[start + length - 1] as Token).compact
    keys.push(key)
  }
  return keys
}

/** A rule matching a table's longest spelling at a position. */
export function phraseTableRule(table: PhraseTable) {
  const byKey = new Map<string, PhraseEntry>()
  for (const entry of table.entries) {
    for (const words of entry.words) byKey.set(compactKey(words), entry)
  }
  return (
    tokens: readonly Token[],
    start: number,
    context: Pick<SearchWordsContext, 'stock'>,
  ): RuleMatch | null => {
    const keys = windowKeys(tokens, start)
    for (let length = keys.length; length >= 1; length--) {
      // A window must not end on an empty token ('-').
      if (!tokens[start + length - 1]?.compact || !tokens[start]?.compact) continue
      const entry = byKey.get(keys[length - 1] as string)
      if (!entry) continue
      const value = stockValue(table.stock(context.stock), entry.candidates)
      return { length, refinements: [valuesRefinement(table.attribute, [value])] }
    }
    return null
  }
}

/** Entries from a compact list: `['Ute', 'ute', 'utes', 'pickup']` means candidates ['Ute'] for those words. */
export const entry = (candidates: string | readonly string[], ...words: string[]): PhraseEntry => ({
  candidates: typeof candidates === 'string' ? [candidates] : candidates,
  words,
})
