import { type AnalyticsItem, viewItem } from '@forecourt/domain/analytics/events'
import { usePushOnShow } from './use-push-on-show'

/** A vehicle page's `view_item`: once per visit of the page, again for another car (issue 34). */
export function useViewItem(item: AnalyticsItem): void {
  usePushOnShow(`view_item:${item.item_id}`, viewItem(item))
}
