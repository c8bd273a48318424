import type { StockVisibility } from '@forecourt/domain/search/stock-visibility'
import { and, anyOf, atLeast, type FilterExpression, notEquals, or } from './filter-expression.ts'

/**
 * The filter that confines a website to its own listed stock: its dealers, and the dealer's visibility
 * rules. Embedded in the browser's scoped search key, so no request can widen it.
 */
export function stockFilter(dealerSlugs: readonly string[], visibility: StockVisibility): FilterExpression {
  if (dealerSlugs.length === 0) throw new Error('A stock filter needs at least one dealer.')
  return and(
    anyOf('dealership_slug', dealerSlugs),
    or(notEquals('status', 'sold'), atLeast('updated_at_timestamp', visibility.soldListedSince)),
    visibility.carTypes && anyOf('car_type', visibility.carTypes),
    visibility.statuses && anyOf('status', visibility.statuses),
  )
}
