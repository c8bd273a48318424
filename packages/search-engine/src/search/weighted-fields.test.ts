import { describe, expect, it } from 'vitest'
import type { TextFieldIndex } from '../index/text-field-index.ts'
import { weighFields } from './weighted-fields.ts'

const field = (name: string) => ({
  name,
  index: {} as TextFieldIndex,
  isArray: false,
  prefix: true,
  numTypos: 2,
})
const weights = (names: string[], given?: number[]) =>
  weighFields(names.map(field), given).map((f) => [f.name, f.weight])

describe('weighFields', () => {
  it('gives 15, 14, 13... in query_by order by default', () => {
    expect(weights(['a', 'b', 'c'])).toEqual([
      ['a', 15],
      ['b', 14],
      ['c', 13],
    ])
  })

  it('keeps descending weights up to 15 and renormalises others by rank', () => {
    expect(weights(['a', 'b'], [10, 2])).toEqual([
      ['a', 10],
      ['b', 2],
    ])
    expect(weights(['a', 'b', 'c'], [1, 4, 4])).toEqual([
      ['b', 15],
      ['c', 15],
      ['a', 14],
    ])
  })
})
