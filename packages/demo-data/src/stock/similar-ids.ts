import type { StockFeedRow } from './stock-feed-row.ts'

/** How many cars the demo's similar-cars service names for a car. */
const SIMILAR_IDS_PER_CAR = 3

/**
 * The demo's stand-in for the spec's similar-cars service ("a service returning similar-car ids per slug"):
 * each dealer's first used car in stock names three of the dealer's other in-stock cars of another make,
 * the last listed first, cars the page's own filter queries would not pick. The rest carry no ids.
 */
export function withSimilarIds(rows: readonly StockFeedRow[]): StockFeedRow[] {
  const chosen = new Map<string, string[]>()
  const dealers = new Set(rows.map((row) => row.dealership_slug))
  for (const dealer of dealers) {
    const inStock = rows.filter((row) => row.dealership_slug === dealer && row.status === 'in_stock')
    const car = inStock.find((row) => row.car_type === 'used')
    if (!car) continue
    const others = inStock.filter((row) => row.make !== car.make).reverse()
    if (others.length > 0) {
      chosen.set(
        car.id,
        others.slice(0, SIMILAR_IDS_PER_CAR).map((row) => row.id),
      )
    }
  }
  return rows.map((row) => {
    const ids = chosen.get(row.id)
    return ids ? { ...row, similar_ids: ids } : row
  })
}
