import {
  LISTED_WITHIN_ATTRIBUTE,
  type ListFacetAttribute,
  listFacetAttributes,
  type RangeFacetAttribute,
  rangeFacetAttributes,
} from './facet-attributes.ts'
import { listedWithinDays } from './listed-within.ts'
import { makeModelValue, parseMakeModel } from './make-model.ts'
import { appendNearMe, DISTANCE_PARAM, NEAR_PARAM, type NearMe, parseNearMe } from './near-me.ts'
import { DEFAULT_LAYOUT, parseResultsLayout, type ResultsLayout, VIEW_PARAM } from './one-per-model.ts'
import type { RangeValue } from './range-slider.ts'
import { defaultSort, isSortValue, type SortValue } from './sort.ts'

/**
 * The results page's search state and its URL form (spec, stock document sections 2 and 4): "The query,
 * page and sort, plus filter parameters, are held in the URL." Parameters are readable and stable:
 *
 *   ?q=ranger&make=Ford&make=Toyota&body=Ute&price=10000-30000&km=-80000&sort=price-asc&page=2
 *
 * `q` is the text query; each list facet attribute is a parameter repeated once per value (`make_model`'s
 * a path, 'Toyota > HiLux', written with its levels trimmed); each range attribute is `min-max` with either
 * side left empty when open; `created_at_timestamp` is a number of days (`search-listed-within`); `near` and `distance` are the place
 * searched from and how far (`search-near-me`); `sort` is a sort value (the default is left out: 'featured',
 * or 'nearest' near a place, which an empty `sort=` also means); `view=model` shows one card per model
 * (`search-one-per-model`; every car is the default, left out); `page` counts from 1 (page 1 is left
 * out). Unknown parameters and malformed values are dropped, so any URL parses; except that a value of a
 * facet that cannot match a car (a make the site has not, a listing age that is no number of days) is kept
 * as it is, to match no car and show as a chip the shopper can remove: a search is never widened.
 *
 * A form without JavaScript cannot join two inputs into `price=min-max`, so `price_min` and `price_max`
 * are read too; `isCanonicalSearch` tells the server to redirect such a URL to its one canonical form.
 */

export type ListRefinements = Partial<Record<ListFacetAttribute, string[]>>
export type RangeRefinements = Partial<Record<RangeFacetAttribute, RangeValue>>

export interface SearchState {
  query: string
  /** From 1. */
  page: number
  sort: SortValue
  refinements: ListRefinements
  ranges: RangeRefinements
  /**
   * "Listed in the last N days": the URL's text, which `listedWithinDays` reads (one that names no number
   * of days is kept, and matches no car); null for any listing date.
   */
  listedWithin: string | null
  /** The place the search is from, and how far; null when it is from nowhere in particular. */
  nearMe: NearMe | null
  /** A card per car, or one per model (where the site offers it; pages then count models). */
  view: ResultsLayout
}

export const QUERY_PARAM = 'q'
export const PAGE_PARAM = 'page'
export const SORT_PARAM = 'sort'
const MAX_QUERY_LENGTH = 200
const MAX_VALUE_LENGTH = 120
const MAX_VALUES_PER_ATTRIBUTE = 50

export function emptySearchState(): SearchState {
  return {
    query: '',
    page: 1,
    sort: defaultSort(false),
    refinements: {},
    ranges: {},
    listedWithin: null,
    nearMe: null,
    view: DEFAULT_LAYOUT,
  }
}

const rangePattern = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/

function parseRange(text: string): RangeValue | null {
  const match = rangePattern.exec(text.trim())
  if (!match) return null
  const range: RangeValue = {}
  if (match[1] !== undefined) range.min = Number(match[1])
  if (match[2] !== undefined) range.max = Number(match[2])
  if (range.min === undefined && range.max === undefined) return null
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return null
  return range
}

