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
