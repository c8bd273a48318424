import type { Client } from 'typesense'
import { type VehicleDocument, vehiclesCollection } from './collections/vehicles.ts'
import { above, and, between, equals, notEquals } from './filter-expression.ts'
import { writeFilter } from './filter-writer.ts'

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
  const result = await client
    .collections(vehiclesCollection.name)
    .documents()
    .search({
      q: '*',
      filter_by: writeFilter(
        and(
          equals('make', car.make),
          equals('model', car.model),
          between('year', car.year - 1, car.year + 1),
          between('km', Math.max(0, car.km - kmSpread), car.km + kmSpread),
          above('price', 0),
          notEquals('id', car.id),
        ),
      ),
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
