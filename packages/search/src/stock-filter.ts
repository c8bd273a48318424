import type { StockVisibility } from '@forecourt/domain/stock-visibility'
import { and, exactAny } from './filter-syntax.ts'

/**
 * The filter that confines a website to its own listed stock: its dealers, and the dealer's visibility
 * rules. Embedded in the browser's scoped search key, so no request can widen it.
 */
export function stockFilter(dealerSlugs: readonly string[], visibility: StockVisibility): string {
  if (dealerSlugs.length === 0) throw new Error('A stock filter needs at least one dealer.')
  return and(
    exactAny('dealership_slug', dealerSlugs),
    `status:!=sold || updated_at_timestamp:>=${visibility.soldListedSince}`,
    visibility.carTypes && exactAny('car_type', visibility.carTypes),
    visibility.statuses && exactAny('status', visibility.statuses),
  )
}
