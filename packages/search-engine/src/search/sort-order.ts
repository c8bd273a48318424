import type { Collection } from '../collection/collection.ts'
import type { DocSet } from '../index/doc-set.ts'
import type { SortKey } from './sort-by.ts'

export interface TextScores {
  hi: Float64Array
  lo: Float64Array
}

/** Negative when ordinal `a` ranks before `b`. */
export type OrdinalComparator = (a: number, b: number) => number

type KeyComparator = (a: number, b: number) => number

/**
 * Orders documents by up to three sort keys, then by sequence number descending (the most recently
 * inserted first), as Typesense breaks ties.
 */
/** Per-search values the sort keys read, each indexed by ordinal. */
export interface SortValues {
  text: TextScores | undefined
  evalSets: ReadonlyMap<string, DocSet>
  geoDistances?: ReadonlyMap<SortKey, Float64Array>
  /** Under `group_by`: the number of matching documents in each document's group. */
  groupFound?: Float64Array
}

export function buildComparator(
  collection: Collection,
  keys: readonly SortKey[],
  values: SortValues,
): OrdinalComparator {
  const comparators = keys.map((key) => keyComparator(collection, key, values))
  return (a, b) => {
    for (let i = 0; i < comparators.length; i++) {
      const c = comparators[i]!(a, b)
      if (c !== 0) return c
    }
    return collection.seqOf(b) - collection.seqOf(a)
  }
}

function direction(desc: boolean, va: number, vb: number): number {
  if (va === vb) return 0
  return desc ? (va > vb ? -1 : 1) : va < vb ? -1 : 1
}

function keyComparator(collection: Collection, key: SortKey, values: SortValues): KeyComparator {
  const { text, evalSets } = values
  switch (key.kind) {
    case 'searchIndex':
      return () => 0
    case 'groupFound': {
      const found = values.groupFound
      if (!found) return () => 0
      return (a, b) => direction(key.desc, found[a]!, found[b]!)
    }
    case 'geo': {
      const distances = values.geoDistances?.get(key)
      if (!distances) return () => 0
      return (a, b) => direction(key.desc, distances[a]!, distances[b]!)
    }
    case 'text': {
      if (!text) return () => 0
      const { hi, lo } = text
      return (a, b) => direction(key.desc, hi[a]!, hi[b]!) || direction(key.desc, lo[a]!, lo[b]!)
    }
    case 'seq':
      return (a, b) => direction(key.desc, collection.seqOf(a), collection.seqOf(b))
    case 'eval': {
      const set = evalSets.get(key.filter)
      return (a, b) => direction(key.desc, set?.has(a) ? 1 : 0, set?.has(b) ? 1 : 0)
    }
    case 'numeric': {
      const index = collection.numericIndex(key.field)
      if (!index || index.isArray) return () => 0
      const { values, present } = index.columns()
      const missing = key.missingFirst ? -1 : 1
      return (a, b) => {
        const ha = present[a] === 1
        const hb = present[b] === 1
        if (ha && hb) return direction(key.desc, values[a]!, values[b]!)
        if (ha === hb) return 0
        return ha ? -missing : missing
      }
    }
    case 'string': {
      const strings = collection.field(key.field)?.sortStrings ?? []
      const missing = key.missingFirst ? -1 : 1
      return (a, b) => {
        const sa = strings[a]
        const sb = strings[b]
        const ha = sa !== undefined && sa !== ''
        const hb = sb !== undefined && sb !== ''
        if (ha && hb) return sa === sb ? 0 : key.desc === sa < sb ? 1 : -1
        if (ha === hb) return 0
        return ha ? -missing : missing
      }
    }
  }
}
