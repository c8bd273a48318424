import type { SearchState } from '@forecourt/domain/search/url-state'
import { facetRefinement } from '@forecourt/search/facet-refinement'
import {
  and,
  atLeast,
  atMost,
  type FilterExpression,
  matchesNothing,
} from '@forecourt/search/filter-expression'
import { writeFilter } from '@forecourt/search/filter-writer'
import { typesenseNode } from '@forecourt/search/typesense-node'
import { makeModelAndAgeFilter } from './refinements-filter'

/**
 * How many of the site's vehicles a search finds, asked straight from the search service with the
 * site's scoped key (a zero-hit search), for buttons such as 'Show Me N cars' outside the results page.
 */
export function stateFilter(state: SearchState, now: number = Date.now()): FilterExpression {
  const lists = Object.entries(state.refinements).map(([attribute, values]) =>
    attribute !== 'make_model' && values?.length ? facetRefinement(attribute, values) : null,
  )
  const ranges = Object.entries(state.ranges).flatMap(([attribute, range]) => [
    range?.min === undefined ? null : atLeast(attribute, range.min),
    range?.max === undefined ? null : atMost(attribute, range.max),
  ])
  return and(...lists, ...ranges, makeModelAndAgeFilter(state, { now }))
}

export async function countVehicles(
  search: { url: string; apiKey: string; indexName: string },
  state: SearchState,
  signal?: AbortSignal,
): Promise<number> {
  const filter = stateFilter(state)
  if (matchesNothing(filter)) return 0
  const node = typesenseNode(new URL(search.url, window.location.origin))
  const base = `${node.protocol}://${node.host}:${node.port}${node.path}`
  const response = await fetch(`${base}/multi_search`, {
    method: 'POST',
    signal,
    headers: { 'Content-Type': 'application/json', 'X-TYPESENSE-API-KEY': search.apiKey },
    body: JSON.stringify({
      searches: [{ collection: search.indexName, q: '*', filter_by: writeFilter(filter), per_page: 0 }],
    }),
  })
  if (!response.ok) throw new Error(`Vehicle count failed with ${response.status}`)
  const body = (await response.json()) as { results?: { found?: number }[] }
  const found = body.results?.[0]?.found
  if (typeof found !== 'number') throw new Error('Vehicle count missing from the search response')
  return found
}
