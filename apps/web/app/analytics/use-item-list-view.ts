import { type AnalyticsItem, type ItemList, viewItemList } from '@forecourt/domain/analytics/events'
import { useEffect, useRef } from 'react'
import { pushEvent } from './push'

/**
 * `view_item_list` for each set of cards a list shows: once per set, so a re-render (or a stalled search
 * still showing the same cards) pushes nothing; an empty list pushes nothing.
 */
export function useItemListView(
  list: ItemList,
  items: readonly AnalyticsItem[],
  options: { stalled?: boolean } = {},
) {
  const listed = useRef<string | null>(null)
  const stalled = options.stalled ?? false
  const ids = items.map((item) => item.item_id).join(',')
  const latest = useRef(items)
  latest.current = items
  useEffect(() => {
    if (stalled || ids === '' || listed.current === ids) return
    listed.current = ids
    pushEvent(viewItemList(list, latest.current))
  }, [ids, stalled, list])
}
