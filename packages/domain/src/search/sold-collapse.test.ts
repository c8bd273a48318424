import { describe, expect, it } from 'vitest'
import { collapseSoldRuns, onlySoldResults } from './sold-collapse.ts'

const hits = (statuses: string) =>
  statuses
    .split(' ')
    .map((code, index) => ({ id: `car-${index}`, status: code === 'S' ? 'sold' : 'in_stock' }))
const ids = (list: readonly { id: string }[]) => list.map((hit) => hit.id)

describe('sold collapse', () => {
  it('"In search results, consecutive sold cars collapse into one"', () => {
    expect(ids(collapseSoldRuns(hits('A S S S A S A S S')))).toEqual([
      'car-0',
      'car-1',
      'car-4',
      'car-5',
      'car-6',
      'car-7',
    ])
    expect(ids(collapseSoldRuns(hits('S S A')))).toEqual(['car-0', 'car-2'])
  })

  it('"(all are kept if every result is sold)"', () => {
    expect(ids(collapseSoldRuns(hits('S S S')))).toEqual(['car-0', 'car-1', 'car-2'])
  })

  it('keeps results without sold cars, and an empty page, as they are', () => {
    expect(ids(collapseSoldRuns(hits('A A A')))).toEqual(['car-0', 'car-1', 'car-2'])
    expect(collapseSoldRuns([])).toEqual([])
  })

  it('judges "every result" on the whole search when its status counts are known', () => {
    // The last page of a mixed search can be all sold cars: they still collapse into one.
    expect(ids(collapseSoldRuns(hits('S S S'), onlySoldResults({ in_stock: 120, sold: 19 })))).toEqual([
      'car-0',
    ])
    expect(ids(collapseSoldRuns(hits('S S'), onlySoldResults({ sold: 2, in_stock: 0 })))).toEqual([
      'car-0',
      'car-1',
    ])
    expect(onlySoldResults(null)).toBe(false)
    expect(onlySoldResults({})).toBe(false)
  })
})
