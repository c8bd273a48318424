import { describe, expect, it } from 'vitest'
import { Bitset } from './bitset.ts'

describe('Bitset', () => {
  it('combines sets and lists ordinals in order', () => {
    const a = Bitset.fromOrdinals(70, [1, 5, 33, 64, 69])
    const b = Bitset.fromOrdinals(70, [5, 6, 64])
    expect([...a.and(b).toArray()]).toEqual([5, 64])
    expect([...a.or(b).toArray()]).toEqual([1, 5, 6, 33, 64, 69])
    expect([...a.andNot(b).toArray()]).toEqual([1, 33, 69])
    expect(a.count()).toBe(5)
  })

  it('builds a full set without bits past the size', () => {
    const full = Bitset.full(35)
    expect(full.count()).toBe(35)
    expect(full.has(34)).toBe(true)
    expect(full.has(35)).toBe(false)
  })
})