function formatRange(range: RangeValue): string | null {
  const side = (value: number | undefined) =>
    value !== undefined && Number.isFinite(value) && value >= 0 ? String(value) : ''
  const text = `${side(range.min)}-${side(range.max)}`
  return text === '-' ? null : text
}

function cleanValues(values: readonly string[]): string[] {
  const kept = new Set<string>()
  for (const raw of values) {
    const value = raw.trim()
    if (value && value.length <= MAX_VALUE_LENGTH) kept.add(value)
    if (kept.size === MAX_VALUES_PER_ATTRIBUTE) break
  }
  return [...kept].sort((a, b) => a.localeCompare(b, 'en'))
}

function parsePage(text: string | null): number {
  if (!text || !/^\d{1,6}$/.test(text)) return 1
  return Math.max(1, Number(text))
}

export function parseSearchParams(input: URLSearchParams | string): SearchState {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input
  const state = emptySearchState()
  state.query = (params.get(QUERY_PARAM) ?? '').trim().slice(0, MAX_QUERY_LENGTH)
  state.page = parsePage(params.get(PAGE_PARAM))
  state.nearMe = parseNearMe(params)
  state.view = parseResultsLayout(params.get(VIEW_PARAM))
  const sort = params.get(SORT_PARAM)
  state.sort =
    sort && isSortValue(sort) ? effectiveSort(sort, state.nearMe) : defaultSort(state.nearMe !== null)
  for (const attribute of listFacetAttributes) {
    const raw = params.getAll(attribute)
    const values = cleanValues(attribute === 'make_model' ? raw.map(tidyMakeModel) : raw)
    if (values.length > 0) state.refinements[attribute] = values
  }
  for (const attribute of rangeFacetAttributes) {
    const text = params.get(attribute) ?? formRange(params, attribute)
    const range = text === null ? null : parseRange(text)
    if (range) state.ranges[attribute] = range
  }
  state.listedWithin = tidyListedWithin(params.get(LISTED_WITHIN_ATTRIBUTE) ?? '')
  return state
}

/** '07' as '7'; text that names no number of days is kept (it matches no car); empty is no refinement. */
function tidyListedWithin(text: string): string | null {
  const value = cleanValues([text])[0]
  if (value === undefined) return null
  const days = listedWithinDays(value)
  return days === null ? value : String(days)
}

/** 'Toyota>HiLux' as 'Toyota > HiLux'; a value that is no path stays as it is (it matches no car). */
function tidyMakeModel(value: string): string {
  const path = parseMakeModel(value)
  return path ? makeModelValue(path) : value
}

/** `price_min=5000&price_max=` from a plain form, as the `5000-` of a range parameter; null when absent. */
function formRange(params: URLSearchParams, attribute: string): string | null {
  const side = (name: string) => (params.get(`${attribute}_${name}`) ?? '').replace(/[\s,$]/g, '')
  const text = `${side('min')}-${side('max')}`
  return text === '-' ? null : text
}

/** 'Nearest first' needs a place: without one the search is in the default order. */
function effectiveSort(sort: SortValue, nearMe: NearMe | null): SortValue {
  return sort === 'nearest' && !nearMe ? defaultSort(false) : sort
}

const searchParamNames = new Set<string>([
  QUERY_PARAM,
  PAGE_PARAM,
  SORT_PARAM,
  NEAR_PARAM,
  DISTANCE_PARAM,
  VIEW_PARAM,
  LISTED_WITHIN_ATTRIBUTE,
  ...listFacetAttributes,
  ...rangeFacetAttributes.flatMap((attribute) => [attribute, `${attribute}_min`, `${attribute}_max`]),
])

/**
 * The one canonical form of the search a URL holds (given what its landing path implies): form-style
 * ranges joined, empty fields dropped, values sorted. Parameters that are not search state (a campaign's
 * `utm_source`, say) are kept after it, untouched.
 */
