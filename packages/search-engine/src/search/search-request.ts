import type { Collection } from '../collection/collection.ts'
import type { CurationOutcome } from '../curation/apply-curations.ts'
import type { CurationItem } from '../curation/curation-item.ts'
import { ApiError } from '../errors.ts'
import type { FilterNode } from '../filter/filter-ast.ts'
import type { FilterTarget } from '../filter/filter-target.ts'
import type { DocSet } from '../index/doc-set.ts'
import { isGeoType } from '../schema/field-types.ts'
import { type FacetRequest, parseFacetRequest } from './facet-by.ts'
import type { FacetQuery } from './facets.ts'
import { type GroupField, resolveGroupFields } from './group-fields.ts'
import { type ParsedQuery, parseQuery } from './query-parse.ts'
import { curate, withCurationFilters, withoutTokens } from './search-curation.ts'
import { resolveQueryFields } from './search-fields.ts'
import { filterTarget, parseCollectionFilter } from './search-filter.ts'
import { parseSearchParams, type RawParams, type SearchParams } from './search-params.ts'
import { evaluateEval, resolveFacetQuery } from './search-settings.ts'
import { parseSortBy, resolveSortKeys, type SortFieldInfo, type SortKey } from './sort-by.ts'
import type { WeightedField } from './weighted-fields.ts'

const MAX_PER_PAGE = 250

/** A search request checked against the collection, with everything parsed that running it needs. */
export interface SearchRequest {
  params: SearchParams
  fields: WeightedField[]
  filter: FilterNode | undefined
  facets: FacetRequest[]
  facetQuery: FacetQuery | undefined
  query: ParsedQuery
  wildcard: boolean
  sortKeys: SortKey[]
  groupFields: GroupField[]
  target: FilterTarget
  evalSets: Map<string, DocSet>
  curation: CurationOutcome
}

/** Validates and parses a request in Typesense's order, so the first problem found is the one reported. */
export function prepareSearch(
  collection: Collection,
  raw: RawParams,
  curationItems: readonly CurationItem[] = [],
  unionIndex?: number,
  andFilters: readonly string[] = [],
): SearchRequest {
  const params = parseSearchParams(raw)
  const fields = resolveQueryFields(collection, params)
  const groupFields = resolveGroupFields(collection, params.groupBy)
  let filter = parseCollectionFilter(collection, params.filterBy)
  for (const text of andFilters) filter = andNodes(filter, parseCollectionFilter(collection, text))
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
  const curation = curate(collection, params, curationItems)
  filter = withCurationFilters(collection, filter, curation.filters)
  const query = withoutTokens(parseQuery(curation.q, collection.tokenizer), curation.removeTokens)
  const wildcard = query.include.length === 1 && query.include[0] === '*'
  const sortKeys = resolveSortKeys(
    parseSortBy(curation.sortBy !== '' ? curation.sortBy : params.sortBy),
    (name) => sortFieldInfo(collection, name),
    curation.q === '*',
    collection.schema.default_sorting_field,
    { grouped: groupFields.length > 0, ...(unionIndex === undefined ? {} : { unionIndex }) },
  )
  const target = filterTarget(collection, params.maxFilterByCandidates)
  const evalSets = new Map<string, DocSet>()
  for (const key of sortKeys)
    if (key.kind === 'eval') evalSets.set(key.filter, evaluateEval(collection, key.filter, target))
  return {
    params,
    fields,
    filter,
    facets,
    facetQuery,
    query,
    wildcard,
    sortKeys,
    groupFields,
    target,
    evalSets,
    curation,
  }
}

/** Two filters as one tree: each parsed alone, so neither's text can regroup the other. */
function andNodes(left: FilterNode | undefined, right: FilterNode | undefined): FilterNode | undefined {
  if (!left) return right
  if (!right) return left
  return { op: 'and', left, right }
}

function sortFieldInfo(collection: Collection, name: string): SortFieldInfo | undefined {
  const field = collection.field(name)
  if (!field) return undefined
  if (isGeoType(field.field.type)) return { sortable: field.geo !== undefined, kind: 'geo' }
  const numeric = field.numeric !== undefined && !field.numeric.isArray
  return {
    sortable: field.field.sort && (numeric || field.sortStrings !== undefined),
    kind: numeric ? 'numeric' : 'string',
  }
}
