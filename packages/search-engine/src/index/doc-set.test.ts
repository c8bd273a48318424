import { describe, expect, it } from 'vitest'
import { Bitset } from './bitset.ts'
import { type DocSet, docSetOf, intersect, narrowed, subtract, union } from './doc-set.ts'
import { intersectAscending, OrdinalSet } from './ordinal-set.ts'

const SIZE = 1000

/** Ascending ordinals below SIZE, every one kept with the given chance (a fixed sequence). */
function sample(seed: number, chance: number): number[] {
  let state = seed
  const out: number[] = []
  for (let o = 0; o < SIZE; o++) {
    state = (state * 1103515245 + 12345) >>> 0
    if (state / 2 ** 32 < chance) out.push(o)
  }
  return out
}

const asList = (ordinals: number[]) => new OrdinalSet(SIZE, Uint32Array.from(ordinals))
const asBits = (ordinals: number[]) => Bitset.fromOrdinals(SIZE, ordinals)
const members = (set: DocSet) => [...set.toArray()]

describe('DocSet', () => {
  it('combines a list and a bitset in any pairing as bitsets combine', () => {
    const cases = [
      [sample(1, 0.02), sample(2, 0.5)],
      [sample(3, 0.3), sample(4, 0.01)],
      [sample(5, 0.05), sample(6, 0.05)],
      [[], sample(7, 0.4)],
    ]
    for (const [a, b] of cases) {
      const bitsA = asBits(a!)
      const bitsB = asBits(b!)
      for (const left of [asList(a!), bitsA]) {
        for (const right of [asList(b!), bitsB]) {
          expect(members(intersect(left, right))).toEqual(members(bitsA.and(bitsB)))
          expect(members(union(left, right))).toEqual(members(bitsA.or(bitsB)))
          expect(members(subtract(left, right))).toEqual(members(bitsA.andNot(bitsB)))
        }
      }
    }
  })

  it('keeps a narrow set as its ordinals and a wide one as bits', () => {
    const few = sample(8, 0.03)
    const many = sample(9, 0.3)
    expect(docSetOf(SIZE, few)).toBeInstanceOf(OrdinalSet)
    expect(docSetOf(SIZE, many)).toBeInstanceOf(Bitset)
    expect(narrowed(asBits(few))).toBeInstanceOf(OrdinalSet)
    expect(members(narrowed(asBits(few)))).toEqual(few)
    expect(narrowed(asBits(many))).toBeInstanceOf(Bitset)
    // A list and anything: a list, never a platform-sized bitset.
    expect(intersect(asBits(many), asList(few))).toBeInstanceOf(OrdinalSet)
    expect(subtract(asList(few), asBits(many))).toBeInstanceOf(OrdinalSet)
  })

  it('answers membership and overlap of a sorted list', () => {
    const set = asList([3, 40, 41, 999])
    expect([3, 40, 41, 999].every((o) => set.has(o))).toBe(true)
    expect([0, 4, 42, 998, 1000].some((o) => set.has(o))).toBe(false)
    expect(set.intersectsAny([1, 2, 41])).toBe(true)
    expect(set.intersectsAny([1, 2, 42, 500, 501, 502, 503, 504])).toBe(false)
    const seen: number[] = []
    set.forEach((o) => {
      seen.push(o)
    })
    expect(seen).toEqual([3, 40, 41, 999])
    expect(set.count()).toBe(4)
  })

  it('intersects a short list with a long one at its ends and beyond them', () => {
    const long = Array.from({ length: 5000 }, (_, i) => i * 3)
    const both = (a: number[], b: number[]) => [...intersectAscending(a, b)]
    expect(both([0, 1, 3, 4000, 7500, 14997, 14998, 20000], long)).toEqual([0, 3, 7500, 14997])
    expect(both(long, [14997, 15000])).toEqual([14997])
    expect(both([], long)).toEqual([])
    expect(both([2, 5, 8], long)).toEqual([])
    const fewer = long.filter((o) => o % 7 === 0)
    expect(both(long, fewer)).toEqual(fewer)
  })
})
