import type { AnalyticsItem } from '@forecourt/domain/analytics/events'
import { searchRefinementEvent } from '@forecourt/domain/analytics/search-refinement'
import { useEffect, useRef } from 'react'
import { ITEM_LISTS } from '~/analytics/item-lists'
import { pushEvent } from '~/analytics/push'
import { useItemListView } from '~/analytics/use-item-list-view'
import { useSearchView } from './search-view-context'

/**
 * The results page's analytics (issue 34): `view_item_list` for each set of cards shown and `search` for
 * each refinement the shopper makes (not for the search the page opened with, nor for another page of
 * results).
 */
export function useSearchAnalytics(items: readonly AnalyticsItem[], stalled: boolean) {
  const { state } = useSearchView()
  const searched = useRef<string | null>(null)
  useItemListView(ITEM_LISTS.results, items, { stalled })
  useEffect(() => {
    const event = searchRefinementEvent(state)
    const key = JSON.stringify(event)
    if (searched.current !== null && searched.current !== key) pushEvent(event)
    searched.current = key
  }, [state])
}
