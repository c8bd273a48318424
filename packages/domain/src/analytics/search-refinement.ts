import { PAGE_PARAM, QUERY_PARAM, type SearchState, serialiseSearchState } from '../search/url-state.ts'
import { type AnalyticsEvent, searchRefined } from './events.ts'

/**
 * A search as a GA4 `search` event: the words as `search_term` and every other choice (filters, ranges,
 * sort, near me, view) by its URL parameter, several values joined with commas. Moving to another page of
 * the same results is not a refinement, so the page is left out: two states with the same event are the
 * same search.
 */
export function searchRefinementEvent(state: SearchState): AnalyticsEvent {
  const params = serialiseSearchState(state)
  const filters: Record<string, string> = {}
  for (const name of new Set(params.keys())) {
    if (name === QUERY_PARAM || name === PAGE_PARAM) continue
    filters[name] = params.getAll(name).join(',')
  }
  return searchRefined(state.query.trim(), filters)
}
