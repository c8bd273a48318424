import {
  inIdOrder,
  pickSimilarCars,
  SIMILAR_CARS_HITS_PER_QUERY,
  similarCarsPriceWindow,
  similarIdsToAsk,
} from '@forecourt/domain/search/similar-cars'
import { type VehicleDocument, vehiclesCollection } from './collections/vehicles.ts'
import { and, anyOf, between, equals, type FilterExpression, notEquals } from './filter-expression.ts'
import { writeFilter } from './filter-writer.ts'
import type { SearchOnlyClient } from './search-only-client.ts'

type Car = Pick<VehicleDocument, 'id' | 'make' | 'model' | 'price'> & {
  body?: string | null
  similar_ids?: readonly string[] | null
}

/** The spec's "10 hits per query" ("limit 10"). */
const HITS_PER_QUERY = SIMILAR_CARS_HITS_PER_QUERY

/**
 * Cars like this one that the site lists: first the cars the similar-cars service named for it
 * (`similar_ids`, in their order), then one query per filter (same model, same body, same make) within
 * the spec's price window, all in stock, merged in that order up to 6. If the multi-query fails, a plain
 * filter search stands in.
 */
export async function findSimilarCars(
  searches: SearchOnlyClient,
  car: Car,
  siteFilter: FilterExpression,
  includeFields?: readonly string[],
): Promise<VehicleDocument[]> {
  const include_fields = includeFields?.join(',')
  const window = similarCarsPriceWindow(car.price)
  const listedInStock = and(siteFilter, equals('status', 'in_stock'), notEquals('id', car.id))
  const base = and(listedInStock, between('price', window.min, window.max))
  const similarIds = similarIdsToAsk(car.similar_ids, car.id)
  const filters = [
    // The service's own choice: no price window of ours, only the site's stock in stock.
    similarIds.length > 0 ? and(listedInStock, anyOf('id', similarIds)) : null,
    and(base, equals('make', car.make), equals('model', car.model)),
    car.body ? and(base, equals('body', car.body)) : null,
    and(base, equals('make', car.make)),
  ]
    .filter((filter) => filter !== null)
    .map(writeFilter)

  try {
    const results = await searches.multiSearch<VehicleDocument>(
      filters.map((filter_by) => ({
        collection: vehiclesCollection.name,
        q: '*',
        filter_by,
        per_page: HITS_PER_QUERY,
        include_fields,
      })),
    )
    const lists = results.map((result, index) => {
      if ('error' in result) throw new Error(result.error)
      const cars = (result.hits ?? []).map((hit) => hit.document as VehicleDocument)
      return index === 0 && similarIds.length > 0 ? inIdOrder(cars, similarIds) : cars
    })
    return pickSimilarCars(lists, car.id)
  } catch (error) {
    console.warn('Similar cars multi-query failed; falling back to a filter search.', error)
    const fallback = await searches.search<VehicleDocument>(vehiclesCollection.name, {
      q: '*',
      filter_by: writeFilter(base),
      per_page: HITS_PER_QUERY,
      include_fields,
    })
    return pickSimilarCars([(fallback.hits ?? []).map((hit) => hit.document)], car.id)
  }
}
