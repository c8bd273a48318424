import type { CurationOutcome } from '../curation/apply-curations.ts'
import type { DocSet } from '../index/doc-set.ts'

/** Curated documents at one position (one, or up to `group_limit` under `group_by`). */
export interface CuratedSlot {
  position: number
  ordinals: number[]
}

/**
 * Where the included documents go (Typesense's `process_curated_ids`): with `filter_curated_hits` only those
 * passing the filter; at most one per position (`group_limit` under `group_by`), first come first served;
 * a document included at several positions keeps the first of them.
 */
export function placeCurated(
  curation: CurationOutcome,
  filtered: DocSet | undefined,
  perPosition: number,
): CuratedSlot[] {
  const byPosition = new Map<number, number[]>()
  for (const { ordinal, position } of curation.included) {
    if (filtered && !filtered.has(ordinal)) continue
    const list = byPosition.get(position) ?? []
    if (list.length < perPosition) list.push(ordinal)
    byPosition.set(position, list)
  }
  const slots = [...byPosition.entries()].sort((a, b) => a[0] - b[0])
  const seen = new Set<number>()
  const out: CuratedSlot[] = []
  for (const [position, ordinals] of slots) {
    const unique = ordinals.filter((o) => !seen.has(o))
    for (const o of unique) seen.add(o)
    if (unique.length > 0) out.push({ position, ordinals: unique })
  }
  return out
}

/**
 * Interleaves curated entries with ranked ones: position `p` (1-based) takes the curated entry for `p`
 * when there is one; curated entries beyond the ranked ones follow them in position order.
 */
export function interleave<T>(
  ranked: readonly T[],
  curated: readonly { position: number; entry: T }[],
  limit: number,
): T[] {
  const out: T[] = []
  let c = 0
  for (let r = 0; r < ranked.length && out.length < limit; ) {
    if (c < curated.length && curated[c]!.position === out.length + 1) out.push(curated[c++]!.entry)
    else out.push(ranked[r++]!)
  }
  while (c < curated.length && out.length < limit) out.push(curated[c++]!.entry)
  return out
}
