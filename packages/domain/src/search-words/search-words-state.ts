import type { ListFacetAttribute, RangeFacetAttribute } from '../search/facet-attributes.ts'
import { sameNearMe } from '../search/near-me.ts'
import { type FacetStats, type RangeValue, sliderRange } from '../search/range-slider.ts'
import { defaultSort } from '../search/sort.ts'
import { type SearchState, withNearMe } from '../search/url-state.ts'
import type { ParsedSearchWords } from './parse-search-words.ts'
import type { UnderstoodWords, WordsRefinement } from './refinements.ts'

/**
 * A parse as the results page's search state, and back: the state a shopper's words lead to, which of
 * the understood words are still in force after further refining, and the search without one of them
 * (a chip's remove link).
 *
 * URL: a search form sends the words in `words`; the server answers with a redirect to the canonical
 * refinement URL, which keeps the phrase in `searched` for the "You searched for" line and its chips.
 */

/** The words to understand, as a search form sends them. */
export const WORDS_PARAM = 'words'
/** The phrase the current search was understood from. */
export const SEARCHED_PARAM = 'searched'

export interface WordsStateOptions {
  /**
   * Whether place words become the results page's near-me search (`state.nearMe`). Off, they are searched
   * as text: a `near` refinement is understood, but its words go to the text search and it shows no chip.
   */
  near: boolean
  /**
   * The stock's ranges as the sliders show them. A bound at or beyond a slider's end filters nothing and
   * the slider leaves it open ('under 500k' where the dearest car is $137,000), so it is not set either.
   */
  stockRanges?: Partial<Record<RangeFacetAttribute, FacetStats>>
}

/** The results pages' own: place words are their near-me search (issue 21, ADR 033). */
export const WORDS_OPTIONS: WordsStateOptions = { near: true }

const isActive = (refinement: WordsRefinement, options: WordsStateOptions) =>
  refinement.kind !== 'near' || options.near

/** The text search of a parse: the words no rule read, and place words while there is no near filter. */
export function wordsQuery(parsed: ParsedSearchWords, options: WordsStateOptions): string {
  const parts = [...parsed.unmatched]
  for (const item of parsed.understood) {
    for (const refinement of item.refinements) {
      if (refinement.kind === 'near' && !options.near)
        parts.push({ position: item.position, words: refinement.placeWords })
    }
  }
  return parts
    .sort((a, b) => a.position - b.position)
    .map((part) => part.words)
    .join(' ')
}

function addValues(state: SearchState, attribute: ListFacetAttribute, values: readonly string[]) {
  const merged = new Set([...(state.refinements[attribute] ?? []), ...values])
  state.refinements[attribute] = [...merged].sort((a, b) => a.localeCompare(b, 'en'))
}

/** Whether a bound filters anything in the stock's range; without the stock's figures it is assumed to. */
function filters(
  attribute: RangeFacetAttribute,
  side: 'min' | 'max',
  value: number,
  stockRanges: WordsStateOptions['stockRanges'],
): boolean {
  const stats = stockRanges?.[attribute]
  if (typeof stats?.min !== 'number' || typeof stats.max !== 'number') return true
  const slider = sliderRange(attribute, stats)
  if (!slider) return true
  return side === 'min' ? value > slider.min : value < slider.max
}

function setRange(
  state: SearchState,
  attribute: RangeFacetAttribute,
  bounds: { min?: number; max?: number },
  stockRanges: WordsStateOptions['stockRanges'],
) {
  const { min, max } = bounds
  const range: RangeValue = { ...state.ranges[attribute] }
  if (min !== undefined && filters(attribute, 'min', min, stockRanges)) range.min = min
  if (max !== undefined && filters(attribute, 'max', max, stockRanges)) range.max = max
  // Bounds from different words that cross ('over 40k' and 'under 30k') keep the later one.
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
    if (min !== undefined) delete range.max
    else delete range.min
  }
  if (range.min === undefined && range.max === undefined) delete state.ranges[attribute]
  else state.ranges[attribute] = range
}

