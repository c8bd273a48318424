import type { ListFacetAttribute } from '@forecourt/domain/search/facet-attributes'
import type { ResultsLayout } from '@forecourt/domain/search/one-per-model'
import type { SearchState } from '@forecourt/domain/search/url-state'
import type { VehicleHit } from './vehicle-hit'

/**
 * One page of results as the page renders it, whoever searched: the loader (on the server, for the
 * first view) or InstantSearch (in the browser, once the shopper refines). Plain data, so the loader
 * sends it once and the browser hydrates from it.
 */
export interface ResultsView {
  /** A card per car, or one per make and model: then `nbHits` counts models and each hit its model's cars. */
  layout: ResultsLayout
  hits: VehicleHit[]
  nbHits: number
  nbPages: number
  /**
   * Each list facet's values with their counts (value → count, as Algolia and InstantSearch keep them), a
   * facet's own refinements left out of its counts.
   */
  facets: Partial<Record<ListFacetAttribute, FacetCounts>>
  /** The status counts of the results themselves, for collapsing runs of sold cars. */
  statusCounts: Record<string, number> | null
}

export type FacetCounts = Record<string, number>

export interface FacetCount {
  value: string
  count: number
}

export interface FacetItem extends FacetCount {
  isRefined: boolean
}

/** How a facet orders its values: refined ones first where it says so, then most cars, then by name. */
export interface FacetOrder {
  refinedFirst: boolean
  limit: number
}

const byCountThenName = (a: FacetCount, b: FacetCount) =>
  b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)

/**
 * A facet's values as its checkboxes show them. A refined value the results no longer count stays listed
 * (with 0), so the shopper can always untick what they ticked.
 */
export function facetItems(
  attribute: ListFacetAttribute,
  results: ResultsView,
  state: SearchState,
  order: FacetOrder,
): FacetItem[] {
  const refined = new Set(state.refinements[attribute] ?? [])
  const counted = results.facets[attribute] ?? {}
  const values: FacetCount[] = Object.entries(counted).map(([value, count]) => ({ value, count }))
  for (const value of refined) {
    if (!Object.hasOwn(counted, value)) values.push({ value, count: 0 })
  }
  const items = values.map((item) => ({ ...item, isRefined: refined.has(item.value) }))
  items.sort((a, b) =>
    order.refinedFirst && a.isRefined !== b.isRefined ? (a.isRefined ? -1 : 1) : byCountThenName(a, b),
  )
  return items.slice(0, order.limit)
}

/** The page numbers (from 0) a pagination bar lists: the current page with `padding` pages either side. */
export function paginationPages(current: number, nbPages: number, padding: number): number[] {
  if (nbPages <= 0) return [0]
  const shown = Math.min(2 * padding + 1, nbPages)
  let first = current - padding
  if (current <= padding) first = 0
  else if (current >= nbPages - padding) first = nbPages - shown
  return Array.from({ length: shown }, (_, index) => first + index)
}

/** The empty page the results start from when nothing could be searched. */
export function emptyResults(): ResultsView {
  return { layout: 'all', hits: [], nbHits: 0, nbPages: 0, facets: {}, statusCounts: null }
}
