import type { ListFacetAttribute, RangeFacetAttribute } from '@forecourt/domain/search/facet-attributes'
import { SEARCH_HITS_PER_PAGE } from '@forecourt/domain/search/facet-panel'
import type { ResultsLayout } from '@forecourt/domain/search/one-per-model'
import { sortIndexName, sortOptions } from '@forecourt/domain/search/sort'
import { useEffect, useMemo, useState } from 'react'
import {
  Configure,
  InstantSearch,
  useInstantSearch,
  usePagination,
  useRange,
  useRefinementList,
  useSearchBox,
  useSortBy,
} from 'react-instantsearch'
import { FACET_VALUES_FETCHED, panelListAttributes, rangeFacets } from './facet-panel-layout'
import { useMakeModelAndAge } from './make-model-and-age-widget'
import { modelGroupParameters } from './model-groups'
import { nearSearchParameters } from './near-search'
import { type NearView, nearSearchOf } from './near-view'
import type { ResultsView } from './results-view'
import { createVehicleSearchClient } from './search-client'
import type { SearchPageConfig } from './search-page-config'
import { createSearchStateMapping, type SearchRouter } from './search-routing'
import type { VehicleHit } from './vehicle-hit'

export interface LiveResults {
  /** The newest results; absent until the first search answers. */
  results: ResultsView | null
  status: 'idle' | 'stalled'
}

/**
 * InstantSearch in the browser, loaded once the shopper first changes the search: it follows the URL
 * (through the search router) and searches the search service directly with the site's scoped key. It
 * renders nothing; it reports each page of results to the page, which draws them as it drew the loader's.
 *
 * It is started for one near-me search (`near`, the loader's: the place it found and the distance), which
 * it asks about as the loader did: the same radius, the orders from the same point. Another place or
 * distance is the loader's to answer, and the page starts another LiveSearch for it. Likewise for one
 * view (`layout`): one per model, every search is grouped as the loader's are.
 */
export default function LiveSearch({
  config,
  router,
  near,
  layout,
  clockOffset,
  onResults,
}: {
  config: SearchPageConfig
  router: SearchRouter
  near: NearView | null
  layout: ResultsLayout
  /** The server's clock less the browser's (ms), so listing ages count from the server's time. */
  clockOffset: number
  onResults: (live: LiveResults) => void
}) {
  // InstantSearch starts from the address the browser is at now, which may be newer than the router knows.
  useState(() =>
    router.locationChanged(
      { pathname: window.location.pathname, search: window.location.search },
      config.landing,
    ),
  )
  // Fixed for this instance: the page gives each near-me search and view a LiveSearch of its own.
  const [nearContext] = useState(() => ({
    nearMe: near ? { near: near.near, distanceKm: near.distanceKm } : null,
    from: near?.from ?? null,
    view: layout,
    parameters: nearSearchParameters(nearSearchOf(near)),
  }))
  const [now] = useState(() => () => Date.now() + clockOffset)
  const searchClient = useMemo(
    () =>
      createVehicleSearchClient({
        url: config.search.url,
        origin: window.location.origin,
        apiKey: config.search.apiKey,
        priceAscendingFilter: config.search.priceAscendingFilter,
        grouping: modelGroupParameters(nearContext.view),
        // As the loader asks: a pinned car has no place among one card per model.
        promotions: nearContext.view === 'all' ? config.search.promotions : null,
      }),
    [config.search, nearContext],
  )
  const sorts = useMemo(
    () => sortOptions(config.settings, nearContext.nearMe !== null),
    [config.settings, nearContext],
  )
  const routing = useMemo(
    () => ({ router, stateMapping: createSearchStateMapping(config.indexName, sorts, nearContext) }),
    [router, config.indexName, sorts, nearContext],
  )
  const sortItems = useMemo(
    () =>
      sorts.map((option) => ({
        label: option.label,
        value: sortIndexName(config.indexName, option, nearContext.from),
      })),
    [sorts, config.indexName, nearContext],
  )
  return (
    <InstantSearch
      indexName={config.indexName}
      searchClient={searchClient}
      routing={routing}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure hitsPerPage={SEARCH_HITS_PER_PAGE} {...nearContext.parameters} />
      <SearchStateWidgets sortItems={sortItems} now={now} />
      {panelListAttributes.map((attribute) => (
        <ListFacetWidget key={attribute} attribute={attribute} />
      ))}
      {rangeFacets.map(({ attribute }) => (
        <RangeFacetWidget key={attribute} attribute={attribute} />
      ))}
      <ResultsReporter layout={nearContext.view} onResults={onResults} />
    </InstantSearch>
  )
}

/**
 * The query, the order, the page, the make > model path and the listing age: registered so InstantSearch
 * keeps them in its state and the URL.
 */
function SearchStateWidgets({
  sortItems,
  now,
}: {
  sortItems: { label: string; value: string }[]
  now: () => number
}) {
  useSearchBox()
  useSortBy({ items: sortItems })
  usePagination()
  useMakeModelAndAge(now)
  return null
}

function ListFacetWidget({ attribute }: { attribute: ListFacetAttribute }) {
  useRefinementList({ attribute, limit: FACET_VALUES_FETCHED })
  return null
}

function RangeFacetWidget({ attribute }: { attribute: RangeFacetAttribute }) {
  useRange({ attribute })
  return null
}

function ResultsReporter({
  layout,
  onResults,
}: {
  layout: ResultsLayout
  onResults: (live: LiveResults) => void
}) {
  const { results, status } = useInstantSearch({ catchError: true })
  useEffect(() => {
    const stalled = status === 'stalled' ? 'stalled' : 'idle'
    // Before the first answer InstantSearch holds placeholder results; after an error it keeps the last
    // good ones, which stay on the page (stock spec section 8).
    const artificial = (results as { __isArtificial?: boolean }).__isArtificial
    if (artificial || status === 'error') {
      onResults({ results: null, status: artificial && status !== 'error' ? stalled : 'idle' })
      return
    }
    const facets: ResultsView['facets'] = {}
    for (const attribute of panelListAttributes) {
      const values = results.getFacetValues(attribute, { sortBy: ['count:desc', 'name:asc'] })
      facets[attribute] = Array.isArray(values)
        ? Object.fromEntries(values.map((value) => [value.name, value.count ?? 0]))
        : {}
    }
    const raw = results._rawResults?.[0]?.facets as Record<string, Record<string, number>> | undefined
    onResults({
      results: {
        layout,
        hits: results.hits as unknown as VehicleHit[],
        nbHits: results.nbHits,
        nbPages: results.nbPages,
        facets,
        statusCounts: raw?.status ?? null,
      },
      status: stalled,
    })
  }, [results, status, layout, onResults])
  return null
}
