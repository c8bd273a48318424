/**
 * A set of document ordinals held as their ascending list: a narrow set (a site's 200 cars among the
 * platform's 100,000) without one bit per document of the collection. `size` is the collection's ordinal
 * count, as a `Bitset`'s.
 */
export class OrdinalSet {
  readonly size: number
  /** Ascending, without duplicates; not to be modified. */
  readonly ordinals: Uint32Array

  constructor(size: number, ordinals: Uint32Array) {
    this.size = size
    this.ordinals = ordinals
  }

  has(ordinal: number): boolean {
    return indexOfSorted(this.ordinals, ordinal) >= 0
  }

  count(): number {
    return this.ordinals.length
  }

  isEmpty(): boolean {
    return this.ordinals.length === 0
  }

  forEach(fn: (ordinal: number) => void): void {
    for (let i = 0; i < this.ordinals.length; i++) fn(this.ordinals[i]!)
  }

  /** Ordinals in ascending order (a copy). */
  toArray(): Uint32Array {
    return this.ordinals.slice()
  }

  /** Whether any of the sorted `ordinals` is in the set. */
  intersectsAny(ordinals: ArrayLike<number>): boolean {
    const own = this.ordinals
    if (own.length <= ordinals.length) {
      for (let i = 0; i < own.length; i++) if (indexOfSorted(ordinals, own[i]!) >= 0) return true
      return false
    }
    for (let i = 0; i < ordinals.length; i++) if (indexOfSorted(own, ordinals[i]!) >= 0) return true
    return false
  }
}

/** Position of `value` in the ascending `list`, or -1. */
export function indexOfSorted(list: ArrayLike<number>, value: number): number {
  let low = 0
  let high = list.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const found = list[middle]!
    if (found === value) return middle
    if (found < value) low = middle + 1
    else high = middle - 1
  }
  return -1
}

/**
 * The ordinals in both ascending lists. It steps through the longer list by galloping, so a site's 200 cars
 * against the 95,000 holding a value cost about 200 × log(95,000 / 200) reads, not one per list entry.
 */
export function intersectAscending(a: ArrayLike<number>, b: ArrayLike<number>): Uint32Array {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  const out = new Uint32Array(short.length)
  let n = 0
  let low = 0
  for (let i = 0; i < short.length && low < long.length; i++) {
    const value = short[i]!
    let high = low
    for (let step = 1; high < long.length && long[high]! < value; step *= 2) {
      low = high + 1
      high += step
    }
    high = Math.min(high, long.length)
    while (low < high) {
      const middle = (low + high) >>> 1
      if (long[middle]! < value) low = middle + 1
      else high = middle
    }
    if (low < long.length && long[low] === value) out[n++] = long[low++]!
  }
  return out.subarray(0, n)
}
