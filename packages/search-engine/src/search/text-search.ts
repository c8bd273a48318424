import { Bitset } from '../index/bitset.ts'
import type { DocSet } from '../index/doc-set.ts'
import { intersectAscending, OrdinalSet } from '../index/ordinal-set.ts'
import { intersectSorted, sharesSorted, unionSorted } from '../index/sorted-ids.ts'
import type { TokenPostings } from '../index/token-postings.ts'
import { scoreDocument } from './doc-score.ts'
import { returnScoreBuffer, takeScoreBuffer } from './score-buffers.ts'
import type { QueryToken, SearchedToken, TextSearchInput, TextSearchResult } from './text-search-types.ts'
import { findCandidates } from './token-candidates.ts'
import { typoBudget } from './typo-budget.ts'

const COMBINATION_MIN_LIMIT = 10
const COMBINATION_MAX_LIMIT = 10000
const SCOPE_TOKENS_PER_DOCUMENT = 2

interface TokenCandidates {
  token: QueryToken
  cost: number
  candidates: string[]
}

/**
 * Typesense's keyword search: for each combination of typo costs (fewest first), expands every query token
 * into up to `max_candidates` index tokens (prefix for the last one), searches each combination of
 * candidates across the fields, and stops as soon as `typo_tokens_threshold` documents are found. If fewer
 * than `drop_tokens_threshold` documents match, tokens are dropped from the right, then from the left.
 */
export function searchText(input: TextSearchInput): TextSearchResult {
  const size = input.allowed.size
  const state: SearchState = {
    input,
    scope: input.allowed instanceof OrdinalSet ? input.allowed.ordinals : undefined,
    matched: new Bitset(size),
    matchedList: [],
    scopeTokens: new Map(),
    hi: takeScoreBuffer(size),
    lo: takeScoreBuffer(size),
    searchedTokens: new Map(),
    searchedSuggestions: new Set(),
    matchCount: 0,
  }
  const tokens = input.tokens.map((value, i) => ({ value, prefix: i === input.tokens.length - 1 }))
  fuzzySearch(state, tokens, [])
  const { options } = input
  if (options.exhaustive || state.matchCount < options.dropTokensThreshold) dropTokens(state, tokens)
  const { hi, lo } = state
  return {
    matched: matchedSet(state),
    hi,
    lo,
    searchedTokens: state.searchedTokens,
    release: () => {
      returnScoreBuffer(hi)
      returnScoreBuffer(lo)
    },
  }
}

interface SearchState {
  input: TextSearchInput
  /**
   * The allowed documents' ordinals when the filter's scope is narrow (ADR 067): posting lists, which span
   * the whole collection, are then read only where they meet the scope, so a site's keyword search costs
   * what its own cars cost.
   */
  scope: Uint32Array | undefined
  /** Membership of the documents matched so far; `matchedList` holds them too, in a narrow scope. */
  matched: Bitset
  matchedList: number[]
  /** Each searched field's tokens within a narrow scope, when its vocabulary is the larger list to scan. */
  scopeTokens: Map<number, TokenPostings[] | undefined>
  hi: Float64Array
  lo: Float64Array
  searchedTokens: Map<string, SearchedToken>
  searchedSuggestions: Set<string>
  matchCount: number
}

/** The matched documents, in the scope's form: a list when the scope is narrow. */
function matchedSet(state: SearchState): DocSet {
  if (!state.scope) return state.matched
  const ordinals = Uint32Array.from(state.matchedList).sort()
  return new OrdinalSet(state.input.allowed.size, ordinals)
}

function dropTokens(state: SearchState, tokens: QueryToken[]): void {
  const { options } = state.input
  const total = Math.min(tokens.length, 20)
  if (total <= 1) return
  const bothSides = options.dropTokensMode === 'both_sides' && total <= options.dropTokensLimit
  let direction: 'right_to_left' | 'left_to_right' =
    options.dropTokensMode === 'left_to_right' ? 'left_to_right' : 'right_to_left'
  let dropped = 0
  let directionsDone = 0
  while (options.exhaustive || state.matchCount < options.dropTokensThreshold || bothSides) {
    if (dropped >= total - 1) {
      direction = direction === 'right_to_left' ? 'left_to_right' : 'right_to_left'
      dropped = 0
      directionsDone++
    }
    if (directionsDone >= 2) break
    const keep = total - dropped - 1
    const kept = direction === 'right_to_left' ? tokens.slice(0, keep) : tokens.slice(dropped + 1, total)
    const removed = direction === 'right_to_left' ? tokens.slice(keep, total) : tokens.slice(0, dropped + 1)
    dropped++
    fuzzySearch(
      state,
      kept.map((t) => ({ ...t })),
      removed.map((t) => t.value),
    )
  }
}

