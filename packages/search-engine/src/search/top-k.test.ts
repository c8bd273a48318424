import { describe, expect, it } from 'vitest'
import { topK } from './top-k.ts'

describe('topK', () => {
  it('returns the k smallest in order, matching a full sort', () => {
    const values = Array.from({ length: 500 }, (_, i) => (i * 7919) % 1000)
    const compare = (a: number, b: number) => values[a]! - values[b]! || a - b
    const ordinals = values.map((_, i) => i)
    const expected = [...ordinals].sort(compare).slice(0, 21)
    expect(topK(ordinals, 21, compare)).toEqual(expected)
    expect(topK(ordinals, 400, compare)).toEqual([...ordinals].sort(compare).slice(0, 400))
  })
})
