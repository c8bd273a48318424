import type { Collection } from '../collection/collection.ts'
import type { SearchRun } from './run-search.ts'
import type { SearchRequest } from './search-request.ts'
import type { SortKey } from './sort-by.ts'

/** One search of a union: its collection, its sort keys and its run. */
export interface UnionSide {
  index: number
  collection: Collection
  keys: readonly SortKey[]
  request: SearchRequest
  run: SearchRun
}

export interface UnionCandidate {
  side: UnionSide
  ordinal: number
}

type Value = number | string | undefined

/**
 * Orders documents of different searches by their sort keys, key by key (the searches' keys have the same
 * kinds and directions, checked beforehand), then by search index and latest first, as Typesense's
 * `Union_KV::is_greater` does. A string key compares the strings themselves (Typesense compares each
 * collection's own rank of them).
 */
export function compareUnion(a: UnionCandidate, b: UnionCandidate): number {
  const keys = a.side.keys
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]!
    const c = compareKey(key, a, b.side.keys[k]!, b)
    if (c !== 0) return c
  }
  if (a.side.index !== b.side.index) return a.side.index - b.side.index
  return b.side.collection.seqOf(b.ordinal) - a.side.collection.seqOf(a.ordinal)
}

function compareKey(keyA: SortKey, a: UnionCandidate, keyB: SortKey, b: UnionCandidate): number {
  if (keyA.kind === 'text') {
    const ta = a.side.run.text
    const tb = b.side.run.text
    return (
      order(keyA.desc, ta?.hi[a.ordinal] ?? 0, tb?.hi[b.ordinal] ?? 0) ||
      order(keyA.desc, ta?.lo[a.ordinal] ?? 0, tb?.lo[b.ordinal] ?? 0)
    )
  }
  const va = keyValue(keyA, a)
  const vb = keyValue(keyB, b)
  if (va !== undefined && vb !== undefined) return order(keyA.desc, va, vb)
  if (va === vb) return 0
  const missingFirst = keyA.kind === 'numeric' || keyA.kind === 'string' ? keyA.missingFirst : false
  return (va === undefined ? 1 : -1) * (missingFirst ? -1 : 1)
}

function order(desc: boolean, a: number | string, b: number | string): number {
  if (a === b) return 0
  return desc ? (a > b ? -1 : 1) : a < b ? -1 : 1
}

function keyValue(key: SortKey, { side, ordinal }: UnionCandidate): Value {
  const { collection, run } = side
  switch (key.kind) {
    case 'numeric': {
      const index = collection.numericIndex(key.field)
      return index?.has(ordinal) ? index.value(ordinal) : undefined
    }
    case 'string': {
      const value = collection.field(key.field)?.sortStrings?.[ordinal]
      return value === '' ? undefined : value
    }
    case 'geo':
      return run.sortValues.geoDistances?.get(key)?.[ordinal]
    case 'eval':
      return run.sortValues.evalSets.get(key.filter)?.has(ordinal) ? 1 : 0
    case 'seq':
      return collection.seqOf(ordinal)
    case 'searchIndex':
      return side.index
    case 'groupFound':
      return run.sortValues.groupFound?.[ordinal]
    case 'text':
      return undefined
  }
}

/** Typesense's name and type of a sort key, for the union's consistency checks and messages. */
export function describeKey(collection: Collection, key: SortKey): { name: string; type: string } {
  switch (key.kind) {
    case 'text':
      return { name: '_text_match', type: 'text_match' }
    case 'seq':
      return { name: '_seq_id', type: 'insertion_order' }
    case 'searchIndex':
      return { name: '_union_search_index', type: 'union_query_order' }
    case 'eval':
      return { name: '_eval', type: 'eval_expression' }
    case 'groupFound':
      return { name: '_group_found', type: 'string_field' }
    case 'geo':
      return { name: key.field, type: 'geopoint_field' }
    case 'string':
      return { name: key.field, type: 'string_field' }
    case 'numeric': {
      const type = collection.field(key.field)?.field.type
      const name =
        type === 'int32'
          ? 'int32_field'
          : type === 'int64'
            ? 'int64_field'
            : type === 'bool'
              ? 'bool_field'
              : 'float_field'
      return { name: key.field, type: name }
    }
  }
}
