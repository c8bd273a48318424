import { describe, expect, it } from 'vitest'
import { topFacetValues } from './facet-order.ts'

describe('topFacetValues', () => {
  it('orders by count, then shorter values, then values descending', () => {
    const labels = ['Kia', 'Ford', 'Mazda', 'Audi', 'BMW']
    const counts = Int32Array.from([2, 3, 3, 2, 2])
    expect(topFacetValues([0, 1, 2, 3, 4], counts, labels, 10).map((id) => labels[id])).toEqual([
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
    const all = topFacetValues(ids, counts, labels, 500)
    expect(topFacetValues(ids, counts, labels, 10)).toEqual(all.slice(0, 10))
  })
})
