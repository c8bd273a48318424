import { describe, expect, it } from 'vitest'
import { FacetFieldIndex } from './facet-field-index.ts'
import { FacetRows } from './facet-rows.ts'

describe('facet values stored by document', () => {
  it('keeps every field’s values when a field is added after documents were (a dynamic field)', () => {
    const rows = new FacetRows()
    const make = new FacetFieldIndex(false, rows)
    for (let o = 0; o < 600; o++) make.addOne(o, o % 2 === 0 ? 'Toyota' : 'Kia')
    const colour = new FacetFieldIndex(false, rows)
    colour.addOne(599, 'Red')
    const counts = [new Int32Array(2), new Int32Array(1)]
    // 5,000: past what any field has written, so no value.
    const touched = rows.countColumns([10, 598, 599, 5000], [make.column, colour.column], counts)
    expect(touched).toEqual([[0, 1], [0]])
    expect(counts).toEqual([Int32Array.from([2, 1]), Int32Array.from([1])])
  })

  it('counts several fields in one pass as each field counts alone', () => {
    const rows = new FacetRows()
    const make = new FacetFieldIndex(false, rows)
    const year = new FacetFieldIndex(false, rows)
    for (let o = 0; o < 1000; o++) {
      make.addOne(o, ['Toyota', 'Kia', 'Ford'][o % 3]!)
      if (o % 5 !== 0) year.addOne(o, String(2020 + (o % 4)), 2020 + (o % 4))
    }
    const ordinals = Uint32Array.from({ length: 200 }, (_, i) => i * 5 + 1)
    const together = [new Int32Array(make.valueCount), new Int32Array(year.valueCount)]
    const touched = rows.countColumns(ordinals, [make.column, year.column], together)
    const alone = [new Int32Array(make.valueCount), new Int32Array(year.valueCount)]
    expect(touched).toEqual([make.count(ordinals, alone[0]!), year.count(ordinals, alone[1]!)])
    expect(together).toEqual(alone)
    expect([...together[0]!]).toEqual([67, 67, 66])
  })

  it('counts an array field’s values from its mask, and from its lists once it has more than 32', () => {
    const rows = new FacetRows()
    const features = new FacetFieldIndex(true, rows)
    const make = new FacetFieldIndex(false, rows)
    for (let o = 0; o < 300; o++) {
      make.addOne(o, o % 2 === 0 ? 'Kia' : 'Ford')
      // Up to three of 32 features each; car 7 has none (never written).
      if (o !== 7) features.add(o, [`f${o % 32}`, `f${(o * 7) % 32}`, `f${(o * 7) % 32}`, 'f31'])
    }
    const ordinals = Uint32Array.from({ length: 100 }, (_, i) => i * 3 + 1)
    const alone = new Int32Array(features.valueCount)
    const expectedTouched = features.count(ordinals, alone)
    expect(features.inRows).toBe(true)
    const together = [new Int32Array(features.valueCount), new Int32Array(make.valueCount)]
    const [touched] = rows.countColumns(ordinals, [features.column, make.column], together, [true, false])
    expect(together[0]).toEqual(alone)
    expect([...touched!].sort((a, b) => a - b)).toEqual([...expectedTouched].sort((a, b) => a - b))
    expect(rows.countColumns([7], [features.column], [new Int32Array(32)], [true])).toEqual([[]])
    // A 33rd value: no mask holds it, so the rows no longer answer for the field.
    features.add(300, ['f32'])
    expect(features.inRows).toBe(false)
  })
})
