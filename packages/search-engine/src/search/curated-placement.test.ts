import { describe, expect, it } from 'vitest'
import type { CurationOutcome } from '../curation/apply-curations.ts'
import { Bitset } from '../index/bitset.ts'
import { interleave, placeCurated } from './curated-placement.ts'

const outcome = (included: { ordinal: number; position: number }[]) => ({ included }) as CurationOutcome

describe('curated placement', () => {
  it('keeps the first documents per position and each document once, at its first position', () => {
    const slots = placeCurated(
      outcome([
        { ordinal: 5, position: 2 },
        { ordinal: 6, position: 2 },
        { ordinal: 5, position: 1 },
        { ordinal: 7, position: 4 },
      ]),
      undefined,
      1,
    )
    expect(slots).toEqual([
      { position: 1, ordinals: [5] },
      { position: 4, ordinals: [7] },
    ])
  })

  it('keeps only documents passing the filter when asked', () => {
    const filtered = Bitset.fromOrdinals(10, [7])
    const slots = placeCurated(
      outcome([
        { ordinal: 5, position: 1 },
        { ordinal: 7, position: 2 },
      ]),
      filtered,
      1,
    )
    expect(slots).toEqual([{ position: 2, ordinals: [7] }])
  })

  it('interleaves curated entries by position and appends those beyond the ranked ones', () => {
    const curated = [
      { position: 1, entry: 'p1' },
      { position: 3, entry: 'p3' },
      { position: 9, entry: 'p9' },
    ]
    expect(interleave(['a', 'b', 'c'], curated, 10)).toEqual(['p1', 'a', 'p3', 'b', 'c', 'p9'])
    expect(interleave(['a', 'b', 'c'], curated, 2)).toEqual(['p1', 'a'])
  })
})
