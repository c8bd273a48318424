import type { DocSet } from '../index/doc-set.ts'
import type { WeightedField } from './weighted-fields.ts'

export interface TextSearchOptions {
  typoTokensThreshold: number
  dropTokensThreshold: number
  dropTokensMode: 'right_to_left' | 'left_to_right' | 'both_sides'
  dropTokensLimit: number
  minLen1typo: number
  minLen2typo: number
  maxCandidates: number
  exhaustive: boolean
  prioritizeExactMatch: boolean
  prioritizeNumMatchingFields: boolean
  rankByFrequency: boolean
  enableTyposForNumericalTokens: boolean
  enableTyposForAlphaNumericalTokens: boolean
}

export interface TextSearchInput {
  fields: WeightedField[]
  tokens: string[]
  /** Documents allowed by the filter (and alive). */
  allowed: DocSet
  options: TextSearchOptions
}

/** A token that was searched and matched, for highlighting: candidate -> how it was reached. */
export interface SearchedToken {
  /** Index of the query token this candidate stood for. */
  position: number
  rootLength: number
  prefix: boolean
  typos: number
}

export interface TextSearchResult {
  /** A list when the allowed documents are (a narrow scope), else a bitset. */
  matched: DocSet
  /** Scores by ordinal; only entries of `matched` ordinals are meaningful. */
  hi: Float64Array
  lo: Float64Array
  searchedTokens: Map<string, SearchedToken>
  /** Hands the score buffers back for reuse; the result must not be read afterwards. */
  release: () => void
}

export interface QueryToken {
  value: string
  prefix: boolean
}
