import type { ComparableSearch } from '@forecourt/domain/trade-in-valuation/comparables'
import type { Client } from 'typesense'
import { vehiclesCollection } from './collections/vehicles.ts'
import { above, and, between, equals, type FilterExpression } from './filter-expression.ts'
import { writeFilter } from './filter-writer.ts'

/**
 * The cars a price is judged against, from every dealer's stock (the admin client, never a site's
 * scoped key): one make and model in a band of model years and kilometres, priced above zero, narrowed
 * by `also` (the car itself left out, or new cars).
 */
export function searchComparableStock<Parameters extends object>(
  client: Client,
  stock: ComparableSearch,
  also: FilterExpression,
  parameters: Parameters,
) {
  return client
    .collections(vehiclesCollection.name)
    .documents()
    .search({
      q: '*',
      filter_by: writeFilter(
        and(
          equals('make', stock.make),
          equals('model', stock.model),
          between('year', stock.yearFrom, stock.yearTo),
          between('km', stock.kmFrom, stock.kmTo),
          above('price', 0),
          also,
        ),
      ),
      ...parameters,
    })
}
