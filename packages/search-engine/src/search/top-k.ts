import type { OrdinalComparator } from './sort-order.ts'

/** The `k` best ordinals in order, using a bounded heap (or a full sort when `k` is large). */
export function topK(ordinals: ArrayLike<number>, k: number, compare: OrdinalComparator): number[] {
  const n = ordinals.length
  if (k <= 0 || n === 0) return []
  if (k * 4 >= n) return Array.from(ordinals).sort(compare).slice(0, k)
  // Max-heap on "worst first": the root is the worst of the kept ordinals.
  const heap: number[] = []
  const worse = (a: number, b: number) => compare(a, b) > 0
  for (let i = 0; i < n; i++) {
    const o = ordinals[i]!
    if (heap.length < k) {
      heap.push(o)
      let c = heap.length - 1
      while (c > 0) {
        const p = (c - 1) >> 1
        if (!worse(heap[c]!, heap[p]!)) break
        ;[heap[c], heap[p]] = [heap[p]!, heap[c]!]
        c = p
      }
    } else if (compare(o, heap[0]!) < 0) {
      heap[0] = o
      let p = 0
      for (;;) {
        const l = 2 * p + 1
        const r = l + 1
        let m = p
        if (l < k && worse(heap[l]!, heap[m]!)) m = l
        if (r < k && worse(heap[r]!, heap[m]!)) m = r
        if (m === p) break
        ;[heap[m], heap[p]] = [heap[p]!, heap[m]!]
        p = m
      }
    }
  }
  return heap.sort(compare)
}
