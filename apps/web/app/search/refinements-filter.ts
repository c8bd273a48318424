import { LISTED_WITHIN_ATTRIBUTE, type ListFacetAttribute } from '@forecourt/domain/search/facet-attributes'
import { listedSince, listedWithinDays } from '@forecourt/domain/search/listed-within'
import { makeModelValue, parseMakeModel } from '@forecourt/domain/search/make-model'
import type { SearchState } from '@forecourt/domain/search/url-state'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'
import { facetRefinement } from '@forecourt/search/facet-refinement'
import {
  and,
  atLeast,
  atMost,
  between,
  type FilterExpression,
  nothing,
  or,
} from '@forecourt/search/filter-expression'
import { panelListAttributes, rangeFacets } from './facet-panel-layout'
import { type SiteFacetValues, valuesOnSite } from './site-facet-values'

/**
 * A search state's refinements as one filter, built the same way for the loader's searches and the
 * browser's. Values from the URL are first checked against the site's own (`siteValues`, on the server):
 * one the site does not have, or that no filter can hold, matches no car, so a refinement never widens
 * the search.
 */

/** The stock index's fields for each level of `make_model`, and the listing time. */
const makeField = 'make' satisfies keyof VehicleDocument & ListFacetAttribute
const makeModelField = 'make_model' satisfies keyof VehicleDocument & ListFacetAttribute
const listedField = LISTED_WITHIN_ATTRIBUTE satisfies keyof VehicleDocument

export interface RefinementsFilterOptions {
  /** The site's facet values to check the URL's against; null to leave that to the search service. */
  siteValues?: SiteFacetValues | null
  /** The time of the search (ms), for the listing age. */
  now: number
}

/**
 * `make_model` paths, as InstantSearch's hierarchical menu refines: 'Toyota' is the make, 'Toyota > HiLux'
 * the make and its model (one `make_model` value). Several paths are alternatives; a value that names no
 * path matches no car.
 */
export function makeModelFilter(
  values: readonly string[],
  siteValues: SiteFacetValues | null = null,
): FilterExpression {
  return or(
    ...values.map((value) => {
      const path = parseMakeModel(value)
      if (!path) return nothing
      const field = path.model === null ? makeField : makeModelField
      return facetRefinement(field, valuesOnSite(field, [makeModelValue(path)], siteValues))
    }),
  )
}

/** Listed in the last N days, from `now`; a value that names no number of days matches no car. */
export function listedWithinFilter(text: string | null, now: number): FilterExpression | null {
  if (text === null) return null
  const days = listedWithinDays(text)
  return days === null ? nothing : atLeast(listedField, listedSince(days, now))
}

/**
 * The refinements InstantSearch has no widget for (the make > model path and the listing age): the
 * browser sends this filter as its `filters` parameter (`make-model-and-age-widget.ts`), the loader adds
 * it to the rest.
 */
export function makeModelAndAgeFilter(
  state: Pick<SearchState, 'refinements' | 'listedWithin'>,
  options: RefinementsFilterOptions,
): FilterExpression {
  const paths = state.refinements.make_model
  return and(
    paths?.length ? makeModelFilter(paths, options.siteValues ?? null) : null,
    listedWithinFilter(state.listedWithin, options.now),
  )
}

/**
 * The filter of a state's refinements, one list facet's own left out when named (for its disjunctive
 * counts). Of the list facets only the panel's count besides `make_model`, as only they are InstantSearch
 * widgets in the browser.
 */
export function refinementsFilter(
  state: SearchState,
  options: RefinementsFilterOptions & { without?: ListFacetAttribute },
): FilterExpression {
  const { without, siteValues = null } = options
  const lists = panelListAttributes.map((attribute) => {
    const values = state.refinements[attribute]
    if (attribute === without || !values?.length) return null
    return facetRefinement(attribute, valuesOnSite(attribute, values, siteValues))
  })
  const ranges = rangeFacets.map(({ attribute }) => {
    const range = state.ranges[attribute]
    if (range?.min !== undefined && range.max !== undefined) return between(attribute, range.min, range.max)
    if (range?.max !== undefined) return atMost(attribute, range.max)
    if (range?.min !== undefined) return atLeast(attribute, range.min)
    return null
  })
  return and(...lists, ...ranges, makeModelAndAgeFilter(state, options))
}
