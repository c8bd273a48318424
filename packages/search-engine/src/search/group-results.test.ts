import { describe, expect, it } from 'vitest'
import { FacetFieldIndex } from '../index/facet-field-index.ts'
import type { GroupField } from './group-fields.ts'
import { groupOrder } from './group-order.ts'
import { assignGroups, pageOfGroups } from './group-results.ts'

// Documents 0..5: make (single) and colours (array); a lower ordinal ranks higher.
const make = new FacetFieldIndex(false)
const colours = new FacetFieldIndex(true)
const rows: [string | undefined, string[]][] = [
  ['Ford', ['red']],
  ['Kia', ['blue', 'red']],
  ['Ford', ['blue']],
  [undefined, []],
  ['Kia', ['red', 'blue']],
  [undefined, ['red']],
]
rows.forEach(([m, c], ordinal) => {
  if (m) make.add(ordinal, [m])
  if (c.length > 0) colours.add(ordinal, c)
})
const byMake: GroupField[] = [{ name: 'make', facet: make }]
const ordinals = Uint32Array.from([0, 1, 2, 3, 4, 5])
const compare = (a: number, b: number) => a - b

describe('grouping', () => {
  it('puts documents with the same values in one group, and those without in one more', () => {
    const grouping = assignGroups(ordinals, byMake, true)
    expect([...grouping.groupOf]).toEqual([0, 1, 0, 2, 1, 2])
    expect([...grouping.counts]).toEqual([2, 2, 2])
    expect([...assignGroups(ordinals, byMake, false).counts]).toEqual([2, 2, 1, 1])
  })

  it('keys array values in their order, across several fields', () => {
    const fields: GroupField[] = [...byMake, { name: 'colours', facet: colours }]
    const { groupOf } = assignGroups(ordinals, fields, true)
    // Kia+[blue, red] and Kia+[red, blue] differ; the document with only [red] shares no key with Ford+[red].
    expect(new Set(groupOf).size).toBe(6)
  })

  it('ranks groups by their best document and keeps the best hits of the page only', () => {
    const grouping = assignGroups(ordinals, byMake, true)
    const strip = (groups: { found: number | undefined; hits: number[] }[]) =>
      groups.map(({ found, hits }) => ({ found, hits }))
    expect(strip(pageOfGroups(ordinals, grouping, 1, 2, 1, compare))).toEqual([{ found: 2, hits: [1] }])
    expect(strip(pageOfGroups(ordinals, grouping, 5, 10, 0, (a, b) => b - a))).toEqual([
      { found: 2, hits: [5, 3] },
      { found: 2, hits: [4, 1] },
      { found: 2, hits: [2, 0] },
    ])
  })

  it('counts facet values once per group', () => {
    const grouping = assignGroups(ordinals, byMake, true)
    const order = groupOrder(ordinals, grouping)
    expect([...order.groupOf]).toEqual([0, 0, 1, 1, 2, 2])
    const counts = new Int32Array(colours.valueCount)
    const touched = colours.countGroups(
      order.ordinals,
      order.groupOf,
      counts,
      new Int32Array(colours.valueCount).fill(-1),
    )
    const byLabel = Object.fromEntries(touched.map((id) => [colours.labels[id], counts[id]]))
    expect(byLabel).toEqual({ red: 3, blue: 2 })
  })
})
