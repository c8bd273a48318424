import { Bitset } from './bitset.ts'
import { intersectAscending, OrdinalSet } from './ordinal-set.ts'

/**
 * A set of documents in one of two forms: a `Bitset` (one bit per document of the collection) for a wide
 * set, an `OrdinalSet` (its ascending ordinals) for a narrow one, so that a site's search among a
 * platform's cars costs what its own cars cost. Both answer `has`, `count`, `isEmpty`, `forEach`, `toArray`
 * and `intersectsAny`; combine them with `intersect`, `union` and `subtract`. Sets are not modified once
 * built.
 */
export type DocSet = Bitset | OrdinalSet

/** Below one document in this many, a set is kept (and checked) as its ordinals. */
const NARROW_RATIO = 16

const isNarrow = (count: number, size: number) => count * NARROW_RATIO < size

export function emptyDocSet(size: number): OrdinalSet {
  return new OrdinalSet(size, new Uint32Array(0))
}

/** The set of ascending `ordinals` (no duplicates): a list when narrow, else a bitset. */
export function docSetOf(size: number, ordinals: ArrayLike<number>): DocSet {
  if (!isNarrow(ordinals.length, size)) return Bitset.fromOrdinals(size, ordinals)
  return new OrdinalSet(size, ordinals instanceof Uint32Array ? ordinals : Uint32Array.from(ordinals))
}

/** The set as its ordinals when it is narrow enough to check document by document; else as it is. */
export function narrowed(set: DocSet): DocSet {
  if (set instanceof OrdinalSet) return set
  return isNarrow(set.count(), set.size) ? new OrdinalSet(set.size, set.toArray()) : set
}

/** Documents in both: a list when either is one. */
export function intersect(a: DocSet, b: DocSet): DocSet {
  if (a instanceof Bitset && b instanceof Bitset) return a.and(b)
  if (a instanceof OrdinalSet && b instanceof OrdinalSet)
    return new OrdinalSet(a.size, intersectAscending(a.ordinals, b.ordinals))
  const list = a instanceof OrdinalSet ? a : (b as OrdinalSet)
  const other = list === a ? b : a
  return new OrdinalSet(
    list.size,
    keep(list.ordinals, (o) => other.has(o)),
  )
}

/** Documents in either. */
export function union(a: DocSet, b: DocSet): DocSet {
  if (a.isEmpty()) return b
  if (b.isEmpty()) return a
  if (a instanceof Bitset && b instanceof Bitset) return a.or(b)
  if (a instanceof OrdinalSet && b instanceof OrdinalSet) return docSetOf(a.size, unionLists(a, b))
  const [bitset, list] = a instanceof Bitset ? [a, b] : [b as Bitset, a]
  const bits = bitset.clone()
  list.forEach((o) => {
    bits.add(o)
  })
  return bits
}

/** Documents of `a` not in `b`. */
export function subtract(a: DocSet, b: DocSet): DocSet {
  if (a instanceof OrdinalSet)
    return new OrdinalSet(
      a.size,
      keep(a.ordinals, (o) => !b.has(o)),
    )
  if (b instanceof Bitset) return a.andNot(b)
  const bits = a.clone()
  b.forEach((o) => {
    bits.delete(o)
  })
  return bits
}

function keep(ordinals: Uint32Array, test: (ordinal: number) => boolean): Uint32Array {
  const out = new Uint32Array(ordinals.length)
  let n = 0
  for (let i = 0; i < ordinals.length; i++) if (test(ordinals[i]!)) out[n++] = ordinals[i]!
  return out.subarray(0, n)
}

function unionLists(a: OrdinalSet, b: OrdinalSet): Uint32Array {
  const x = a.ordinals
  const y = b.ordinals
  const out = new Uint32Array(x.length + y.length)
  let n = 0
  let i = 0
  let j = 0
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      out[n++] = x[i++]!
      j++
    } else if (x[i]! < y[j]!) out[n++] = x[i++]!
    else out[n++] = y[j++]!
  }
  while (i < x.length) out[n++] = x[i++]!
  while (j < y.length) out[n++] = y[j++]!
  return out.subarray(0, n)
}
