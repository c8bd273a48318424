import type { ComparableCar, ComparableSearch } from '@forecourt/domain/trade-in-valuation/comparables'
import type { Client } from 'typesense'
import { searchComparableStock } from './comparable-stock.ts'
import { notEquals } from './filter-expression.ts'

/** At most this many comparables are read: far more than any one make, model and year band holds. */
export const COMPARABLES_LIMIT = 250

/**
 * The trade-in valuation's comparables (issue 33): cars on sale with every dealer on the platform (the
 * admin client, not a site's scoped key), the same make and model, in the year band and kilometre
 * window, priced above zero. New cars are left out: their drive-away prices say nothing about what a
 * registered, used car is worth.
 */
export async function findTradeInComparables(
  client: Client,
  search: ComparableSearch,
): Promise<ComparableCar[]> {
  const result = await searchComparableStock(client, search, notEquals('car_type', 'new'), {
    include_fields: 'price,km,year,badge',
    per_page: COMPARABLES_LIMIT,
  })
  return (result.hits ?? []).map(({ document }) => {
    const car = document as { price: number; km: number; year: number; badge?: string }
    return { price: car.price, km: car.km, year: car.year, badge: car.badge ?? null }
  })
}
