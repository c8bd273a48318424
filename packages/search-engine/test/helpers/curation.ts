// Typesense's placement of curated hits, written for the tests from collection.cpp's merge loop: position
// p (1-based) takes the curated document pinned there, if any, else the next ranked document; curated
// documents whose positions lie beyond the ranked ones follow them in position order.

export function placeCurated(ranked: readonly string[], pinned: readonly [string, number][]): string[] {
  const byPosition = [...pinned].sort((a, b) => a[1] - b[1])
  const out: string[] = []
  let p = 0
  for (const id of ranked) {
    while (p < byPosition.length && byPosition[p]![1] === out.length + 1) out.push(byPosition[p++]![0])
    out.push(id)
  }
  while (p < byPosition.length) out.push(byPosition[p++]![0])
  return out
}

export interface ModelGroup {
  found?: number
  ids: string[]
}

/**
 * Under group_by: each curated position shows a group of the documents pinned there (up to the group
 * limit); a ranked group with the same key that comes after it joins it instead of taking a position, and
 * the curated group reports as `found` the ranked documents with its key (none: no `found`).
 */
export function placeCuratedGroups(
  rankedGroups: readonly { key: string; found: number; ids: string[] }[],
  slots: readonly { position: number; ids: string[] }[],
  keyOf: (id: string) => string,
  limit: number,
): ModelGroup[] {
  const out: ModelGroup[] = []
  const curated = new Map<string, ModelGroup>()
  const slot = (s: (typeof slots)[number]) => {
    const key = keyOf(s.ids[0]!)
    const rankedFound = rankedGroups.find((g) => g.key === key)?.found
    const group: ModelGroup =
      rankedFound === undefined ? { ids: [...s.ids] } : { found: rankedFound, ids: [...s.ids] }
    curated.set(key, group)
    out.push(group)
  }
  let c = 0
  for (const group of rankedGroups) {
    while (c < slots.length && slots[c]!.position === out.length + 1) slot(slots[c++]!)
    const joined = curated.get(group.key)
    if (joined) joined.ids.push(...group.ids.slice(0, limit - joined.ids.length))
    else out.push({ found: group.found, ids: group.ids })
  }
  while (c < slots.length) slot(slots[c++]!)
  return out
}