function fuzzySearch(state: SearchState, tokens: QueryToken[], dropped: string[]): void {
  const { options, allowed } = state.input
  if (allowed.isEmpty()) return
  const costs = tokens.map((t) => {
    const budget = typoBudget(
      t.value,
      options.minLen1typo,
      options.minLen2typo,
      options.enableTyposForNumericalTokens,
      options.enableTyposForAlphaNumericalTokens,
    )
    return Array.from({ length: budget + 1 }, (_, i) => i)
  })
  const cache = new Map<string, string[]>()
  const limit = options.exhaustive ? COMBINATION_MAX_LIMIT : COMBINATION_MIN_LIMIT
  let combinations = tokens.length > 30 ? 1 : costs.reduce((n, c) => n * c.length, 1)
  for (let n = 0; n < combinations && n < limit; n++) {
    const combination = decodeCosts(n, costs)
    const found: TokenCandidates[] = []
    const unique = new Set<string>()
    let restart = false
    for (let ti = 0; ti < tokens.length; ti++) {
      const token = tokens[ti]!
      const cost = combination[ti]!
      const key = `${token.value}\u0000${cost}`
      let candidates = cache.get(key)
      if (!candidates) {
        const isLast = tokens.length > 1 && dropped.length === 0 && ti === tokens.length - 1
        const previous = isLast ? found[found.length - 1]?.candidates[0] : undefined
        if (isLast && previous === undefined) break
        candidates = expandToken(state, token, cost, previous, unique)
        cache.set(key, candidates)
      }
      if (candidates.length === 0) {
        const remaining = costs[ti]!.filter((c) => c !== cost)
        if (remaining.length === 0) return
        costs[ti] = remaining
        combinations = costs.reduce((acc, c) => acc * c.length, 1)
        n = -1
        restart = true
        break
      }
      found.push({ token, cost, candidates })
    }
    if (!restart && found.length === tokens.length) searchCombinations(state, found, dropped)
    if (!options.exhaustive && state.matchCount >= options.typoTokensThreshold) return
  }
}

function decodeCosts(n: number, costs: number[][]): number[] {
  const out = new Array<number>(costs.length)
  let quotient = n
  for (let i = costs.length - 1; i >= 0; i--) {
    const options = costs[i]!
    out[i] = options[quotient % options.length]!
    quotient = Math.floor(quotient / options.length)
  }
  return out
}

/** Candidate index tokens for one query token at one typo cost, across the searched fields. */
function expandToken(
  state: SearchState,
  token: QueryToken,
  cost: number,
  previous: string | undefined,
  unique: Set<string>,
): string[] {
  const { fields, options, allowed } = state.input
  const { scope } = state
  const out: string[] = []
  const acceptAllowed = (p: TokenPostings) => allowed.intersectsAny(p.docs)
  const search = (fieldIds: number[], coOccurring: boolean): boolean => {
    for (const fi of fieldIds) {
      const field = fields[fi]!
      if (cost > field.numTypos) continue
      let accept = acceptAllowed
      if (coOccurring && previous !== undefined) {
        const prev = field.index.postings(previous)
        if (prev && scope) {
          const withPrevious = new OrdinalSet(allowed.size, intersectAscending(scope, prev.docs))
          accept = (p) => withPrevious.intersectsAny(p.docs)
        } else if (prev) accept = (p) => sharesSorted(prev.docs, p.docs, (o) => allowed.has(o))
      }
      const leaves = findCandidates(field.index, token.value, {
        tokens: cost > 0 ? scopeTokens(state, fi) : undefined,
        cost,
        prefix: field.prefix && token.prefix,
        maxCandidates: options.maxCandidates,
        rankByFrequency: options.rankByFrequency,
        accept,
        exclude: unique,
      })
      for (const leaf of leaves) out.push(leaf.token)
      if (out.length >= options.maxCandidates) return true
    }
    return false
  }
  const allFields = fields.map((_, i) => i)
  if (previous === undefined) {
    search(allFields, false)
    return out
  }
  const popular = allFields
    .map((fi) => ({ fi, docs: fields[fi]!.index.postings(previous)?.docs.length ?? -1 }))
    .filter((entry) => entry.docs >= 0)
    .sort((a, b) => b.docs - a.docs)
    .map((entry) => entry.fi)
  if (search(popular, true)) return out
  if (fields.length > 1) search(allFields, false)
  return out
}

