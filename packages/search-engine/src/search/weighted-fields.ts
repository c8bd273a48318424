import type { TextFieldIndex } from '../index/text-field-index.ts'

export const FIELD_MAX_WEIGHT = 15

export interface WeightedField {
  name: string
  index: TextFieldIndex
  isArray: boolean
  weight: number
  prefix: boolean
  numTypos: number
  /** Position in `query_by` (for highlight ordering). */
  order: number
}

export interface QueryField {
  name: string
  index: TextFieldIndex
  isArray: boolean
  prefix: boolean
  numTypos: number
}

/**
 * Typesense's field weights: without `query_by_weights`, 15 for the first field and one less for each
 * next one. Given weights in descending order (all <= 15) are used as they are; otherwise fields are
 * sorted by weight and renumbered from 15 downwards.
 */
export function weighFields(
  fields: readonly QueryField[],
  weights: readonly number[] | undefined,
): WeightedField[] {
  if (!weights || weights.length === 0) {
    return fields.map((f, i) => ({ ...f, weight: Math.max(0, FIELD_MAX_WEIGHT - i), order: i }))
  }
  let descending = true
  let underMax = true
  for (let i = 0; i < weights.length; i++) {
    if (i > 0 && weights[i]! > weights[i - 1]!) descending = false
    if (weights[i]! > FIELD_MAX_WEIGHT) underMax = false
  }
  if (descending && underMax) return fields.map((f, i) => ({ ...f, weight: weights[i]!, order: i }))
  const ranked = fields.map((f, i) => ({ f, i, raw: weights[i]! })).sort((a, b) => b.raw - a.raw)
  const out: WeightedField[] = []
  let previous = FIELD_MAX_WEIGHT
  ranked.forEach((entry, rank) => {
    let weight = FIELD_MAX_WEIGHT
    if (rank > 0) weight = entry.raw === ranked[rank - 1]!.raw ? previous : Math.max(0, previous - 1)
    previous = weight
    out.push({ ...entry.f, weight, order: entry.i })
  })
  return out
}
