import type { Collection } from '../collection/collection.ts'
import { applyCurations, type CurationOutcome } from '../curation/apply-curations.ts'
import type { CurationItem } from '../curation/curation-item.ts'
import { parseHiddenHits, parsePinnedHits } from '../curation/pinned-hits.ts'
import { ApiError } from '../errors.ts'
import type { FilterNode } from '../filter/filter-ast.ts'
import type { ParsedQuery } from './query-parse.ts'
import { parseCollectionFilter } from './search-filter.ts'
import type { SearchParams } from './search-params.ts'

/** Runs the collection's curation rules and the request's pinned and hidden hits for one search. */
export function curate(
  collection: Collection,
  params: SearchParams,
  items: readonly CurationItem[],
): CurationOutcome {
  const pinned = parsePinnedHits(params.pinnedHits)
  return applyCurations({
    items,
    enabled: params.enableCurations,
    q: params.q,
    filterBy: params.filterBy,
    tags: params.curationTags,
    pinned,
    hidden: parseHiddenHits(params.hiddenHits),
    tokenizer: collection.tokenizer,
    ordinalOfId: (id) => collection.ordinalOfId(id),
    nowSeconds: Math.floor(Date.now() / 1000),
  })
}

/** AND-s each matched rule's `filter_by` to the request's filter; one that does not parse is skipped. */
export function withCurationFilters(
  collection: Collection,
  filter: FilterNode | undefined,
  filters: readonly string[],
): FilterNode | undefined {
  let node = filter
  for (const text of filters) {
    let extra: FilterNode | undefined
    try {
      extra = parseCollectionFilter(collection, text)
    } catch (error) {
      if (error instanceof ApiError) continue
      throw error
    }
    if (extra) node = node ? { op: 'and', left: node, right: extra } : extra
  }
  return node
}

/** Drops the tokens a matched filter rule absorbed; a query left without tokens becomes a wildcard. */
export function withoutTokens(query: ParsedQuery, tokens: ReadonlySet<string>): ParsedQuery {
  if (tokens.size === 0 || (query.include.length === 1 && query.include[0] === '*')) return query
  const include = query.include.filter((token) => !tokens.has(token))
  return { ...query, include: include.length > 0 ? include : ['*'] }
}