/** Searches every combination of candidate tokens (first token varies fastest), as Typesense does. */
function searchCombinations(state: SearchState, found: TokenCandidates[], dropped: string[]): void {
  const { fields, options } = state.input
  const total = found.reduce((n, f) => n * f.candidates.length, 1)
  const singlePrefixField = fields.length === 1 && fields[0]!.prefix
  const limit = singlePrefixField
    ? options.maxCandidates
    : Math.max(COMBINATION_MIN_LIMIT, options.maxCandidates)
  for (let n = 0; n < total && n < limit; n++) {
    let quotient = n
    let totalCost = 0
    const suggestion: string[] = []
    const meta: SearchedToken[] = []
    for (const [position, entry] of found.entries()) {
      const candidate = entry.candidates[quotient % entry.candidates.length]!
      quotient = Math.floor(quotient / entry.candidates.length)
      const prefixed = entry.token.prefix && candidate.length > entry.token.value.length + entry.cost
      totalCost += 2 * entry.cost + (prefixed ? 1 : 0)
      suggestion.push(candidate)
      meta.push({ position, rootLength: entry.token.value.length, prefix: prefixed, typos: entry.cost })
    }
    const key = suggestion.join('\u0000')
    if (state.searchedSuggestions.has(key)) continue
    state.searchedSuggestions.add(key)
    if (searchSuggestion(state, suggestion, dropped, totalCost, found.length)) {
      suggestion.forEach((candidate, i) => {
        if (!state.searchedTokens.has(candidate)) state.searchedTokens.set(candidate, meta[i]!)
      })
    }
  }
}

/**
 * The tokens of the scope's documents in one field, or undefined (scan the field's vocabulary) when the
 * scope is wide or the field has few distinct tokens (makes, fuels): a car holds a handful of tokens in a
 * field, so below about two per scope document the field's own sorted list is the cheaper one.
 */
function scopeTokens(state: SearchState, fieldIndex: number): TokenPostings[] | undefined {
  const { scope } = state
  if (!scope) return undefined
  if (state.scopeTokens.has(fieldIndex)) return state.scopeTokens.get(fieldIndex)
  const index = state.input.fields[fieldIndex]!.index
  const tokens =
    index.tokenCount > SCOPE_TOKENS_PER_DOCUMENT * scope.length ? index.tokensOf(scope) : undefined
  state.scopeTokens.set(fieldIndex, tokens)
  return tokens
}

/** Documents with the token in any searched field; in a narrow scope, only the scope's. */
function docsWithToken(state: SearchState, token: string): number[] {
  const { scope } = state
  const lists: ArrayLike<number>[] = []
  for (const field of state.input.fields) {
    const postings = field.index.postings(token)
    if (postings) lists.push(scope ? intersectAscending(scope, postings.docs) : postings.docs)
  }
  return unionSorted(lists)
}

function searchSuggestion(
  state: SearchState,
  suggestion: string[],
  dropped: string[],
  totalCost: number,
  queryTokenCount: number,
): boolean {
  const { input } = state
  const allowed = input.allowed
  let docs: number[] | undefined
  for (const token of suggestion) {
    const withToken = docsWithToken(state, token)
    if (docs === undefined) docs = state.scope ? withToken : withToken.filter((o) => allowed.has(o))
    else docs = intersectSorted(docs, withToken)
    if (docs.length === 0) return false
  }
  if (!docs) return false
  const context = {
    fields: input.fields,
    tokens: [...suggestion, ...dropped],
    totalCost,
    singleExactQueryToken: totalCost === 0 && queryTokenCount === 1,
    prioritizeExactMatch: input.options.prioritizeExactMatch,
    prioritizeNumMatchingFields: input.options.prioritizeNumMatchingFields,
  }
  for (const ordinal of docs) {
    const score = scoreDocument(ordinal, context)
    if (!state.matched.has(ordinal)) {
      state.matched.add(ordinal)
      if (state.scope) state.matchedList.push(ordinal)
      state.matchCount++
      state.hi[ordinal] = score.hi
      state.lo[ordinal] = score.lo
    } else if (
      score.hi > state.hi[ordinal]! ||
      (score.hi === state.hi[ordinal] && score.lo > state.lo[ordinal]!)
    ) {
      state.hi[ordinal] = score.hi
      state.lo[ordinal] = score.lo
    }
  }
  return true
}
