import { describe, expect, it } from 'vitest'
import { intersectSorted, sharesSorted, unionSorted } from './sorted-ids.ts'

describe('sorted id lists', () => {
  it('unions, intersects and tests for a shared accepted id', () => {
    expect(unionSorted([[1, 4, 9], [2, 4, 10], []])).toEqual([1, 2, 4, 9, 10])
    expect(intersectSorted([1, 4, 9, 12], [4, 5, 12])).toEqual([4, 12])
    expect(sharesSorted([1, 4, 9], [4, 9], (o) => o > 5)).toBe(true)
    expect(sharesSorted([1, 4, 9], [4, 9], (o) => o > 9)).toBe(false)
  })
})
