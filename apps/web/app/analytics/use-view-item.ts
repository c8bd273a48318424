import { type AnalyticsItem, viewItem } from '@forecourt/domain/analytics/events'
import { useEffect, useRef } from 'react'
import { pushEvent } from './push'

/** A vehicle page's `view_item`: once per visit of the page, again for another car (issue 34). */
export function useViewItem(item: AnalyticsItem): void {
  const latest = useRef(item)
  latest.current = item
  useEffect(() => {
    if (latest.current.item_id === item.item_id) pushEvent(viewItem(latest.current))
  }, [item.item_id])
}