/**
 * The search a parse asks for, from `base` (the search the words were typed into): its refinements with
 * the understood ones added (values joined as ticked boxes are; a bound replaces the same bound; a place
 * replaces the place, and its order follows as the near-me form's does), the unmatched words as the text
 * search in place of the old one, the first page.
 */
export function searchStateFromWords(
  base: SearchState,
  parsed: ParsedSearchWords,
  options: WordsStateOptions,
): SearchState {
  let state: SearchState = {
    ...base,
    query: wordsQuery(parsed, options),
    page: 1,
    refinements: { ...base.refinements },
    ranges: { ...base.ranges },
  }
  for (const item of parsed.understood) {
    for (const refinement of item.refinements) {
      if (refinement.kind === 'values') addValues(state, refinement.attribute, refinement.values)
      else if (refinement.kind === 'range')
        setRange(state, refinement.attribute, refinement, options.stockRanges)
      else if (refinement.kind === 'sort') state.sort = refinement.sort
      else if (refinement.kind === 'near' && options.near) state = withNearMe(state, refinement.nearMe)
    }
  }
  return state
}

function refinementInForce(
  state: SearchState,
  refinement: WordsRefinement,
  options: WordsStateOptions,
): boolean {
  switch (refinement.kind) {
    case 'values': {
      const current = state.refinements[refinement.attribute] ?? []
      return refinement.values.every((value) => current.includes(value))
    }
    case 'range': {
      const current = state.ranges[refinement.attribute]
      return (
        (refinement.min === undefined || current?.min === refinement.min) &&
        (refinement.max === undefined || current?.max === refinement.max)
      )
    }
    case 'sort':
      return state.sort === refinement.sort
    case 'near':
      return options.near && sameNearMe(state.nearMe, refinement.nearMe)
  }
}

/** Whether everything an understood item set is still part of the search (its chip still describes it). */
export function isInForce(state: SearchState, item: UnderstoodWords, options: WordsStateOptions): boolean {
  const active = item.refinements.filter((refinement) => isActive(refinement, options))
  return active.length > 0 && active.every((refinement) => refinementInForce(state, refinement, options))
}

/**
 * The search without an understood item (its chip's remove link). Values another item still in force
 * also set are kept ('toyota hilux': removing 'hilux' keeps the make 'toyota' set).
 */
export function withoutUnderstood(
  state: SearchState,
  item: UnderstoodWords,
  others: readonly UnderstoodWords[] = [],
): SearchState {
  const kept = new Set(
    others
      .filter((other) => other !== item)
      .flatMap((other) => other.refinements)
      .flatMap((refinement) =>
        refinement.kind === 'values'
          ? refinement.values.map((value) => `${refinement.attribute}\u0000${value}`)
          : [],
      ),
  )
  let next: SearchState = {
    ...state,
    page: 1,
    refinements: { ...state.refinements },
    ranges: { ...state.ranges },
  }
  for (const refinement of item.refinements) {
    if (refinement.kind === 'values') {
      const remaining = (next.refinements[refinement.attribute] ?? []).filter(
        (value) => !refinement.values.includes(value) || kept.has(`${refinement.attribute}\u0000${value}`),
      )
      if (remaining.length > 0) next.refinements[refinement.attribute] = remaining
      else delete next.refinements[refinement.attribute]
    } else if (refinement.kind === 'range') {
      const range: RangeValue = { ...next.ranges[refinement.attribute] }
      if (refinement.min !== undefined) delete range.min
      if (refinement.max !== undefined) delete range.max
      if (range.min === undefined && range.max === undefined) delete next.ranges[refinement.attribute]
      else next.ranges[refinement.attribute] = range
    } else if (refinement.kind === 'sort') {
      next.sort = defaultSort(next.nearMe !== null)
    } else if (refinement.kind === 'near' && sameNearMe(next.nearMe, refinement.nearMe)) {
      // Only the place goes; an order left at its default follows back to the default without one.
      next = withNearMe(next, null)
    }
  }
  return next
}

/** The understood items still in force in a search, in the order typed: the chips to show. */
export function understoodInForce(
  state: SearchState,
  parsed: ParsedSearchWords,
  options: WordsStateOptions,
): UnderstoodWords[] {
  return parsed.understood.filter((item) => isInForce(state, item, options))
}
