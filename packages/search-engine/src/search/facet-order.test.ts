import { describe, expect, it } from 'vitest'
import { compareFacetValues, type FacetValueKeys, topFacetValues } from './facet-order.ts'

const keysOf = (labels: string[], numbers?: number[]): FacetValueKeys => ({
  labels,
  lengths: labels.map((label) => label.length),
  numbers: numbers ?? labels.map(() => Number.NaN),
})

/** Typesense's order by a full sort of the values, as ids. */
const fullSort = (labels: string[], counts: Int32Array) =>
  labels
    .map((label, id) => ({ label, count: counts[id]!, id }))
    .sort(compareFacetValues)
    .map(({ id }) => id)

describe('topFacetValues', () => {
  it('orders by count, then shorter values, then values descending', () => {
    const labels = ['Kia', 'Ford', 'Mazda', 'Audi', 'BMW']
    const counts = Int32Array.from([2, 3, 3, 2, 2])
    expect(topFacetValues([0, 1, 2, 3, 4], counts, keysOf(labels), 10).map((id) => labels[id])).toEqual([
      'Ford',
      'Mazda',
      'Kia',
      'BMW',
      'Audi',
    ])
  })

  it('selects the same top values as a full sort when there are many', () => {
    const labels = Array.from({ length: 500 }, (_, i) => `v${(i * 37) % 500}`)
    const counts = Int32Array.from(labels, (_, i) => (i * 7919) % 13)
    const ids = labels.map((_, i) => i)
    const all = topFacetValues(ids, counts, keysOf(labels), 500)
    expect(all).toEqual(fullSort(labels, counts))
    expect(topFacetValues(ids, counts, keysOf(labels), 10)).toEqual(all.slice(0, 10))
  })

  it('orders numbers with tied counts as their labels’ bytes, negatives and fractions included', () => {
    // Timestamps, prices and km mostly held by one car each: ties broken by length, then bytes.
    const numbers = Array.from({ length: 3000 }, (_, i) => {
      const h = Math.imul(i + 1, 2654435761) >>> 0
      if (i % 7 === 0) return -(h % 5000)
      if (i % 11 === 0) return (h % 10000) / 8
      return i % 3 === 0 ? 1_790_000_000 + (h % 9_000_000) : h % 100_000
    })
    const distinct = [...new Set(numbers)]
    const labels = distinct.map(String)
    const counts = Int32Array.from(distinct, (_, i) => (i % 17 === 0 ? 2 : 1))
    const ids = distinct.map((_, i) => i)
    const keys = keysOf(labels, distinct)
    expect(topFacetValues(ids, counts, keys, ids.length)).toEqual(fullSort(labels, counts))
    expect(topFacetValues(ids, counts, keys, 10)).toEqual(fullSort(labels, counts).slice(0, 10))
  })
})
