import type { GroupField } from './group-fields.ts'
import { groupKeyer } from './group-keys.ts'
import type { OrdinalComparator } from './sort-order.ts'
import { topK } from './top-k.ts'

export interface GroupAssignment {
  /** Group index of each matching document, aligned with the ordinals given. */
  groupOf: Int32Array
  /** Matching documents per group (Typesense's per-group `found`), by group index. */
  counts: Int32Array
  /** A document's group key, and the group index of each key seen. */
  keyOf: (ordinal: number) => number | string
  indexOf: ReadonlyMap<number | string, number>
}

export interface ResultGroup {
  /** Undefined for a curated group whose key no matching document has (Typesense then omits `found`). */
  found: number | undefined
  key: number | string
  /** The best `group_limit` documents, best first. */
  hits: number[]
}

/** Assigns each matching document a group index and counts the groups' documents. */
export function assignGroups(
  ordinals: Uint32Array,
  fields: readonly GroupField[],
  missingValues: boolean,
): GroupAssignment {
  const keyOf = groupKeyer(fields, missingValues)
  const indexOf = new Map<number | string, number>()
  const groupOf = new Int32Array(ordinals.length)
  const counts: number[] = []
  for (let i = 0; i < ordinals.length; i++) {
    const key = keyOf(ordinals[i]!)
    let group = indexOf.get(key)
    if (group === undefined) {
      group = counts.length
      indexOf.set(key, group)
      counts.push(0)
    }
    counts[group]!++
    groupOf[i] = group
  }
  return { groupOf, counts: Int32Array.from(counts), keyOf, indexOf }
}

/**
 * The groups from `offset` to `fetchSize`, ranked by their best document, each with its best
 * `group_limit` documents. One pass finds each group's best document, a bounded heap ranks the groups,
 * and a second pass collects the hits of the page's groups only.
 */
export function pageOfGroups(
  ordinals: Uint32Array,
  { groupOf, counts, keyOf }: GroupAssignment,
  groupLimit: number,
  fetchSize: number,
  offset: number,
  compare: OrdinalComparator,
): ResultGroup[] {
  const best = new Int32Array(counts.length).fill(-1)
  for (let i = 0; i < ordinals.length; i++) {
    const group = groupOf[i]!
    const ordinal = ordinals[i]!
    if (best[group]! < 0 || compare(ordinal, best[group]!) < 0) best[group] = ordinal
  }
  const groupOfBest = new Map<number, number>()
  best.forEach((ordinal, group) => {
    groupOfBest.set(ordinal, group)
  })
  const slot = new Int32Array(counts.length).fill(-1)
  const page = topK(best, fetchSize, compare)
    .slice(offset)
    .map((ordinal, i) => {
      const group = groupOfBest.get(ordinal)!
      slot[group] = i
      return { found: counts[group]!, key: keyOf(ordinal), hits: [] as number[] }
    })
  for (let i = 0; i < ordinals.length; i++) {
    const s = slot[groupOf[i]!]!
    if (s >= 0) insertBounded(page[s]!.hits, ordinals[i]!, groupLimit, compare)
  }
  return page
}

function insertBounded(list: number[], ordinal: number, limit: number, compare: OrdinalComparator): void {
  if (list.length === limit && compare(ordinal, list[limit - 1]!) >= 0) return
  let at = list.length
  while (at > 0 && compare(ordinal, list[at - 1]!) < 0) at--
  list.splice(at, 0, ordinal)
  if (list.length > limit) list.pop()
}
