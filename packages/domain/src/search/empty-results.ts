/**
 * The no-results card (spec, stock document section 2): "A card titled 'No Results Available' with the
 * text 'No results found for your search at this time. Please try adjusting the filters for more
 * results.' and a Clear Filters button that navigates to the refresh path (by default /special-offers)."
 */

export const NO_RESULTS_TITLE = 'No Results Available'
export const NO_RESULTS_TEXT =
  'No results found for your search at this time. Please try adjusting the filters for more results.'
export const CLEAR_FILTERS_LABEL = 'Clear Filters'
export const DEFAULT_REFRESH_PATH = '/special-offers'

/** The Clear Filters target: the dealer's refresh path when it is a site-relative path, else the default. */
export function clearFiltersPath(refreshPath: string | null | undefined): string {
  const path = refreshPath?.trim()
  return path?.startsWith('/') && !path.startsWith('//') ? path : DEFAULT_REFRESH_PATH
}
