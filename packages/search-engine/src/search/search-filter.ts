import type { Collection } from '../collection/collection.ts'
import type { FilterNode } from '../filter/filter-ast.ts'
import { evaluateFilter } from '../filter/filter-eval.ts'
import { parseFilter } from '../filter/filter-parse.ts'
import type { FilterTarget } from '../filter/filter-target.ts'
import type { DocSet } from '../index/doc-set.ts'

export function filterTarget(collection: Collection, maxFilterCandidates: number): FilterTarget {
  return {
    ordinalCount: collection.ordinalCount,
    alive: () => collection.alive(),
    numericIndex: (field) => collection.numericIndex(field),
    textIndex: (field) => collection.textIndex(field),
    geoIndex: (field) => collection.geoIndex(field),
    ordinalOfId: (id) => collection.ordinalOfId(id),
    rankByFrequency: collection.rankByFrequency,
    maxFilterCandidates,
  }
}

export function parseCollectionFilter(collection: Collection, filterBy: string): FilterNode | undefined {
  return parseFilter(filterBy, (name) => {
    const field = collection.field(name)
    return field && (field.text || field.numeric || field.geo) ? field.field.type : undefined
  })
}

/** Live documents passing `filter_by` (all live documents for an empty filter). */
export function filterDocuments(collection: Collection, filterBy: string, maxFilterCandidates = 4): DocSet {
  const node = parseCollectionFilter(collection, filterBy)
  const target = filterTarget(collection, maxFilterCandidates)
  return node ? evaluateFilter(node, target) : collection.alive()
}
