import type { Collection } from '../collection/collection.ts'
import type { CurationItem } from '../curation/curation-item.ts'
import { ApiError, badRequest } from '../errors.ts'
import { isUint32Text } from '../util/number-text.ts'
import { buildHits } from './build-hits.ts'
import { interleave } from './curated-placement.ts'
import { runSearch } from './run-search.ts'
import type { RawParams } from './search-params.ts'
import { prepareSearch } from './search-request.ts'
import { highlightOptionsOf } from './search-response.ts'
import type { SortKey } from './sort-by.ts'
import { topK } from './top-k.ts'
import { compareUnion, type UnionCandidate, type UnionSide } from './union-order.ts'
import { checkSortKeys } from './union-sort-check.ts'

/** Pagination of a union comes only from the request's common parameters (Typesense's `union_global_params_t`). */
export const UNION_GLOBAL_PARAMS = ['page', 'per_page', 'offset', 'limit', 'limit_hits'] as const

const TOPSTER_SIZE = 250
const ZERO = new Float64Array(0)

export interface UnionSearch {
  collection: Collection | undefined
  collectionName: string
  params: RawParams
  /** Filters AND-ed with the search's own as parsed trees (a scoped key's). */
  andFilters?: readonly string[]
  curationItems: readonly CurationItem[]
}

interface GlobalParams {
  page: number
  perPage: number
  offset: number
  fetchSize: number
}

export function globalParams(common: RawParams): GlobalParams {
  const values = { page: 0, per_page: 10, offset: 0, limit_hits: 1000000 }
  for (const name of UNION_GLOBAL_PARAMS) {
    const text = common[name]
    if (text === undefined) continue
    if (!isUint32Text(text)) {
      throw badRequest(
        `Error while initializing global parameters of union: Parameter \`${name}\` must be an unsigned integer.`,
      )
    }
    values[name === 'limit' ? 'per_page' : name] = Number(text)
  }
  let offset = values.offset
  if (values.page !== 0 || offset === 0)
    offset = values.per_page * ((values.page === 0 ? 1 : values.page) - 1)
  return {
    page: values.page,
    perPage: values.per_page,
    offset,
    fetchSize: Math.min(offset + values.per_page, values.limit_hits),
  }
}

/**
 * `multi_search` with `union: true`: every search runs, their hits merge into one ranking (their sort keys
 * must agree in number, type and order) and one page is returned. Errors come back as `{error, code}`.
 */
export function unionSearch(
  searches: readonly UnionSearch[],
  common: RawParams,
  removeDuplicates: boolean,
): Record<string, unknown> {
  const started = performance.now()
  const sides: UnionSide[] = []
  try {
    const global = globalParams(common)
    const grouped = searches.map((s) => (s.params.group_by ?? '').trim() !== '')
    if (grouped.some((g) => g) && !grouped.every((g) => g)) {
      throw badRequest('Invalid group_by searches count. All searches with union search should be uniform.')
    }
    if (grouped.some((g) => g))
      throw badRequest('`group_by` in a union search is not supported by the embedded search engine.')
    searches.forEach((search, index) => {
      if (!search.collection) throw new ApiError(404, `\`${search.collectionName}\` collection not found.`)
      const request = prepareSearch(
        search.collection,
        search.params,
        search.curationItems,
        index,
        search.andFilters,
      )
      const run = runSearch(search.collection, request)
      const side = { index, collection: search.collection, keys: request.sortKeys, request, run }
      sides.push(side)
      if (index > 0) checkSortKeys(sides[0]!, side)
    })
    return respond(sides, global, removeDuplicates, started)
  } catch (error) {
    if (error instanceof ApiError) return { code: error.status, error: error.message }
    throw error
  } finally {
    for (const side of sides) side.run.release()
  }
}

function respond(
  sides: readonly UnionSide[],
  global: GlobalParams,
  removeDuplicates: boolean,
  started: number,
): Record<string, unknown> {
  const limit = Math.max(global.fetchSize, TOPSTER_SIZE)
  let found = 0
  const seen = new Map<string, UnionCandidate>()
  const ranked: UnionCandidate[] = []
  const curated: { position: number; entry: UnionCandidate }[] = []
  const duplicate = (candidate: UnionCandidate) => {
    if (!removeDuplicates) return false
    const key = `${candidate.side.collection.name}\u0000${candidate.side.collection.document(candidate.ordinal).id}`
    if (seen.has(key)) return true
    seen.set(key, candidate)
    return false
  }
  const foundOf = sides.map((side) => side.run.ordinals.length + side.run.curated.length)
  for (const side of sides) {
    found += foundOf[side.index]!
    for (const slot of side.run.curated)
      curated.push({ position: slot.position, entry: { side, ordinal: slot.ordinals[0]! } })
  }
  curated.sort((a, b) => a.position - b.position || a.entry.side.index - b.entry.side.index)
  const keptCurated = curated.filter(({ entry }) => {
    if (!duplicate(entry)) return true
    found--
    return false
  })
  const candidates = sides.flatMap((side) =>
    topK(side.run.ordinals, limit, side.run.compare).map((ordinal) => ({ side, ordinal })),
  )
  candidates.sort(compareUnion)
  for (const candidate of candidates) {
    if (duplicate(candidate)) found--
    else ranked.push(candidate)
  }
  const page = interleave(ranked.slice(0, limit), keptCurated, global.fetchSize).slice(global.offset)
  const hits = page.map((candidate) => hitOf(candidate))
  return {
    found,
    hits,
    out_of: [...new Map(sides.map((s) => [s.collection.name, s.collection.size])).values()].reduce(
      (a, b) => a + b,
      0,
    ),
    page: global.page,
    search_cutoff: false,
    search_time_ms: Math.round(performance.now() - started),
    union_request_params: sides.map((side) => ({
      collection_name: side.collection.name,
      first_q: side.request.params.q,
      found: foundOf[side.index],
      per_page: global.perPage,
      q: side.request.params.q,
    })),
  }
}

function hitOf({ side, ordinal }: UnionCandidate): Record<string, unknown> {
  const request = side.request
  const { params, sortKeys, wildcard, query } = request
  const curatedOrdinals = new Set(side.run.curated.flatMap((slot) => slot.ordinals))
  const [hit] = buildHits({
    collection: side.collection,
    ordinals: [ordinal],
    params,
    text: sortKeys.some((k) => k.kind === 'text') ? (side.run.text ?? { hi: ZERO, lo: ZERO }) : undefined,
    searched: wildcard ? undefined : side.run.searched,
    geoKeys: sortKeys.filter((k): k is Extract<SortKey, { kind: 'geo' }> => k.kind === 'geo'),
    queryTokens: wildcard ? [] : query.include,
    highlightOptions: highlightOptionsOf(params),
    curated: curatedOrdinals,
  })
  return { ...hit, collection: side.collection.name, search_index: side.index }
}
