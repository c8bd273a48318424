import type { Collection } from '../collection/collection.ts'
import { docSetOf, union } from '../index/doc-set.ts'
import { buildHits } from './build-hits.ts'
import { mergeCuratedGroups } from './curated-groups.ts'
import { interleave } from './curated-placement.ts'
import { computeFacets } from './facets.ts'
import { groupOrder } from './group-order.ts'
import { assignGroups, pageOfGroups } from './group-results.ts'
import type { HighlightOptions } from './highlight-text.ts'
import type { SearchRun } from './run-search.ts'
import type { SearchRequest } from './search-request.ts'
import type { SortKey } from './sort-by.ts'
import { topK } from './top-k.ts'

const ZERO = new Float64Array(0)

/** The paging window: Typesense's `offset` wins only when `page` is not given. */
export function pageWindow(params: SearchRequest['params']): { offset: number; fetchSize: number } {
  const offset =
    params.page === 0 && params.offset !== 0 ? params.offset : params.perPage * (Math.max(1, params.page) - 1)
  return { offset, fetchSize: Math.min(offset + params.perPage, params.limitHits) }
}

export function highlightOptionsOf(params: SearchRequest['params']): HighlightOptions {
  return {
    startTag: params.highlightStartTag,
    endTag: params.highlightEndTag,
    snippetThreshold: params.snippetThreshold,
    affixTokens: params.highlightAffixNumTokens,
  }
}

/** Builds the response body of a search: facets, the page of hits (or of groups) and the counts. */
export function searchResponse(
  collection: Collection,
  request: SearchRequest,
  run: SearchRun,
  started: number,
): Record<string, unknown> {
  const { params, sortKeys, query, wildcard } = request
  const { ordinals, grouping } = run
  const highlightOptions = highlightOptionsOf(params)
  const curatedOrdinals = new Set(run.curated.flatMap((slot) => slot.ordinals))
  const facetCounts = facetsWithCurated(collection, request, run, curatedOrdinals)
  const { offset, fetchSize } = pageWindow(params)
  const hitsOf = (page: readonly number[]) =>
    buildHits({
      collection,
      ordinals: page,
      params,
      text: sortKeys.some((k) => k.kind === 'text') ? (run.text ?? { hi: ZERO, lo: ZERO }) : undefined,
      searched: wildcard ? undefined : run.searched,
      geoKeys: sortKeys.filter((k): k is Extract<SortKey, { kind: 'geo' }> => k.kind === 'geo'),
      queryTokens: wildcard ? [] : query.include,
      highlightOptions,
      curated: curatedOrdinals,
    })
  const body: Record<string, unknown> = {
    facet_counts: facetCounts,
    found: ordinals.length + curatedOrdinals.size,
  }
  if (grouping) {
    const extra = run.curated.length
    const ranked = pageOfGroups(ordinals, grouping, params.groupLimit, fetchSize + extra, 0, run.compare)
    const groups = mergeCuratedGroups(ranked, run.curated, grouping, params.groupLimit, fetchSize).slice(
      offset,
    )
    body.found = grouping.counts.length + extra
    body.found_docs = ordinals.length + curatedOrdinals.size
    body.grouped_hits = groups.map((group) => {
      const json: Record<string, unknown> = {}
      if (group.found !== undefined) json.found = group.found
      json.group_key = groupKey(collection, collection.document(group.hits[0]!), request.groupFields)
      json.hits = hitsOf(group.hits)
      return json
    })
  } else {
    const ranked = topK(ordinals, fetchSize, run.compare)
    const slots = run.curated.map((slot) => ({ position: slot.position, entry: slot.ordinals[0]! }))
    body.hits = hitsOf(interleave(ranked, slots, fetchSize).slice(offset))
  }
  if (request.curation.metadata) body.metadata = request.curation.metadata
  Object.assign(body, {
    out_of: collection.size,
    request_params: {
      collection_name: collection.name,
      first_q: params.q,
      per_page: params.perPage,
      q: params.q,
    },
    search_cutoff: false,
    search_time_ms: Math.round(performance.now() - started),
  })
  if (params.page === 0 && params.offset !== 0) body.offset = params.offset
  else body.page = Math.max(1, params.page)
  if (params.excludeFields.includes('out_of')) delete body.out_of
  if (params.excludeFields.includes('search_time_ms')) delete body.search_time_ms
  return body
}

/** The group's values from its first document, for the fields it has (Typesense's `group_key`). */
function groupKey(
  collection: Collection,
  doc: Record<string, unknown>,
  fields: SearchRequest['groupFields'],
): unknown[] {
  const key: unknown[] = []
  for (const { name } of fields) {
    const value = collection.valueOf(doc, name)
    if (value !== undefined) key.push(value)
  }
  return key
}

/** Facet counts over the matching documents and the curated ones (grouped when the search is). */
function facetsWithCurated(
  collection: Collection,
  request: SearchRequest,
  run: SearchRun,
  curated: ReadonlySet<number>,
): Record<string, unknown>[] {
  let { ordinals, matched, grouping } = run
  if (curated.size > 0) {
    matched = union(
      matched,
      docSetOf(
        matched.size,
        [...curated].sort((a, b) => a - b),
      ),
    )
    ordinals = matched.toArray()
    if (grouping) grouping = assignGroups(ordinals, request.groupFields, request.params.groupMissingValues)
  }
  return computeFacets(
    collection,
    request.facets,
    matched,
    ordinals,
    request.params.maxFacetValues,
    request.facetQuery,
    highlightOptionsOf(request.params),
    grouping ? groupOrder(ordinals, grouping) : undefined,
  )
}
