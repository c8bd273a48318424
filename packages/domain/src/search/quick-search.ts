import { SEARCH_ROOT } from './landing-paths.ts'
import { emptySearchState, type SearchState, searchQueryString } from './url-state.ts'

/**
 * The home page's quick search (make, model, price, body) and its 'Show Me N cars' button, which
 * "carries the current filters to the results route" (stock document section 2).
 */

/** Upper price limits offered, in dollars. */
export const QUICK_SEARCH_PRICE_LIMITS = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000] as const

export interface QuickSearchChoice {
  make?: string
  model?: string
  maxPrice?: number
  body?: string
}

export function quickSearchState(choice: QuickSearchChoice): SearchState {
  const state = emptySearchState()
  if (choice.make) state.refinements.make = [choice.make]
  if (choice.make && choice.model) state.refinements.model = [choice.model]
  if (choice.body) state.refinements.body = [choice.body]
  if (choice.maxPrice && choice.maxPrice > 0) state.ranges.price = { max: choice.maxPrice }
  return state
}

/** Where the button goes: the results route with the chosen filters as its readable parameters. */
export function quickSearchHref(choice: QuickSearchChoice): string {
  return `${SEARCH_ROOT}${searchQueryString(quickSearchState(choice))}`
}
