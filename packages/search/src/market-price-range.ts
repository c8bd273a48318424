import type { Client } from 'typesense'
import type { VehicleDocument } from './collections/vehicles.ts'
import { searchComparableStock } from './comparable-stock.ts'
import { notEquals } from './filter-expression.ts'

export interface MarketPriceRange {
  min: number
  max: number
  average: number
  /** How many comparable vehicles the range is drawn from. */
  count: number
}

/**
 * The price range of comparable stock across the whole platform (every dealer): same make and model,
 * within a year either side and a km window, priced above zero, the car itself excluded. Null when
 * nothing is comparable.
 */
export async function marketPriceRange(
  client: Client,
  car: Pick<VehicleDocument, 'id' | 'make' | 'model' | 'year' | 'km'>,
): Promise<MarketPriceRange | null> {
  const kmSpread = Math.max(20_000, Math.round(car.km * 0.5))
  const stock = {
    make: car.make,
    model: car.model,
    yearFrom: car.year - 1,
    yearTo: car.year + 1,
    kmFrom: Math.max(0, car.km - kmSpread),
    kmTo: car.km + kmSpread,
  }
  const result = await searchComparableStock(client, stock, notEquals('id', car.id), {
    facet_by: 'price',
    max_facet_values: 1,
    per_page: 0,
  })
  const stats = result.facet_counts?.find((facet) => facet.field_name === 'price')?.stats
  if (!stats || !result.found || stats.min === undefined || stats.max === undefined) return null
  return {
    min: stats.min,
    max: stats.max,
    average: stats.avg ?? (stats.min + stats.max) / 2,
    count: result.found,
  }
}
