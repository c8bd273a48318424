/** A fixed-size set of document ordinals backed by 32-bit words. */
export class Bitset {
  readonly words: Uint32Array
  readonly size: number

  constructor(size: number, words?: Uint32Array) {
    this.size = size
    this.words = words ?? new Uint32Array((size + 31) >>> 5)
  }

  static full(size: number): Bitset {
    const set = new Bitset(size)
    set.words.fill(0xffffffff)
    const tail = size & 31
    if (tail !== 0) set.words[set.words.length - 1] = (1 << tail) - 1
    return set
  }

  static fromOrdinals(size: number, ordinals: ArrayLike<number>): Bitset {
    const set = new Bitset(size)
    const words = set.words
    for (let i = 0; i < ordinals.length; i++) {
      const o = ordinals[i]!
      if (o < size) words[o >>> 5]! |= 1 << (o & 31)
    }
    return set
  }

  has(ordinal: number): boolean {
    return ordinal < this.size && (this.words[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0
  }

  add(ordinal: number): void {
    this.words[ordinal >>> 5]! |= 1 << (ordinal & 31)
  }

  delete(ordinal: number): void {
    if (ordinal < this.size) this.words[ordinal >>> 5]! &= ~(1 << (ordinal & 31))
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice())
  }

  and(other: Bitset): Bitset {
    const out = new Bitset(this.size)
    const a = this.words
    const b = other.words
    const o = out.words
    const n = Math.min(a.length, b.length)
    for (let i = 0; i < n; i++) o[i] = a[i]! & b[i]!
    return out
  }

  or(other: Bitset): Bitset {
    const out = this.clone()
    out.orInPlace(other)
    return out
  }

  orInPlace(other: Bitset): void {
    const a = this.words
    const b = other.words
    const n = Math.min(a.length, b.length)
    for (let i = 0; i < n; i++) a[i]! |= b[i]!
  }

  andInPlace(other: Bitset): void {
    const a = this.words
    const b = other.words
    const n = Math.min(a.length, b.length)
    for (let i = 0; i < n; i++) a[i]! &= b[i]!
    for (let i = n; i < a.length; i++) a[i] = 0
  }

  andNot(other: Bitset): Bitset {
    const out = new Bitset(this.size)
    const a = this.words
    const b = other.words
    const o = out.words
    for (let i = 0; i < a.length; i++) o[i] = a[i]! & ~(b[i] ?? 0)
    return out
  }

  count(): number {
    let total = 0
    const w = this.words
    for (let i = 0; i < w.length; i++) total += popcount(w[i]!)
    return total
  }

  isEmpty(): boolean {
    const w = this.words
    for (let i = 0; i < w.length; i++) if (w[i] !== 0) return false
    return true
  }

  /** Calls `fn` for each ordinal in ascending order. */
  forEach(fn: (ordinal: number) => void): void {
    const w = this.words
    for (let i = 0; i < w.length; i++) {
      let word = w[i]!
      while (word !== 0) {
        fn((i << 5) + 31 - Math.clz32(word & -word))
        word &= word - 1
      }
    }
  }

  /** Ordinals in ascending order. */
  toArray(): Uint32Array {
    const out = new Uint32Array(this.count())
    let k = 0
    const w = this.words
    for (let i = 0; i < w.length; i++) {
      let word = w[i]!
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word)
        out[k++] = (i << 5) + bit
        word &= word - 1
      }
    }
    return out
  }

  /** Whether any of the sorted `ordinals` is in the set. */
  intersectsAny(ordinals: ArrayLike<number>): boolean {
    for (let i = 0; i < ordinals.length; i++) if (this.has(ordinals[i]!)) return true
    return false
  }
}

export function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}
