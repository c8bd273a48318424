import type { ListFacetAttribute, RangeFacetAttribute } from '@forecourt/domain/search/facet-attributes'
import {
  CITY_FACET_LIMIT,
  LOCATION_FACET_LIMIT,
  MODEL_LIST_LIMIT,
} from '@forecourt/domain/search/facet-panel'
import type { FacetOrder } from './results-view'

/**
 * The filter panel's facets, in the order shoppers narrow a search. One list for everything that needs
 * it: the panel renders them, the server's search and InstantSearch's widgets fetch their values.
 */

/** The default number of values a facet lists; the spec sets its own for makes, models, city and location. */
export const DEFAULT_FACET_LIMIT = 12

/**
 * Values fetched per facet. The search service's facet limit is one number for every facet of a query,
 * so the make list's 50 (above the number of makes any Australian dealer group stocks) bounds them all.
 */
export const FACET_VALUES_FETCHED = 50

const listed = (limit = DEFAULT_FACET_LIMIT): FacetOrder => ({ refinedFirst: true, limit })

/** Condition, make and model lead the panel; the rest follow after the range facets. */
export const leadingFacetOrders = {
  car_type: listed(),
  make: { refinedFirst: false, limit: FACET_VALUES_FETCHED },
  model: listed(MODEL_LIST_LIMIT),
} as const satisfies Partial<Record<ListFacetAttribute, FacetOrder>>

export const listFacets: { attribute: ListFacetAttribute; open?: boolean; order: FacetOrder }[] = [
  { attribute: 'body', open: true, order: listed() },
  { attribute: 'fuel', order: listed() },
  { attribute: 'transmission', order: listed() },
  { attribute: 'drive', order: listed() },
  { attribute: 'seats', order: listed() },
  { attribute: 'colour', order: listed() },
  { attribute: 'badge', order: listed() },
  { attribute: 'status', order: listed() },
  { attribute: 'certified', order: listed() },
  { attribute: 'tag', order: listed() },
  { attribute: 'filtered_features', order: listed() },
  { attribute: 'categories', order: listed() },
  { attribute: 'item_type', order: listed() },
  { attribute: 'price_range', order: listed() },
  { attribute: 'weekly_price_range', order: listed() },
  { attribute: 'state', order: listed() },
  { attribute: 'city', order: listed(CITY_FACET_LIMIT) },
  { attribute: 'location_name', order: listed(LOCATION_FACET_LIMIT) },
  { attribute: 'dealership_name', order: listed() },
]

export const rangeFacets: { attribute: RangeFacetAttribute; open?: boolean }[] = [
  { attribute: 'price', open: true },
  { attribute: 'km', open: true },
  { attribute: 'year', open: true },
  { attribute: 'subscription_price' },
]

/** Every list facet the panel shows, in panel order. */
export const panelListAttributes: ListFacetAttribute[] = [
  ...(Object.keys(leadingFacetOrders) as ListFacetAttribute[]),
  ...listFacets.map((facet) => facet.attribute),
]

/**
 * Every list facet a chip can show, in panel order: the panel's, with the make > model path (which has no
 * list of its own: the make and model lists refine it level by level) after the model.
 */
export const chipListAttributes: ListFacetAttribute[] = panelListAttributes.flatMap((attribute) =>
  attribute === 'model' ? [attribute, 'make_model' as const] : [attribute],
)

/** How each list facet of the panel orders and limits its values. */
export const panelFacetOrders = Object.fromEntries([
  ...Object.entries(leadingFacetOrders),
  ...listFacets.map((facet) => [facet.attribute, facet.order]),
]) as Record<ListFacetAttribute, FacetOrder>
