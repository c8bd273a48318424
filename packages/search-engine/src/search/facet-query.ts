import type { Collection } from '../collection/collection.ts'
import type { DocSet } from '../index/doc-set.ts'
import { isArrayType, scalarKind } from '../schema/field-types.ts'
import { tokenize, tokenizeWithSpans } from '../text/tokenizer.ts'
import type { TokenMark } from './highlight-text.ts'
import { searchText } from './text-search.ts'

export interface FacetQueryMatch {
  /** Facet value labels that match the query. */
  labels: Set<string>
  markOf: (token: string) => TokenMark | undefined
}

/**
 * Typesense's `facet_query`: a typo-tolerant prefix search of the facet field's own tokens, restricted to
 * the search results. A facet value matches when it contains a matched token for every query token.
 */
export function matchFacetQuery(
  collection: Collection,
  fieldName: string,
  query: string,
  results: DocSet,
  numTypos: number,
  maxCandidates: number,
): FacetQueryMatch {
  const field = collection.field(fieldName)!
  const labels = new Set<string>()
  const kind = scalarKind(field.field.type)
  if (kind !== 'string' || !field.text || !field.facet) {
    for (const label of field.facet?.labels ?? []) if (label.startsWith(query)) labels.add(label)
    const letters = query.length
    return { labels, markOf: () => ({ prefixLetters: letters }) }
  }
  const tokens = tokenize(query, collection.tokenizer)
  if (tokens.length === 0) return { labels, markOf: () => undefined }
  const result = searchText({
    fields: [
      {
        name: fieldName,
        index: field.text,
        isArray: isArrayType(field.field.type),
        weight: 15,
        prefix: true,
        numTypos,
        order: 0,
      },
    ],
    tokens,
    allowed: results,
    options: {
      typoTokensThreshold: 1,
      dropTokensThreshold: 0,
      dropTokensMode: 'right_to_left',
      dropTokensLimit: 0,
      minLen1typo: 3,
      minLen2typo: 7,
      maxCandidates,
      exhaustive: false,
      prioritizeExactMatch: true,
      prioritizeNumMatchingFields: true,
      rankByFrequency: false,
      enableTyposForNumericalTokens: true,
      enableTyposForAlphaNumericalTokens: true,
    },
  })
  const byPosition = new Map<number, Set<string>>()
  for (const [token, meta] of result.searchedTokens) {
    const set = byPosition.get(meta.position) ?? new Set<string>()
    set.add(token)
    byPosition.set(meta.position, set)
  }
  const facet = field.facet
  const seen = new Set<number>()
  for (const ordinal of result.matched.toArray()) {
    for (const id of Array.from(facet.valueIds(ordinal))) {
      if (seen.has(id)) continue
      seen.add(id)
      const label = facet.labels[id]!
      const valueTokens = new Set(tokenize(label, collection.tokenizer))
      let all = byPosition.size === tokens.length
      for (const candidates of byPosition.values()) {
        if (![...candidates].some((c) => valueTokens.has(c))) all = false
      }
      if (all) labels.add(label)
    }
  }
  result.release()
  const lastLetters = tokenizeWithSpans(query, collection.tokenizer).at(-1)?.value.length ?? 0
  const markOf = (token: string): TokenMark | undefined => {
    const meta = result.searchedTokens.get(token)
    if (!meta) return undefined
    if (!meta.prefix || meta.rootLength >= token.length) return {}
    if (meta.typos !== 0 && token.length - lastLetters <= 2) return {}
    return { prefixLetters: lastLetters }
  }
  return { labels, markOf }
}
