import {
  isListFacetAttribute,
  isRangeFacetAttribute,
  listFacetAttributes,
  rangeFacetAttributes,
} from '@forecourt/domain/search-facet-attributes'
import type { RangeValue } from '@forecourt/domain/search-range-slider'
import { type SortOption, sortIndexName, sortValueFromIndexName } from '@forecourt/domain/search-sort'
import { emptySearchState, type SearchState } from '@forecourt/domain/search-url-state'
import type { IndexUiState } from 'instantsearch.js'

/**
 * The results page's search state (`@forecourt/domain/search-url-state`, what the URL holds) and
 * InstantSearch's UI state for the stock index, each from the other. Ranges are `min:max` there, with an
 * open side left empty; pages count from 1 in both.
 */

type SortChoice = Pick<SortOption, 'value' | 'sortBy'>

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
): IndexUiState {
  const ui: IndexUiState = {}
  if (state.query) ui.query = state.query
  if (state.page > 1) ui.page = state.page
  const sort = sorts.find((option) => option.value === state.sort)
  if (sort && state.sort !== 'featured') ui.sortBy = sortIndexName(collection, sort)
  const refinementList: Record<string, string[]> = {}
  for (const attribute of listFacetAttributes) {
    const values = state.refinements[attribute]
    if (values?.length) refinementList[attribute] = [...values]
  }
  if (Object.keys(refinementList).length > 0) ui.refinementList = refinementList
  const range: Record<string, string> = {}
  for (const attribute of rangeFacetAttributes) {
    const value = state.ranges[attribute]
    if (value && (value.min !== undefined || value.max !== undefined)) range[attribute] = rangeToUi(value)
  }
  if (Object.keys(range).length > 0) ui.range = range
  return ui
}

export function uiStateToSearchState(ui: IndexUiState, collection: string): SearchState {
  const state = emptySearchState()
  state.query = (ui.query ?? '').trim()
  state.page = ui.page && ui.page > 1 ? Math.floor(ui.page) : 1
  if (ui.sortBy) state.sort = sortValueFromIndexName(collection, ui.sortBy)
  for (const [attribute, values] of Object.entries(ui.refinementList ?? {})) {
    if (isListFacetAttribute(attribute) && values.length > 0)
      state.refinements[attribute] = [...values].sort()
  }
  for (const [attribute, text] of Object.entries(ui.range ?? {})) {
    const value = isRangeFacetAttribute(attribute) ? rangeFromUi(text) : null
    if (value && isRangeFacetAttribute(attribute)) state.ranges[attribute] = value
  }
  return state
}
