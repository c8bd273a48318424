import type { RangeFacetAttribute } from './facet-attributes.ts'

/**
 * Range sliders of the facet panel (spec, stock document sections 4, 5, 8 and 9): "Slider values are
 * clamped to the range. Min cannot exceed max. A value below the range minimum or above the maximum is
 * ignored. For price and km, values round to the nearest 1000." The price slider's "default range 0 to
 * 100000, step one hundredth of the range, default maximum used when no facet maximum exists".
 */

export const DEFAULT_PRICE_RANGE = { min: 0, max: 100_000 } as const
/** "input debounce 400 ms" */
export const PRICE_INPUT_DEBOUNCE_MS = 400
/** "Text search debounce 300 ms." */
export const TEXT_SEARCH_DEBOUNCE_MS = 300
export const SLIDER_ROUNDING = 1_000
export const BELOW_RANGE_MESSAGE = 'Cannot refine below the range minimum'
export const ABOVE_RANGE_MESSAGE = 'Cannot refine above the range maximum'

export interface SliderRange {
  min: number
  max: number
  step: number
}

/** A refinement; an undefined side is open. */
export interface RangeValue {
  min?: number
  max?: number
}

export interface FacetStats {
  min?: number | null
  max?: number | null
}

const roundsToThousand = (attribute: RangeFacetAttribute) => attribute === 'price' || attribute === 'km'
/** Years, and subscription prices (whole dollars in the feed), move in steps of one. */
const stepsByOne = (attribute: RangeFacetAttribute) =>
  attribute === 'year' || attribute === 'subscription_price'
const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/**
 * The slider's range from the facet statistics. Price and km bounds widen to whole thousands so that
 * every rounded value stays inside; years step by one. Price falls back to its default range, other
 * attributes without statistics get no slider (null).
 */
export function sliderRange(
  attribute: RangeFacetAttribute,
  stats: FacetStats | null | undefined,
): SliderRange | null {
  let min = finite(stats?.min) ? stats.min : null
  let max = finite(stats?.max) ? stats.max : null
  if (attribute === 'price') {
    min ??= DEFAULT_PRICE_RANGE.min
    max ??= DEFAULT_PRICE_RANGE.max
  }
  if (min === null || max === null) return null
  if (min > max) [min, max] = [max, min]
  if (roundsToThousand(attribute)) {
    min = Math.floor(min / SLIDER_ROUNDING) * SLIDER_ROUNDING
    max = Math.ceil(max / SLIDER_ROUNDING) * SLIDER_ROUNDING
  }
  if (stepsByOne(attribute)) return { min: Math.floor(min), max: Math.ceil(max), step: 1 }
  return { min, max, step: max > min ? (max - min) / 100 : 1 }
}

export function roundSliderValue(attribute: RangeFacetAttribute, value: number): number {
  if (roundsToThousand(attribute)) return Math.round(value / SLIDER_ROUNDING) * SLIDER_ROUNDING
  return stepsByOne(attribute) ? Math.round(value) : value
}

export type RangeRefinement =
  | { ok: true; value: RangeValue }
  | { ok: false; message: typeof BELOW_RANGE_MESSAGE | typeof ABOVE_RANGE_MESSAGE }

/**
 * A refinement the shopper asks for, as the search state should hold it. Values round first; a value
 * below the minimum or above the maximum is ignored with the spec's message (for the caller to log); a
 * minimum above the maximum is brought down to it; a side at the range's edge becomes open, so that stock
 * added later beyond the edge is still found.
 */
export function refineRange(
  attribute: RangeFacetAttribute,
  requested: RangeValue,
  range: Pick<SliderRange, 'min' | 'max'>,
): RangeRefinement {
  let min = finite(requested.min) ? roundSliderValue(attribute, requested.min) : undefined
  const max = finite(requested.max) ? roundSliderValue(attribute, requested.max) : undefined
  if (min !== undefined && min < range.min) return { ok: false, message: BELOW_RANGE_MESSAGE }
  if (max !== undefined && max > range.max) return { ok: false, message: ABOVE_RANGE_MESSAGE }
  if (min !== undefined && max !== undefined && min > max) min = max
  const value: RangeValue = {}
  if (min !== undefined && min > range.min) value.min = min
  if (max !== undefined && max < range.max) value.max = max
  return { ok: true, value }
}

/** Where the two handles sit for a refinement (from the URL, say): inside the range, min never above max. */
export function sliderHandles(
  refinement: RangeValue,
  range: Pick<SliderRange, 'min' | 'max'>,
): [number, number] {
  const clamp = (value: number) => Math.min(range.max, Math.max(range.min, value))
  const max = clamp(finite(refinement.max) ? refinement.max : range.max)
  const min = Math.min(clamp(finite(refinement.min) ? refinement.min : range.min), max)
  return [min, max]
}
