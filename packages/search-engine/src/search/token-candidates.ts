import type { TextFieldIndex } from '../index/text-field-index.ts'
import type { TokenPostings } from '../index/token-postings.ts'
import { boundedDistance } from '../text/edit-distance.ts'

export interface CandidateOptions {
  /** Exact number of typos a candidate must be away from the term. */
  cost: number
  /** Match the term against the beginning of tokens. */
  prefix: boolean
  maxCandidates: number
  /** Rank by number of documents instead of the default-sorting-field score (no default sorting field). */
  rankByFrequency: boolean
  /** Extra condition, e.g. the token must occur in a document that passes the filter. */
  accept?: (postings: TokenPostings) => boolean
  /** Tokens already taken for this query token (shared across fields, as Typesense does). */
  exclude?: Set<string>
  /**
   * The tokens to scan for typos, sorted by text as `index.sortedTokens()`: a narrow scope's own (`tokensOf`), so
   * a site's typo search reads its cars' words, not the collection's. The field's every token by default.
   */
  tokens?: readonly TokenPostings[]
}

function lowerBound(sorted: readonly TokenPostings[], term: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid]!.token < term) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Tokens of a field that match `term` at exactly `cost` typos (Damerau-Levenshtein), optionally as a
 * prefix, best first: the exact token, then by score (Typesense's `max_score` or frequency).
 */
export function findCandidates(
  index: TextFieldIndex,
  term: string,
  options: CandidateOptions,
): TokenPostings[] {
  const { cost, prefix, accept, exclude } = options
  const found: TokenPostings[] = []
  let exact: TokenPostings | undefined
  const consider = (postings: TokenPostings): void => {
    if (postings.docs.length === 0 || exclude?.has(postings.token)) return
    if (accept && !accept(postings)) return
    if (cost === 0 && postings.token === term) exact = postings
    else found.push(postings)
  }
  if (cost === 0 && !prefix) {
    const postings = index.postings(term)
    if (postings && postings.docs.length > 0 && !exclude?.has(term)) exact = postings
  } else if (cost === 0) {
    const sorted = options.tokens ?? index.sortedTokens()
    for (let i = lowerBound(sorted, term); i < sorted.length && sorted[i]!.token.startsWith(term); i++) {
      consider(sorted[i]!)
    }
  } else {
    for (const postings of options.tokens ?? index.sortedTokens()) {
      if (boundedDistance(term, postings.token, cost, prefix) === cost) consider(postings)
    }
  }
  const score = options.rankByFrequency
    ? (p: TokenPostings) => p.docs.length
    : (p: TokenPostings) => p.maxScore
  found.sort((a, b) => score(b) - score(a) || (a.token < b.token ? -1 : a.token > b.token ? 1 : 0))
  if (exact) found.unshift(exact)
  if (found.length > options.maxCandidates) found.length = options.maxCandidates
  for (const postings of found) exclude?.add(postings.token)
  return found
}
