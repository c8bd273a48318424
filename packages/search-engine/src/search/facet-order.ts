export interface FacetValueCount {
  label: string
  count: number
}

/**
 * Typesense's facet value order: count descending, then shorter values first, then values in
 * descending byte order.
 */
export function compareFacetValues(a: FacetValueCount, b: FacetValueCount): number {
  if (a.count !== b.count) return b.count - a.count
  if (a.label.length !== b.label.length) return a.label.length - b.label.length
  if (a.label === b.label) return 0
  return a.label < b.label ? 1 : -1
}

/** The best `k` value ids in facet order, without sorting every value. */
export function topFacetValues(
  ids: readonly number[],
  counts: Int32Array,
  labels: readonly string[],
  k: number,
): number[] {
  // compareFacetValues on ids, without an object per comparison.
  const compare = (a: number, b: number) => {
    const ca = counts[a]!
    const cb = counts[b]!
    if (ca !== cb) return cb - ca
    const la = labels[a]!
    const lb = labels[b]!
    if (la.length !== lb.length) return la.length - lb.length
    if (la === lb) return 0
    return la < lb ? 1 : -1
  }
  if (ids.length <= k * 4) return [...ids].sort(compare).slice(0, k)
  // Keep the current best k; a candidate enters only if it beats the worst of them.
  const best: number[] = []
  let worst = -1
  for (const id of ids) {
    if (best.length < k) {
      best.push(id)
      if (best.length === k) {
        best.sort(compare)
        worst = best[k - 1]!
      }
      continue
    }
    if (compare(id, worst) >= 0) continue
    let position = k - 1
    while (position > 0 && compare(id, best[position - 1]!) < 0) position--
    best.splice(position, 0, id)
    best.pop()
    worst = best[k - 1]!
  }
  return best.length < k ? best.sort(compare) : best
}
