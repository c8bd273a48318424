import { enAuNumber } from '../australia/number-format.ts'
/**
 * Facet panel limits and texts (spec, stock document section 2; forms document section 9).
 */

/** "a make list showing 7 entries before 'Show all makes'" */
export const MAKE_LIST_VISIBLE = 7
export const SHOW_ALL_MAKES_LABEL = 'Show all makes'
/** "choosing a make reveals a model list under it, limited to 30" */
export const MODEL_LIST_LIMIT = 30
/** "Faceted filters: city limit 20, dealership (location_name) limit 40." */
export const CITY_FACET_LIMIT = 20
export const LOCATION_FACET_LIMIT = 40
/** "Search hits per page: 21." */
export const SEARCH_HITS_PER_PAGE = 21

/** The 'Show Me N cars' button; one car reads 'Show Me 1 car'. */
export function showMeCarsLabel(count: number): string {
  return `Show Me ${enAuNumber.format(count)} ${count === 1 ? 'car' : 'cars'}`
}

export interface FacetValue {
  value: string
  count: number
}

/** "The certified facet hides its 'false' value when a certified-only setting is on." */
export function certifiedFacetValues<Value extends { value: string }>(
  values: readonly Value[],
  certifiedOnly: boolean,
): Value[] {
  return certifiedOnly ? values.filter((item) => item.value !== 'false') : [...values]
}
