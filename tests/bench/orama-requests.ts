import { STOCK_REFERENCE_TIME } from '@forecourt/demo-data/stock/reference-date'
import { SIMILAR_CARS_HITS_PER_QUERY, similarCarsPriceWindow } from '@forecourt/domain/search/similar-cars'
import { stockVisibility } from '@forecourt/domain/search/stock-visibility'
import { facetFields } from '@forecourt/search/collections/define-collection'
import { vehicleQueryBy, vehiclesCollection } from '@forecourt/search/collections/vehicles'
import type { AnyOrama, FacetDefinition, SearchParamsFullText } from '@orama/orama'
import { GEO_FIELD } from './bench-geo.ts'
import type { IterationInput, SiteInput } from './query-inputs.ts'

/**
 * The vehicles schema and the six benchmark requests in Orama's terms, as close to Typesense's
 * semantics as Orama allows (differences are listed in `oramaSemanticsNotes`).
 */

type OramaType = 'string' | 'enum' | 'number' | 'boolean' | 'string[]' | 'enum[]' | 'number[]' | 'geopoint'
export type OramaParams = SearchParamsFullText<AnyOrama>
type Where = NonNullable<OramaParams['where']>

const textFields = new Set<string>(vehicleQueryBy.fields)

/**
 * Every indexed field of the vehicles schema. Fields a shopper's text query searches are full-text
 * `string`s; other facet strings are `enum`s, which Orama filters and facets by exact value, as
 * Typesense does with `:=`.
 */
export function oramaSchema(): Record<string, OramaType> {
  const schema: Record<string, OramaType> = {}
  for (const field of vehiclesCollection.fields) {
    if ('index' in field && field.index === false) continue
    const facet = 'facet' in field && field.facet === true
    switch (field.type) {
      case 'string':
        schema[field.name] = facet && !textFields.has(field.name) ? 'enum' : 'string'
        break
      case 'string[]':
        schema[field.name] = facet ? 'enum[]' : 'string[]'
        break
      case 'bool':
        schema[field.name] = 'boolean'
        break
      default:
        schema[field.name] = 'number'
    }
  }
  schema[GEO_FIELD] = 'geopoint'
  return schema
}

const schema = oramaSchema()

/** Exact value on a field: `eq` on enums; on full-text strings, every token of the value must occur. */
function exactValue(field: string, value: string): Where {
  if (schema[field] === 'enum') return { [field]: { eq: value } }
  const tokens = value.split(/\s+/).filter((token) => token !== '')
  if (tokens.length === 1) return { [field]: value }
  return { and: tokens.map((token) => ({ [field]: token })) }
}

function siteWhere(site: SiteInput): Where[] {
  const visibility = stockVisibility(
    { listingAgeThresholdDays: site.listingAgeThresholdDays, usedStockOnly: false, inStockOnly: false },
    new Date(STOCK_REFERENCE_TIME),
  )
  return [
    { dealership_slug: { in: site.dealerSlugs } },
    { or: [{ status: { nin: ['sold'] } }, { updated_at_timestamp: { gte: visibility.soldListedSince } }] },
  ]
}

const DAY = 86_400
const referenceSeconds = Math.floor(STOCK_REFERENCE_TIME / 1000)
// Orama has no numeric stats; numeric facets need buckets.
const numericRanges: Record<string, { from: number; to: number }[]> = {
  price: [
    { from: 0, to: 9_999 },
    { from: 10_000, to: 19_999 },
    { from: 20_000, to: 29_999 },
    { from: 30_000, to: 49_999 },
    { from: 50_000, to: 99_999 },
    { from: 100_000, to: 10_000_000 },
  ],
  km: [
    { from: 0, to: 9_999 },
    { from: 10_000, to: 49_999 },
    { from: 50_000, to: 99_999 },
    { from: 100_000, to: 199_999 },
    { from: 200_000, to: 10_000_000 },
  ],
  year: [
    { from: 1900, to: 2009 },
    { from: 2010, to: 2014 },
    { from: 2015, to: 2019 },
    { from: 2020, to: 2022 },
    { from: 2023, to: 2100 },
  ],
  seats: [
    { from: 1, to: 2 },
    { from: 3, to: 5 },
    { from: 6, to: 8 },
    { from: 9, to: 100 },
  ],
  subscription_price: [
    { from: 0, to: 199 },
    { from: 200, to: 399 },
    { from: 400, to: 1_000_000 },
  ],
  created_at_timestamp: [
    { from: 0, to: referenceSeconds - 30 * DAY },
    { from: referenceSeconds - 30 * DAY, to: referenceSeconds - 7 * DAY },
    { from: referenceSeconds - 7 * DAY, to: referenceSeconds + 365 * DAY },
  ],
}

