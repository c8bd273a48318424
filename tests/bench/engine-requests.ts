import { STOCK_REFERENCE_TIME } from '@forecourt/demo-data/stock/reference-date'
import { SIMILAR_CARS_HITS_PER_QUERY, similarCarsPriceWindow } from '@forecourt/domain/search/similar-cars'
import { stockVisibility } from '@forecourt/domain/search/stock-visibility'
import { facetFields } from '@forecourt/search/collections/define-collection'
import { vehicleQueryBy, vehiclesCollection } from '@forecourt/search/collections/vehicles'
import {
  and,
  anyOf,
  between,
  equals,
  type FilterExpression,
  notEquals,
  withinRadius,
} from '@forecourt/search/filter-expression'
import { writeFilter } from '@forecourt/search/filter-writer'
import { stockFilter } from '@forecourt/search/stock-filter'
import { vehicleCardFields } from '../../apps/web/app/search/vehicle-hit.ts'
import { GEO_FIELD } from './bench-geo.ts'
import type { IterationInput, SiteInput } from './query-inputs.ts'

/** The six benchmark requests as Typesense search parameters, one record per search. */

export type SearchParams = Record<string, string>

/** The dealer site's stock filter, as the site's scoped search key embeds it. */
export function siteFilter(site: SiteInput): FilterExpression {
  const visibility = stockVisibility(
    { listingAgeThresholdDays: site.listingAgeThresholdDays, usedStockOnly: false, inStockOnly: false },
    new Date(STOCK_REFERENCE_TIME),
  )
  return stockFilter(site.dealerSlugs, visibility)
}

const allFacets = facetFields(vehiclesCollection).join(',')

export function srpSearch(input: Pick<IterationInput, 'site' | 'srp'>): SearchParams {
  const { carType, makes } = input.srp
  return {
    q: '*',
    filter_by: writeFilter(and(siteFilter(input.site), equals('car_type', carType), anyOf('make', makes))),
    facet_by: allFacets,
    sort_by: 'price:asc',
    per_page: '21',
    // As the results page asks (apps/web/app/search/results-search.server.ts): a card's fields, not the
    // whole document (about 5 KB each, mostly the vehicle page's photos and equipment).
    include_fields: vehicleCardFields.join(','),
  }
}

/** The results page's keyword search (the platform benchmark's plain-words page), with every facet. */
export function wordsSearch(input: Pick<IterationInput, 'site'> & { words: string }): SearchParams {
  return {
    q: input.words,
    query_by: vehicleQueryBy.fields.join(','),
    query_by_weights: vehicleQueryBy.weights.join(','),
    filter_by: writeFilter(siteFilter(input.site)),
    facet_by: allFacets,
    per_page: '21',
    include_fields: vehicleCardFields.join(','),
  }
}

export function textSearch(q: string): SearchParams {
  return { q, query_by: 'make,model,badge,name' }
}

export function facetSearch(input: IterationInput): SearchParams {
  return {
    q: '*',
    facet_by: 'make',
    facet_query: `make:${input.facetPrefix}`,
    filter_by: writeFilter(siteFilter(input.site)),
    max_facet_values: '10',
    per_page: '0',
  }
}

/** The three searches of `findSimilarCars` (packages/search/src/similar-cars.ts). */
export function similarCarsSearches(input: Pick<IterationInput, 'site' | 'similarCar'>): SearchParams[] {
  const car = input.similarCar
  const window = similarCarsPriceWindow(car.price)
  const base = and(
    siteFilter(input.site),
    equals('status', 'in_stock'),
    between('price', window.min, window.max),
    notEquals('id', car.id),
  )
  const filters = [
    and(base, equals('make', car.make), equals('model', car.model)),
    car.body ? and(base, equals('body', car.body)) : null,
    and(base, equals('make', car.make)),
  ].filter((filter) => filter !== null)
  return filters.map((filter) => ({
    q: '*',
    filter_by: writeFilter(filter),
    per_page: String(SIMILAR_CARS_HITS_PER_QUERY),
  }))
}

/** Near me: the site's stock within a radius of the shopper, nearest first. */
export function nearMeSearch(input: IterationInput): SearchParams {
  const { lat, lng, radiusKm } = input.nearMe
  return {
    q: '*',
    filter_by: writeFilter(and(siteFilter(input.site), withinRadius(GEO_FIELD, { lat, lng }, radiusKm))),
    sort_by: `${GEO_FIELD}(${lat}, ${lng}):asc`,
    per_page: '21',
  }
}

/** A search's count for the "found" column: a facet search counts the documents of its facet values. */
export function foundOf(result: Record<string, unknown>, facetQuery: boolean): number {
  if ('error' in result) throw new Error(`search failed: ${JSON.stringify(result)}`)
  if (!facetQuery) return result.found as number
  const facets = result.facet_counts as { counts: { count: number }[] }[]
  return (facets[0]?.counts ?? []).reduce((total, value) => total + value.count, 0)
}
