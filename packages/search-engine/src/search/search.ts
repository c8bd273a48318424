import type { Collection } from '../collection/collection.ts'
import { ApiError, badRequest } from '../errors.ts'
import { evaluateFilter } from '../filter/filter-eval.ts'
import type { Bitset } from '../index/bitset.ts'
import { isGeoType } from '../schema/field-types.ts'
import { buildHits } from './build-hits.ts'
import { parseFacetRequest } from './facet-by.ts'
import { computeFacets } from './facets.ts'
import { geoSortDistances } from './geo-sort-distances.ts'
import { excludedDocuments, phraseDocuments } from './query-constraints.ts'
import { parseQuery } from './query-parse.ts'
import { returnScoreBuffer } from './score-buffers.ts'
import { resolveQueryFields } from './search-fields.ts'
import { filterTarget, parseCollectionFilter } from './search-filter.ts'
import { parseSearchParams, type RawParams } from './search-params.ts'
import { dropTokensMode, evaluateEval, maxCandidates, resolveFacetQuery } from './search-settings.ts'
import { parseSortBy, resolveSortKeys, type SortKey } from './sort-by.ts'
import { buildComparator, type TextScores } from './sort-order.ts'
import { searchText } from './text-search.ts'
import type { SearchedToken } from './text-search-types.ts'
import { topK } from './top-k.ts'

const MAX_PER_PAGE = 250
const ZERO = new Float64Array(0)

/** Runs one Typesense search request against a collection and returns the response body. */
export function searchCollection(collection: Collection, raw: RawParams): Record<string, unknown> {
  const started = performance.now()
  const params = parseSearchParams(raw)
  if (params.groupBy.length > 0)
    throw badRequest('`group_by` is not supported by the embedded search engine.')
  const fields = resolveQueryFields(collection, params)
  const filter = parseCollectionFilter(collection, params.filterBy)
  const facets = params.facetBy.flatMap((entry) =>
    parseFacetRequest(
      entry,
      (name) => collection.facetIndex(name) !== undefined,
      () =>
        collection
          .concreteFields()
          .filter((f) => f.facet)
          .map((f) => f.name),
    ),
  )
  const facetQuery = resolveFacetQuery(
    collection,
    params,
    facets.map((f) => f.field),
  )
  if (params.perPage > MAX_PER_PAGE)
    throw new ApiError(422, `Only upto ${MAX_PER_PAGE} hits can be fetched per page.`)
  const query = parseQuery(params.q, collection.tokenizer)
  const wildcard = query.include.length === 1 && query.include[0] === '*'
  const sortKeys = resolveSortKeys(
    parseSortBy(params.sortBy),
    (name) => {
      const field = collection.field(name)
      if (!field) return undefined
      if (isGeoType(field.field.type)) return { sortable: field.geo !== undefined, kind: 'geo' }
      const numeric = field.numeric !== undefined && !field.numeric.isArray
      return {
        sortable: field.field.sort && (numeric || field.sortStrings !== undefined),
        kind: numeric ? 'numeric' : 'string',
      }
    },
    params.q === '*',
    collection.schema.default_sorting_field,
  )
  const target = filterTarget(collection, params.maxFilterByCandidates)
  const evalSets = new Map<string, Bitset>()
  for (const key of sortKeys)
    if (key.kind === 'eval') evalSets.set(key.filter, evaluateEval(collection, key.filter, target))

  let releaseScores: (() => void) | undefined
  let geoDistances: Map<SortKey, Float64Array> | undefined
  try {
    const allowed = filter ? evaluateFilter(filter, target) : collection.alive()
    const size = allowed.size
    let matched = allowed
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
      releaseScores = result.release
      matched = result.matched
      text = { hi: result.hi, lo: result.lo }
      for (const [token, meta] of result.searchedTokens) searched.set(token, meta)
    }
    if (query.exclude.length > 0) matched = matched.andNot(excludedDocuments(fields, query.exclude, size))
    const phrases = phraseDocuments(fields, query.phrases, size)
    if (phrases) {
      matched = matched.and(phrases)
      for (const phrase of query.phrases) {
        for (const token of phrase)
          searched.set(token, { position: 0, rootLength: token.length, prefix: false, typos: 0 })
      }
    }

    const ordinals = matched.toArray()
    const highlightOptions = {
      startTag: params.highlightStartTag,
      endTag: params.highlightEndTag,
      snippetThreshold: params.snippetThreshold,
      affixTokens: params.highlightAffixNumTokens,
    }
    const facetCounts = computeFacets(
      collection,
      facets,
      matched,
      ordinals,
      params.maxFacetValues,
      facetQuery,
      highlightOptions,
    )
    const offset =
      params.page === 0 && params.offset !== 0
        ? params.offset
        : params.perPage * (Math.max(1, params.page) - 1)
    const fetchSize = Math.min(offset + params.perPage, params.limitHits)
    geoDistances = geoSortDistances(collection, sortKeys, ordinals, size)
    const compare = buildComparator(collection, sortKeys, text, evalSets, geoDistances)
    const ranked = topK(ordinals, fetchSize, compare).slice(offset)
    const hits = buildHits({
      collection,
      ordinals: ranked,
      params,
      text: sortKeys.some((k: SortKey) => k.kind === 'text') ? (text ?? { hi: ZERO, lo: ZERO }) : undefined,
      searched: wildcard ? undefined : searched,
      geoKeys: sortKeys.filter((k): k is Extract<SortKey, { kind: 'geo' }> => k.kind === 'geo'),
      queryTokens: wildcard ? [] : query.include,
      highlightOptions,
    })
    const body: Record<string, unknown> = {
      facet_counts: facetCounts,
      found: ordinals.length,
      hits,
      out_of: collection.size,
      request_params: {
        collection_name: collection.name,
        first_q: params.q,
        per_page: params.perPage,
        q: params.q,
      },
      search_cutoff: false,
      search_time_ms: Math.round(performance.now() - started),
    }
    if (params.page === 0 && params.offset !== 0) body.offset = params.offset
    else body.page = Math.max(1, params.page)
    if (params.excludeFields.includes('out_of')) delete body.out_of
    if (params.excludeFields.includes('search_time_ms')) delete body.search_time_ms
    return body
  } finally {
    releaseScores?.()
    for (const buffer of geoDistances?.values() ?? []) returnScoreBuffer(buffer)
  }
}
