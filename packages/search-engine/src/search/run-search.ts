import type { Collection } from '../collection/collection.ts'
import { evaluateFilter } from '../filter/filter-eval.ts'
import { type DocSet, docSetOf, intersect, subtract } from '../index/doc-set.ts'
import { type CuratedSlot, placeCurated } from './curated-placement.ts'
import { geoSortDistances } from './geo-sort-distances.ts'
import { assignGroups, type GroupAssignment } from './group-results.ts'
import { excludedDocuments, phraseDocuments } from './query-constraints.ts'
import { returnScoreBuffer, takeScoreBuffer } from './score-buffers.ts'
import type { SearchRequest } from './search-request.ts'
import { dropTokensMode, maxCandidates } from './search-settings.ts'
import { buildComparator, type OrdinalComparator, type SortValues, type TextScores } from './sort-order.ts'
import { searchText } from './text-search.ts'
import type { SearchedToken } from './text-search-types.ts'

/** The documents a request matches, and how they rank. Call `release` once the response is built. */
export interface SearchRun {
  matched: DocSet
  /** Matching ordinals, ascending. */
  ordinals: Uint32Array
  text: TextScores | undefined
  /** Tokens the query matched, for highlighting. */
  searched: Map<string, SearchedToken>
  /** Each matching document's group, under `group_by`. */
  grouping: GroupAssignment | undefined
  /** Curated documents by position; they are left out of `matched` and `ordinals`. */
  curated: CuratedSlot[]
  compare: OrdinalComparator
  sortValues: SortValues
  release: () => void
}

export function runSearch(collection: Collection, request: SearchRequest): SearchRun {
  const { params, fields, query, wildcard, target } = request
  const buffers: Float64Array[] = []
  let releaseText: (() => void) | undefined
  const release = () => {
    releaseText?.()
    for (const buffer of buffers) returnScoreBuffer(buffer)
  }
  try {
    const allowed = request.filter ? evaluateFilter(request.filter, target) : collection.alive()
    const size = allowed.size
    let matched: DocSet = allowed
    let text: TextScores | undefined
    const searched = new Map<string, SearchedToken>()
    if (!wildcard) {
      const result = searchText({
        fields,
        tokens: query.include,
        allowed,
        options: {
          typoTokensThreshold: params.typoTokensThreshold,
          dropTokensThreshold: params.dropTokensThreshold,
          ...dropTokensMode(params.dropTokensMode),
          minLen1typo: params.minLen1typo,
          minLen2typo: params.minLen2typo,
          maxCandidates: maxCandidates(params, collection.size),
          exhaustive: params.exhaustiveSearch,
          prioritizeExactMatch: params.prioritizeExactMatch,
          prioritizeNumMatchingFields: params.prioritizeNumMatchingFields,
          rankByFrequency: collection.rankByFrequency,
          enableTyposForNumericalTokens: params.enableTyposForNumericalTokens,
          enableTyposForAlphaNumericalTokens: params.enableTyposForAlphaNumericalTokens,
        },
      })
      releaseText = result.release
      matched = result.matched
      text = { hi: result.hi, lo: result.lo }
      for (const [token, meta] of result.searchedTokens) searched.set(token, meta)
    }
    if (query.exclude.length > 0) matched = subtract(matched, excludedDocuments(fields, query.exclude, size))
    const phrases = phraseDocuments(fields, query.phrases, size)
    if (phrases) {
      matched = intersect(matched, phrases)
      for (const phrase of query.phrases) {
        for (const token of phrase)
          searched.set(token, { position: 0, rootLength: token.length, prefix: false, typos: 0 })
      }
    }
    const curation = request.curation
    const filterCurated =
      request.filter !== undefined && (params.filterCuratedHits || curation.filterCuratedHits)
    const curated = placeCurated(
      curation,
      filterCurated ? allowed : undefined,
      request.groupFields.length > 0 ? params.groupLimit : 1,
    )
    if (curated.length > 0 || curation.excluded.size > 0) {
      const drop = new Set([...curation.excluded, ...curated.flatMap((slot) => slot.ordinals)])
      matched = subtract(
        matched,
        docSetOf(
          size,
          [...drop].sort((a, b) => a - b),
        ),
      )
    }
    const ordinals = matched.toArray()
    const grouping =
      request.groupFields.length > 0
        ? assignGroups(ordinals, request.groupFields, params.groupMissingValues)
        : undefined
    const geoDistances = geoSortDistances(collection, request.sortKeys, ordinals, size)
    buffers.push(...geoDistances.values())
    const sortValues: SortValues = { text, evalSets: request.evalSets, geoDistances }
    if (grouping && request.sortKeys.some((k) => k.kind === 'groupFound')) {
      const found = takeScoreBuffer(size)
      buffers.push(found)
      for (let i = 0; i < ordinals.length; i++) found[ordinals[i]!] = grouping.counts[grouping.groupOf[i]!]!
      sortValues.groupFound = found
    }
    const compare = buildComparator(collection, request.sortKeys, sortValues)
    return { matched, ordinals, text, searched, grouping, curated, compare, sortValues, release }
  } catch (error) {
    release()
    throw error
  }
}
