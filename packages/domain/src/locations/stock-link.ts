import { SEARCH_ROOT } from '../search/landing-paths.ts'
import { emptySearchState, searchQueryString } from '../search/url-state.ts'

/**
 * Where a location's 'View Our Stock' goes (forms document section 5: the 'Our Locations' carousel and the
 * location page): the results page refined to the cars standing at that location, by the spec's
 * `location_name` facet ("dealership (location_name)"), written as any search of that location is.
 */
export function locationStockPath(locationName: string): string {
  const state = emptySearchState()
  state.refinements.location_name = [locationName]
  return `${SEARCH_ROOT}${searchQueryString(state)}`
}
