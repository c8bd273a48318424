import type { Collection } from '../collection/collection.ts'
import type { DocSet } from '../index/doc-set.ts'
import type { FacetFieldIndex } from '../index/facet-field-index.ts'
import { scalarKind } from '../schema/field-types.ts'
import type { FacetRequest } from './facet-by.ts'
import { topFacetValues } from './facet-order.ts'
import { matchFacetQuery } from './facet-query.ts'
import { type HighlightOptions, highlightText } from './highlight-text.ts'

/** Matching documents in group order, with each one's group (for facet counts under `group_by`). */
export interface GroupOrder {
  ordinals: Uint32Array
  groupOf: Int32Array
}

export interface FacetQuery {
  field: string
  value: string
  numTypos: number
  maxCandidates: number
}

/** Builds `facet_counts`: value counts over the matching documents, ordered and capped, with stats. */
export function computeFacets(
  collection: Collection,
  requests: readonly FacetRequest[],
  results: DocSet,
  ordinals: Uint32Array,
  maxFacetValues: number,
  facetQuery: FacetQuery | undefined,
  highlightOptions: HighlightOptions,
  groups?: GroupOrder,
): Record<string, unknown>[] {
  const together = groups ? undefined : countInRowsTogether(collection, requests, ordinals, results.size)
  const lent = new Map<FacetFieldIndex, { counts: Int32Array; touched: number[] }>()
  const answers = requests.map((request) => {
    const field = collection.field(request.field)!
    const facet = field.facet!
    const counted = together?.get(facet)
    // Without group_by the field's own zeroed buffer is lent out (values with a count are zeroed again
    // below): a field with a value per car (a timestamp, km) would otherwise zero ~100,000 slots per search.
    const counts = counted?.counts ?? (groups ? new Int32Array(facet.valueCount) : facet.borrowCounts())
    const touched = counted?.touched ?? facet.count(ordinals, counts)
    let ids = touched
    // Under group_by, Typesense counts the groups holding each value; stats stay per document.
    const docCounts = groups ? counts.slice() : counts
    if (groups) {
      counts.fill(0)
      facet.countGroups(groups.ordinals, groups.groupOf, counts, new Int32Array(facet.valueCount).fill(-1))
    }
    const query =
      facetQuery && facetQuery.field === request.field && ordinals.length > 0
        ? matchFacetQuery(
            collection,
            request.field,
            facetQuery.value,
            results,
            facetQuery.numTypos,
            facetQuery.maxCandidates,
          )
        : undefined
    if (query) ids = ids.filter((id) => query.labels.has(facet.labels[id]!))
    const kind = scalarKind(field.field.type)
    const stats: Record<string, number> = {}
    if ((kind === 'int32' || kind === 'int64' || kind === 'float') && ids.length > 0) {
      let min = Number.POSITIVE_INFINITY
      let max = Number.NEGATIVE_INFINITY
      let sum = 0
      let n = 0
      for (const id of ids) {
        const value = facet.numbers[id]!
        const count = docCounts[id]!
        if (value < min) min = value
        if (value > max) max = value
        sum += value * count
        n += count
      }
      Object.assign(stats, { min, max, sum, avg: sum / n })
    }
    stats.total_values = ids.length
    const top = topFacetValues(ids, counts, facet, maxFacetValues)
    if (request.sortAlpha) {
      const asc = request.sortAlpha === 'asc'
      top.sort((a, b) => {
        const la = facet.labels[a]!
        const lb = facet.labels[b]!
        return la === lb ? 0 : la < lb === asc ? -1 : 1
      })
    }
    const facetCounts = top.map((id) => {
      const label = facet.labels[id]!
      const highlighted = query
        ? (highlightText(label, collection.tokenizer, query.markOf, highlightOptions)?.snippet ?? label)
        : label
      return { count: counts[id]!, highlighted, value: label }
    })
    if (!groups) lent.set(facet, { counts, touched })
    return {
      counts: facetCounts,
      field_name: request.field,
      sampled: false,
      stats,
    }
  })
  // Given back once every request has read them (a field may be asked for twice).
  for (const [facet, { counts, touched }] of lent) facet.returnCounts(counts, touched)
  return answers
}

/**
 * Counts the requested facets the collection's `FacetRows` hold (single-valued fields, array fields of up
 * to 32 values) in one pass over the documents' rows, when that reads fewer cache lines than each field's
 * own column would: a row's line or two per document against, per field, a line per document of a sparse
 * scope or per 16 ordinals of a dense one. A site's results page (thirty facets over a few thousand of
 * 100,000 cars) takes the rows; one facet over most of the cars (a facet search) the columns.
 */
function countInRowsTogether(
  collection: Collection,
  requests: readonly FacetRequest[],
  ordinals: Uint32Array,
  size: number,
): Map<FacetFieldIndex, { counts: Int32Array; touched: number[] }> {
  const facets = [
    ...new Set(requests.map((request) => collection.field(request.field)!.facet!).filter((f) => f.inRows)),
  ]
  const together = new Map<FacetFieldIndex, { counts: Int32Array; touched: number[] }>()
  const rows = facets[0]?.rows
  if (!rows || facets.some((facet) => facet.rows !== rows)) return together
  const rowLines = ordinals.length * rows.lineCount
  const columnLines = facets.length * Math.min(ordinals.length, Math.ceil(size / 16))
  if (rowLines >= columnLines) return together
  const counts = facets.map((facet) => facet.borrowCounts())
  const touched = rows.countColumns(
    ordinals,
    facets.map((facet) => facet.column),
    counts,
    facets.map((facet) => facet.isArray),
  )
  facets.forEach((facet, i) => {
    together.set(facet, { counts: counts[i]!, touched: touched[i]! })
  })
  return together
}
