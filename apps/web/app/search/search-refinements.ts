import type { ListFacetAttribute, RangeFacetAttribute } from '@forecourt/domain/search/facet-attributes'
import type { NearMe } from '@forecourt/domain/search/near-me'
import type { RangeValue } from '@forecourt/domain/search/range-slider'
import { type SearchState, withNearMe } from '@forecourt/domain/search/url-state'
import { chipListAttributes, rangeFacets } from './facet-panel-layout'

/** The search with one facet value ticked or unticked. */
export function toggleRefinement(
  state: SearchState,
  attribute: ListFacetAttribute,
  value: string,
): SearchState {
  const current = state.refinements[attribute] ?? []
  const values = current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
  const refinements = { ...state.refinements }
  if (values.length > 0) refinements[attribute] = values.sort()
  else delete refinements[attribute]
  return { ...state, refinements }
}

/** The search with a range facet's bounds replaced; both left open removes it. */
export function withRange(
  state: SearchState,
  attribute: RangeFacetAttribute,
  range: RangeValue,
): SearchState {
  const ranges = { ...state.ranges }
  if (range.min === undefined && range.max === undefined) delete ranges[attribute]
  else
    ranges[attribute] = {
      ...(range.min !== undefined && { min: range.min }),
      ...(range.max !== undefined && { max: range.max }),
    }
  return { ...state, ranges }
}

/** The search listed in the last N days (the URL's text for it), or at any date for null. */
export function withListedWithin(state: SearchState, listedWithin: string | null): SearchState {
  return { ...state, listedWithin }
}

export type AppliedRefinement =
  | { kind: 'near'; nearMe: NearMe }
  | { kind: 'value'; attribute: ListFacetAttribute; value: string }
  | { kind: 'bound'; attribute: RangeFacetAttribute; side: 'min' | 'max'; value: number }
  | { kind: 'listed'; value: string }

/**
 * The refinements in force, the place searched from first, then facets in panel order, then the listing
 * age: what the chips above the results show. A value that matches no car has its chip too, so the
 * shopper can remove it.
 */
export function appliedRefinements(state: SearchState): AppliedRefinement[] {
  const applied: AppliedRefinement[] = []
  if (state.nearMe) applied.push({ kind: 'near', nearMe: state.nearMe })
  for (const attribute of chipListAttributes) {
    for (const value of state.refinements[attribute] ?? []) applied.push({ kind: 'value', attribute, value })
  }
  for (const { attribute } of rangeFacets) {
    const range = state.ranges[attribute]
    if (range?.min !== undefined) applied.push({ kind: 'bound', attribute, side: 'min', value: range.min })
    if (range?.max !== undefined) applied.push({ kind: 'bound', attribute, side: 'max', value: range.max })
  }
  if (state.listedWithin) applied.push({ kind: 'listed', value: state.listedWithin })
  return applied
}

/** The search without one applied refinement. */
export function withoutRefinement(state: SearchState, refinement: AppliedRefinement): SearchState {
  if (refinement.kind === 'near') return withNearMe(state, null)
  if (refinement.kind === 'listed') return withListedWithin(state, null)
  if (refinement.kind === 'value') return toggleRefinement(state, refinement.attribute, refinement.value)
  const range = { ...state.ranges[refinement.attribute] }
  delete range[refinement.side]
  return withRange(state, refinement.attribute, range)
}
