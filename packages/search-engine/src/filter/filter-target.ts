import type { Bitset } from '../index/bitset.ts'
import type { GeoFieldIndex } from '../index/geo-field-index.ts'
import type { NumericFieldIndex } from '../index/numeric-field-index.ts'
import type { TextFieldIndex } from '../index/text-field-index.ts'

/** What filter evaluation needs from a collection. */
export interface FilterTarget {
  /** Number of ordinals (live and deleted). */
  readonly ordinalCount: number
  alive(): Bitset
  numericIndex(field: string): NumericFieldIndex | undefined
  textIndex(field: string): TextFieldIndex | undefined
  geoIndex(field: string): GeoFieldIndex | undefined
  ordinalOfId(id: string): number | undefined
  rankByFrequency: boolean
  /** `max_filter_by_candidates` for `prefix*` values. */
  maxFilterCandidates: number
}
