import { describe, expect, it } from 'vitest'
import { boundedDistance } from './edit-distance.ts'

describe('boundedDistance', () => {
  it.each([
    ['toyota', 'toyota', 2, false, 0],
    ['toyta', 'toyota', 2, false, 1],
    ['hilxu', 'hilux', 2, false, 1],
    ['corola', 'corolla', 2, false, 1],
    ['mazad', 'mazda', 2, false, 1],
    ['ford', 'holden', 2, false, 3],
    ['abcdef', 'ab', 1, false, 2],
  ])('%s vs %s (max %i, prefix %s) = %i', (a, b, max, prefix, expected) => {
    expect(boundedDistance(a, b, max, prefix)).toBe(expected)
  })

  it('measures against the closest prefix of the candidate', () => {
    expect(boundedDistance('toy', 'toyota', 2, true)).toBe(0)
    expect(boundedDistance('tyo', 'toyota', 2, true)).toBe(1)
    expect(boundedDistance('hilx', 'hilux', 2, true)).toBe(1)
    expect(boundedDistance('zzz', 'toyota', 1, true)).toBe(2)
  })
})
