import { describe, expect, it } from 'vitest'
import { boundedDistance, typoBudget, withinTypos } from './edit-distance.ts'

describe("misspellings, as the search engine's typo tolerance allows them", () => {
  it('allows no typo under 4 letters, 1 from 4, 2 from 7', () => {
    expect([1, 3, 4, 6, 7, 12].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2])
  })

  it('counts insertions, deletions, substitutions and swapped neighbours', () => {
    expect(boundedDistance('hilix', 'hilux', 2)).toBe(1)
    expect(boundedDistance('corola', 'corolla', 2)).toBe(1)
    expect(boundedDistance('landcrusier', 'landcruiser', 2)).toBe(1)
    expect(boundedDistance('volkswagon', 'volkswagen', 2)).toBe(1)
    expect(boundedDistance('mazada', 'mazda', 2)).toBe(1)
  })

  it('stops once the distance must exceed the budget', () => {
    expect(boundedDistance('ute', 'volkswagen', 2)).toBe(3)
    expect(boundedDistance('tucson', 'triton', 1)).toBe(2)
  })

  it("matches within the typed word's own budget", () => {
    expect(withinTypos('hilix', 'hilux')).toBe(1)
    expect(withinTypos('kia', 'kie')).toBeNull()
    expect(withinTypos('navarra', 'navara')).toBe(1)
    expect(withinTypos('amarock', 'amarok')).toBe(1)
    expect(withinTypos('volkswaggon', 'volkswagen')).toBe(2)
    expect(withinTypos('forester', 'fortuner')).toBeNull()
    expect(withinTypos('fast', 'fat')).toBe(1)
  })
})