export function canonicalSearchParams(
  params: URLSearchParams,
  preRefinements: ListRefinements = {},
): URLSearchParams {
  const state = withPreRefinements(parseSearchParams(params), preRefinements)
  const canonical = serialiseSearchState(state, preRefinements)
  for (const [name, value] of params) if (!searchParamNames.has(name)) canonical.append(name, value)
  return canonical
}

/** Whether a URL is already canonical; anything else should be redirected, so a search has one address. */
export function isCanonicalSearch(params: URLSearchParams, preRefinements: ListRefinements = {}): boolean {
  return canonicalSearchParams(params, preRefinements).toString() === params.toString()
}

/**
 * The URL parameters for a state, in a fixed order with sorted values, so one search has one URL.
 * Values the landing path already implies (`preRefinements`) are left out.
 */
export function serialiseSearchState(
  state: SearchState,
  preRefinements: ListRefinements = {},
): URLSearchParams {
  const params = new URLSearchParams()
  const query = state.query.trim()
  if (query) params.set(QUERY_PARAM, query)
  for (const attribute of listFacetAttributes) {
    const implied = new Set(preRefinements[attribute] ?? [])
    for (const value of cleanValues(state.refinements[attribute] ?? [])) {
      if (!implied.has(value)) params.append(attribute, value)
    }
  }
  for (const attribute of rangeFacetAttributes) {
    const range = state.ranges[attribute]
    const text = range && formatRange(range)
    if (text) params.set(attribute, text)
  }
  const listedWithin = state.listedWithin?.trim()
  if (listedWithin) params.set(LISTED_WITHIN_ATTRIBUTE, listedWithin)
  appendNearMe(params, state.nearMe)
  const nearMe = params.has(NEAR_PARAM)
  const sort = effectiveSort(state.sort, nearMe ? state.nearMe : null)
  if (sort !== defaultSort(nearMe)) params.set(SORT_PARAM, sort)
  if (state.view !== DEFAULT_LAYOUT) params.set(VIEW_PARAM, state.view)
  if (state.page > 1) params.set(PAGE_PARAM, String(Math.floor(state.page)))
  return params
}

/** '?…' for a state, or '' when it has no parameters. */
export function searchQueryString(state: SearchState, preRefinements: ListRefinements = {}): string {
  const text = serialiseSearchState(state, preRefinements).toString()
  return text ? `?${text}` : ''
}

/**
 * The state a location holds, or null for a location to ignore: "An empty root path with no parameters
 * is ignored", so arriving at the bare root never clears a search in progress.
 */
export function searchStateFromLocation(location: { pathname: string; search: string }): SearchState | null {
  const params = new URLSearchParams(location.search)
  if ((location.pathname === '/' || location.pathname === '') && params.size === 0) return null
  return parseSearchParams(params)
}

/** The state with a landing path's refinements added to the ones from the URL. */
export function withPreRefinements(state: SearchState, preRefinements: ListRefinements): SearchState {
  const refinements: ListRefinements = { ...state.refinements }
  for (const attribute of listFacetAttributes) {
    const implied = preRefinements[attribute]
    if (implied?.length) refinements[attribute] = cleanValues([...(refinements[attribute] ?? []), ...implied])
  }
  return { ...state, refinements }
}

/**
 * The search from another place (or from none): an order left at its default follows the new default
 * ('Nearest first' near a place), a chosen one stays.
 */
export function withNearMe(state: SearchState, nearMe: NearMe | null): SearchState {
  const sort =
    state.sort === defaultSort(state.nearMe !== null)
      ? defaultSort(nearMe !== null)
      : effectiveSort(state.sort, nearMe)
  return { ...state, nearMe, sort }
}

const withoutPage = (state: SearchState) => serialiseSearchState({ ...state, page: 1 }).toString()

/**
 * "The page resets to the first when a filter or query changes." A new sort order also starts again
 * from the first page, since page N of another order shows unrelated cars.
 */
export function nextSearchState(previous: SearchState, next: SearchState): SearchState {
  return withoutPage(previous) === withoutPage(next) ? next : { ...next, page: 1 }
}
