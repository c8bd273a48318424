import type { GroupOrder } from './facets.ts'
import type { GroupAssignment } from './group-results.ts'

/** The matching documents rearranged group by group (a counting sort on the group index). */
export function groupOrder(ordinals: Uint32Array, { groupOf, counts }: GroupAssignment): GroupOrder {
  const start = new Int32Array(counts.length + 1)
  for (let g = 0; g < counts.length; g++) start[g + 1] = start[g]! + counts[g]!
  const sorted = new Uint32Array(ordinals.length)
  const sortedGroups = new Int32Array(ordinals.length)
  for (let i = 0; i < ordinals.length; i++) {
    const g = groupOf[i]!
    const at = start[g]!++
    sorted[at] = ordinals[i]!
    sortedGroups[at] = g
  }
  return { ordinals: sorted, groupOf: sortedGroups }
}
