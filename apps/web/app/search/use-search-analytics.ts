import { type AnalyticsItem, type ItemList, viewItemList } from '@forecourt/domain/analytics/events'
import { searchRefinementEvent } from '@forecourt/domain/analytics/search-refinement'
import { useEffect, useRef } from 'react'
import { pushEvent } from '~/analytics/push'
import { useSearchView } from './search-view-context'

/** The results page's list, as analytics names it. */
export const RESULTS_LIST: ItemList = { id: 'search_results', name: 'Search results' }

/**
 * The results page's analytics (issue 34): `view_item_list` for each set of cards shown (once per set:
 * a re-render or a stalled search showing the same cards again pushes nothing) and `search` for each
 * refinement the shopper makes (not for the search the page opened with, nor for another page of results).
 */
export function useSearchAnalytics(items: readonly AnalyticsItem[], stalled: boolean) {
  const { state } = useSearchView()
  const listed = useRef<string | null>(null)
  const searched = useRef<string | null>(null)
  const ids = items.map((item) => item.item_id).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cards' ids stand for the items
  useEffect(() => {
    if (stalled || items.length === 0 || listed.current === ids) return
    listed.current = ids
    pushEvent(viewItemList(RESULTS_LIST, items))
  }, [ids, stalled])
  useEffect(() => {
    const event = searchRefinementEvent(state)
    const key = JSON.stringify(event)
    if (searched.current !== null && searched.current !== key) pushEvent(event)
    searched.current = key
  }, [state])
}
