/**
 * What one browser search request may ask of the engine, carried in the site's browser key so that no
 * request can lift it. Sized for the results page (21 cards, a dozen facets, one search per refined facet)
 * with room to spare, and small enough that a request at every limit costs the engine little
 * (`npm run bench:search-gateway` prints what three of them running do to a car page).
 */
export interface BrowserSearchLimits {
  /** Searches in one multi-search request. */
  searches: number
  /** Hits per page (`per_page`). */
  perPage: number
  /** Hits a search can page through in all (`limit_hits`). */
  hits: number
  /** Fields grouped by, and hits per group. */
  groupFields: number
  groupLimit: number
  /** Fields faceted by (the results page asks for 26), and values returned per facet. */
  facets: number
  facetValues: number
  /** Characters of typed words (`q`, `facet_query`). */
  queryLength: number
  /** Bytes of the answer sent back. */
  responseBytes: number
}

export const browserSearchLimits: BrowserSearchLimits = {
  searches: 20,
  perPage: 30,
  hits: 1000,
  groupFields: 1,
  groupLimit: 3,
  facets: 32,
  facetValues: 50,
  queryLength: 200,
  responseBytes: 1_500_000,
}
