/**
 * The search facet attributes of the spec (stock document section 3), less query, page and sortBy, which
 * are search state of their own. List facets are refined by values (`make_model` by a path of make, then
 * model: `search-make-model`); range facets by a minimum and a maximum; the listing date by how many days
 * ago a car was listed at the earliest (`search-listed-within`).
 */

export const listFacetAttributes = [
  'make',
  'model',
  'make_model',
  'badge',
  'car_type',
  'status',
  'categories',
  'body',
  'price_range',
  'weekly_price_range',
  'fuel',
  'transmission',
  'drive',
  'seats',
  'colour',
  'filtered_features',
  'tag',
  'certified',
  'item_type',
  'state',
  'city',
  'dealership_name',
  'location_name',
] as const
export type ListFacetAttribute = (typeof listFacetAttributes)[number]

export const rangeFacetAttributes = ['price', 'km', 'year', 'subscription_price'] as const
export type RangeFacetAttribute = (typeof rangeFacetAttributes)[number]

/** The listing date, refined as "listed in the last N days". */
export const LISTED_WITHIN_ATTRIBUTE = 'created_at_timestamp' as const

export function isListFacetAttribute(name: string): name is ListFacetAttribute {
  return (listFacetAttributes as readonly string[]).includes(name)
}

export function isRangeFacetAttribute(name: string): name is RangeFacetAttribute {
  return (rangeFacetAttributes as readonly string[]).includes(name)
}
