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

/** What the order reads of a field's values, by value id (a facet index keeps them). */
export interface FacetValueKeys {
  labels: readonly string[]
  /** Each label's length, read without reaching each string. */
  lengths: readonly number[]
  /** Each value's number (NaN for strings): equal-length labels of whole numbers compare as numbers. */
  numbers: readonly number[]
}

/** The best `k` value ids in facet order, without sorting every value. */
export function topFacetValues(
  ids: readonly number[],
  counts: Int32Array,
  { labels, lengths, numbers }: FacetValueKeys,
  k: number,
): number[] {
  // compareFacetValues on ids, without an object per comparison. Values with a count of one each (a
  // timestamp, km) tie on count: their lengths and numbers are dense arrays, their labels strings apart.
  const compare = (a: number, b: number) => {
    const ca = counts[a]!
    const cb = counts[b]!
    if (ca !== cb) return cb - ca
    const la = lengths[a]!
    const lb = lengths[b]!
    if (la !== lb) return la - lb
    if (a === b) return 0
    const na = numbers[a]!
    const nb = numbers[b]!
    // The same number of digits, no sign and no leading zero: byte order is number order.
    if (Number.isSafeInteger(na) && Number.isSafeInteger(nb) && na >= 0 && nb >= 0 && na !== nb) {
      return na < nb ? 1 : -1
    }
    return labels[a]! < labels[b]! ? 1 : -1
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
