import type { GeoPoint } from '@forecourt/domain/locations/geo-point'
import {
  isListFacetAttribute,
  isRangeFacetAttribute,
  listFacetAttributes,
  rangeFacetAttributes,
} from '@forecourt/domain/search/facet-attributes'
import type { NearMe } from '@forecourt/domain/search/near-me'
import type { ResultsLayout } from '@forecourt/domain/search/one-per-model'
import type { RangeValue } from '@forecourt/domain/search/range-slider'
import {
  defaultSort,
  type SortOption,
  sortIndexName,
  sortValueFromIndexName,
} from '@forecourt/domain/search/sort'
import { emptySearchState, type SearchState } from '@forecourt/domain/search/url-state'
import type { IndexUiState } from 'instantsearch.js'
import type { MakeModelAndAgeUiState } from './make-model-and-age-widget'

/**
 * The results page's search state (`@forecourt/domain/search/url-state`, what the URL holds) and
 * InstantSearch's UI state for the stock index, each from the other. Ranges are `min:max` there, with an
 * open side left empty; pages count from 1 in both.
 *
 * A near-me search is not UI state: InstantSearch is started for one place and distance (its search
 * parameters), and the orders from that place are sort indexes of their own (`sortIndexName`). Nor is
 * the one-per-model view: an instance is started grouped or not (`model-groups.ts`).
 *
 * The make > model path and the listing age have no InstantSearch widget: they are UI state of their own
 * (`makeModel`, `listedWithin`), which `make-model-and-age-widget.ts` turns into the searches' filter.
 */

export type SearchUiState = IndexUiState & MakeModelAndAgeUiState

type SortChoice = Pick<SortOption, 'value' | 'sortBy'>

/**
 * What an InstantSearch instance was started for: the near-me search (the URL's, and the point found for
 * it) and the view (a card per car unless given).
 */
export interface InstanceContext {
  nearMe: NearMe | null
  from: GeoPoint | null
  view?: ResultsLayout
}

const nowhere: InstanceContext = { nearMe: null, from: null }

function rangeToUi(range: RangeValue): string {
  return `${range.min ?? ''}:${range.max ?? ''}`
}

function rangeFromUi(text: string): RangeValue | null {
  const [minText = '', maxText = ''] = text.split(':')
  const range: RangeValue = {}
  const min = minText === '' ? Number.NaN : Number(minText)
  const max = maxText === '' ? Number.NaN : Number(maxText)
  if (Number.isFinite(min)) range.min = min
  if (Number.isFinite(max)) range.max = max
  return range.min === undefined && range.max === undefined ? null : range
}

export function searchStateToUiState(
  state: SearchState,
  collection: string,
  sorts: readonly SortChoice[],
  from: GeoPoint | null = null,
): SearchUiState {
  const ui: SearchUiState = {}
  if (state.query) ui.query = state.query
  if (state.page > 1) ui.page = state.page
  const sort = sorts.find((option) => option.value === state.sort)
  const indexName = sort ? sortIndexName(collection, sort, from) : collection
  if (indexName !== collection) ui.sortBy = indexName
  const refinementList: Record<string, string[]> = {}
  for (const attribute of listFacetAttributes) {
    const values = state.refinements[attribute]
    if (attribute !== 'make_model' && values?.length) refinementList[attribute] = [...values]
  }
  if (Object.keys(refinementList).length > 0) ui.refinementList = refinementList
  const makeModel = state.refinements.make_model
  if (makeModel?.length) ui.makeModel = [...makeModel]
  if (state.listedWithin) ui.listedWithin = state.listedWithin
  const range: Record<string, string> = {}
  for (const attribute of rangeFacetAttributes) {
    const value = state.ranges[attribute]
    if (value && (value.min !== undefined || value.max !== undefined)) range[attribute] = rangeToUi(value)
  }
  if (Object.keys(range).length > 0) ui.range = range
  return ui
}

export function uiStateToSearchState(
  ui: SearchUiState,
  collection: string,
  near: InstanceContext = nowhere,
): SearchState {
  const state = emptySearchState()
  state.view = near.view ?? state.view
  state.query = (ui.query ?? '').trim()
  state.page = ui.page && ui.page > 1 ? Math.floor(ui.page) : 1
  state.nearMe = near.nearMe
  state.sort = ui.sortBy
    ? sortValueFromIndexName(collection, ui.sortBy, near.from)
    : defaultSort(near.nearMe !== null)
  for (const [attribute, values] of Object.entries(ui.refinementList ?? {})) {
    if (isListFacetAttribute(attribute) && attribute !== 'make_model' && values.length > 0)
      state.refinements[attribute] = [...values].sort()
  }
  if (ui.makeModel?.length) state.refinements.make_model = [...ui.makeModel].sort()
  if (ui.listedWithin) state.listedWithin = ui.listedWithin
  for (const [attribute, text] of Object.entries(ui.range ?? {})) {
    const value = isRangeFacetAttribute(attribute) ? rangeFromUi(text) : null
    if (value && isRangeFacetAttribute(attribute)) state.ranges[attribute] = value
  }
  return state
}
