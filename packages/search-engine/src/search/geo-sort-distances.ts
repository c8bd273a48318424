import type { Collection } from '../collection/collection.ts'
import { sortDistance } from './geo-sort.ts'
import { takeScoreBuffer } from './score-buffers.ts'
import type { SortKey } from './sort-by.ts'

/**
 * The sort distance of every matching document for each geo sort key, in ordinal-indexed buffers taken
 * from the score buffer pool (the caller returns them): one haversine per document and key, not one per
 * comparison.
 */
export function geoSortDistances(
  collection: Collection,
  keys: readonly SortKey[],
  ordinals: Uint32Array,
  size: number,
): Map<SortKey, Float64Array> {
  const out = new Map<SortKey, Float64Array>()
  for (const key of keys) {
    if (key.kind !== 'geo') continue
    const index = collection.geoIndex(key.field)
    const buffer = takeScoreBuffer(size)
    for (let i = 0; i < ordinals.length; i++) {
      const o = ordinals[i]!
      buffer[o] = sortDistance(index, o, key.ref)
    }
    out.set(key, buffer)
  }
  return out
}