function facetDefinition(field: string): FacetDefinition {
  const type = schema[field]
  if (type === 'number') {
    const ranges = numericRanges[field]
    if (!ranges) throw new Error(`No facet ranges for numeric field ${field}`)
    return { ranges }
  }
  if (type === 'boolean') return { true: true, false: true }
  return { limit: 10 }
}

const allFacets = Object.fromEntries(
  facetFields(vehiclesCollection).map((field) => [field, facetDefinition(field)]),
)

export function srpSearch(input: IterationInput): OramaParams {
  const { carType, makes } = input.srp
  return {
    where: {
      and: [
        ...siteWhere(input.site),
        { car_type: { eq: carType } },
        { or: makes.map((make) => exactValue('make', make)) },
      ],
    },
    facets: allFacets,
    sortBy: { property: 'price', order: 'ASC' },
    limit: 21,
  }
}

/** All words must match (threshold 0), like Typesense; `tolerance` 1 for the typo queries. */
export function textSearch(term: string, tolerance: number): OramaParams {
  return { term, properties: ['make', 'model', 'badge', 'name'], threshold: 0, tolerance, limit: 10 }
}

/** Orama has no facet-value search: a prefix search on `make` with its facet counts stands in. */
export function facetSearch(input: IterationInput): OramaParams {
  return {
    term: input.facetPrefix,
    properties: ['make'],
    where: { and: siteWhere(input.site) },
    facets: { make: { limit: 10 } },
    limit: 0,
  }
}

export function similarCarsSearches(input: IterationInput): OramaParams[] {
  const car = input.similarCar
  const window = similarCarsPriceWindow(car.price)
  const base: Where[] = [
    ...siteWhere(input.site),
    { status: { eq: 'in_stock' } },
    { price: { between: [window.min, window.max] } },
  ]
  const filters: Where[][] = [
    [...base, exactValue('make', car.make), exactValue('model', car.model)],
    ...(car.body ? [[...base, exactValue('body', car.body)]] : []),
    [...base, exactValue('make', car.make)],
  ]
  return filters.map((and) => ({ where: { and }, limit: SIMILAR_CARS_HITS_PER_QUERY }))
}

type GeoDocument = Record<string, unknown> & { [GEO_FIELD]?: { lat: number; lon: number } }

/** Haversine metres on a 6,371 km sphere, for Orama's custom sort (Orama sorts geo results only this way). */
function metres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2
  return 2 * 6371000 * Math.asin(Math.sqrt(Math.min(1, h)))
}

/** Near me: Orama's radius filter and a custom sort by distance (each document's distance computed once). */
export function nearMeSearch(input: IterationInput): OramaParams {
  const { lat, lng, radiusKm } = input.nearMe
  const distances = new Map<unknown, number>()
  const distance = (id: unknown, doc: GeoDocument) => {
    let d = distances.get(id)
    if (d === undefined) {
      const point = doc[GEO_FIELD]
      d = point ? metres(point.lat, point.lon, lat, lng) : Number.POSITIVE_INFINITY
      distances.set(id, d)
    }
    return d
  }
  return {
    where: {
      and: [
        ...siteWhere(input.site),
        {
          [GEO_FIELD]: {
            radius: { coordinates: { lat, lon: lng }, value: radiusKm, unit: 'km', inside: true },
          },
        },
      ],
    },
    sortBy: (a, b) => distance(a[0], a[2] as GeoDocument) - distance(b[0], b[2] as GeoDocument),
    limit: 21,
  }
}

export const oramaSemanticsNotes = [
  'Orama has no numeric facet stats: price, km, year (and the other numeric facets) are bucketed in ranges instead.',
  'Orama filters full-text string fields (make, model, body) by token, so "make = Toyota" means "make contains the word toyota"; the benchmark uses single-word makes and requires every word of multi-word values.',
  'Orama has no facet-value search: the make facet search is a prefix search on make with make facet counts.',
  'Orama text relevance is BM25 with prefix matching on every word; Typesense ranks by tokens matched, typos and field weights, then custom_rank, with prefix on the last word only.',
  'Typo queries: Orama tolerance 1 on every word; Typesense allows 1 typo from 4 letters, 2 from 7, tried only when the exact query finds nothing.',
  'Similar cars: Orama cannot filter out the car itself by id in the query (id is not an indexed field); the other filters are the same.',
  'String facet values: Orama counts every value and returns the 10 most frequent for string fields; enum facets return all values.',
  "Near me: Orama stores geopoints as {lat, lon} and has no distance sort, so a custom sort function orders by a haversine distance (computed once per document); Typesense measures radius filters on S2's sphere and sorts by whole metres.",
]
