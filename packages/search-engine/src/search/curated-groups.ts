import type { CuratedSlot } from './curated-placement.ts'
import type { GroupAssignment, ResultGroup } from './group-results.ts'

/**
 * Under `group_by`, each curated position shows a group of its curated documents. A ranked group that
 * comes after a curated group with the same key joins it (up to `group_limit`) instead of taking a position
 * of its own, as Typesense merges them; the curated group's `found` is the number of matching documents
 * with its key, and is left out when there are none.
 */
export function mergeCuratedGroups(
  ranked: readonly ResultGroup[],
  slots: readonly CuratedSlot[],
  grouping: GroupAssignment,
  groupLimit: number,
  fetchSize: number,
): ResultGroup[] {
  const out: ResultGroup[] = []
  const curatedAt = new Map<number | string, ResultGroup>()
  const curatedGroup = (slot: CuratedSlot): ResultGroup => {
    const key = grouping.keyOf(slot.ordinals[0]!)
    const index = grouping.indexOf.get(key)
    const group = {
      found: index === undefined ? undefined : grouping.counts[index]!,
      key,
      hits: [...slot.ordinals],
    }
    curatedAt.set(key, group)
    return group
  }
  let c = 0
  for (let r = 0; r < ranked.length && out.length < fetchSize; r++) {
    if (c < slots.length && slots[c]!.position === out.length + 1) {
      out.push(curatedGroup(slots[c++]!))
      r--
      continue
    }
    const group = ranked[r]!
    const joined = curatedAt.get(group.key)
    if (joined) {
      for (const hit of group.hits) if (joined.hits.length < groupLimit) joined.hits.push(hit)
    } else {
      out.push(group)
    }
  }
  while (c < slots.length && out.length < fetchSize) out.push(curatedGroup(slots[c++]!))
  return out
}
