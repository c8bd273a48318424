import { SEARCH_HITS_PER_PAGE, showMeCarsLabel } from '@forecourt/domain/search-facet-panel'
import { sortOptions } from '@forecourt/domain/search-sort'
import { emptySearchState, withPreRefinements } from '@forecourt/domain/search-url-state'
import type { SearchClient } from 'instantsearch.js'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Configure, InstantSearch, useInstantSearch } from 'react-instantsearch'
import { CurrentRefinementsBar } from './components/current-refinements-bar'
import { FacetControls, FiltersPanel } from './components/filters-panel'
import { RecentSearches } from './components/recent-searches'
import { ResultsPagination } from './components/results-pagination'
import { SearchResults, useResultCount } from './components/search-results'
import { SortSelect } from './components/sort-select'
import { rememberSearch } from './search-history-store'
import type { SearchPageConfig } from './search-page-config'
import { CollectingWidgetsContext, useCollectingWidgets } from './search-render-phase'
import { createSearchStateMapping, type SearchRouter } from './search-routing'
import { searchStateToUiState, uiStateToSearchState } from './ui-state'

export interface SiteSearchProps {
  config: SearchPageConfig
  searchClient: SearchClient
  router: SearchRouter
  heading: string
  /** The server could not reach the search service: say so briefly, and let the browser try again. */
  unavailable?: boolean
  /** `getServerState`'s first pass: mount the widgets, render nothing. */
  collecting?: boolean
}

/** The stock search of a dealer site: InstantSearch over the site's stock, its state in the URL. */
export function SiteSearch({
  config,
  searchClient,
  router,
  heading,
  unavailable,
  collecting = false,
}: SiteSearchProps) {
  const sorts = useMemo(() => sortOptions(config.settings), [config.settings])
  const routing = useMemo(
    () => ({ router, stateMapping: createSearchStateMapping(config.indexName, sorts) }),
    [router, config.indexName, sorts],
  )
  return (
    <CollectingWidgetsContext value={collecting}>
      <InstantSearch
        indexName={config.indexName}
        searchClient={searchClient}
        routing={routing}
        insights={false}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <Configure hitsPerPage={SEARCH_HITS_PER_PAGE} />
        <SearchLayout config={config} heading={heading} unavailable={unavailable} />
      </InstantSearch>
    </CollectingWidgetsContext>
  )
}

function SearchLayout({
  config,
  heading,
  unavailable,
}: Pick<SiteSearchProps, 'config' | 'heading' | 'unavailable'>) {
  const collecting = useCollectingWidgets()
  const { indexUiState, setIndexUiState, results } = useInstantSearch({ catchError: true })
  const [drawerOpen, setDrawerOpen] = useState(false)
  const filtersButton = useRef<HTMLButtonElement>(null)
  const sorts = useMemo(() => sortOptions(config.settings), [config.settings])
  const state = uiStateToSearchState(indexUiState, config.indexName)
  const landingState = withPreRefinements(emptySearchState(), config.landing.refinements)
  const unrefined =
    !state.query &&
    Object.keys(state.ranges).length === 0 &&
    JSON.stringify(state.refinements) === JSON.stringify(landingState.refinements)
  const count = useResultCount(config.stockTotal, unrefined)
  const refinedCount = Object.values(state.refinements).reduce(
    (sum, values) => sum + (values?.length ?? 0),
    0,
  )

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false)
    filtersButton.current?.focus()
  }, [])
  const clearAll = useCallback(() => {
    setIndexUiState((current) => ({
      ...searchStateToUiState(landingState, config.indexName, sorts),
      sortBy: current.sortBy,
    }))
  }, [setIndexUiState, landingState, config.indexName, sorts])

  useSearchSideEffects(results, state, config.settings.scrollToTopAfterSearch)

  if (collecting) {
    // The same widgets in the same order as the page below.
    return (
      <>
        <SortSelect indexName={config.indexName} options={sorts} />
        <FacetControls certifiedOnly={config.settings.certifiedOnly} rangeStats={config.rangeStats} />
        <CurrentRefinementsBar clearAllHref={unrefined ? null : config.landing.path} onClearAll={clearAll} />
        <SearchResults
          settings={config.settings}
          now={config.now}
          refreshPath={config.settings.refreshPath}
          promo={config.promo}
        />
        <ResultsPagination />
      </>
    )
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
          <p className="mt-1 text-ink-muted" aria-live="polite">
            {count.toLocaleString('en-AU')} {count === 1 ? 'vehicle' : 'vehicles'}
          </p>
        </div>
        <SortSelect indexName={config.indexName} options={sorts} />
      </div>
      {unavailable ? (
        <p role="status" className="mt-4 rounded-md border border-line bg-surface-raised p-4">
          Our stock search is temporarily unavailable. Please try again in a few minutes, or call us.
        </p>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[280px_minmax(0,1fr)]">
        <FiltersPanel
          open={drawerOpen}
          onClose={closeDrawer}
          resultCount={count}
          certifiedOnly={config.settings.certifiedOnly}
          rangeStats={config.rangeStats}
        />
        {/* After the panel in tree order: the chips read the refinements its widgets register. */}
        <section aria-label="Search results">
          <div className="mb-4 space-y-3">
            <RecentSearches />
            <div className="flex flex-wrap items-center gap-3">
              <button
                ref={filtersButton}
                type="button"
                className="js-only button-secondary lg:hidden"
                aria-expanded={drawerOpen}
                aria-controls="search-filters-panel"
                onClick={() => setDrawerOpen(true)}
              >
                Filters{refinedCount > 0 ? ` (${refinedCount})` : ''}
              </button>
              <CurrentRefinementsBar
                clearAllHref={unrefined ? null : config.landing.path}
                onClearAll={clearAll}
              />
            </div>
          </div>
          <SearchResults
            settings={config.settings}
            now={config.now}
            refreshPath={config.settings.refreshPath}
            promo={config.promo}
          />
          <ResultsPagination />
        </section>
      </div>
      <p className="sr-only" aria-live="polite">
        {drawerOpen ? showMeCarsLabel(count) : ''}
      </p>
    </div>
  )
}

/**
 * After each search the shopper makes (not the results the page arrived with): remember it, and scroll
 * up where the dealer flags it.
 */
function useSearchSideEffects(
  results: unknown,
  state: ReturnType<typeof uiStateToSearchState>,
  scrollToTop: boolean,
) {
  const first = useRef(true)
  const stateRef = useRef(state)
  stateRef.current = state
  useEffect(() => {
    if (!results) return
    if (first.current) {
      first.current = false
      return
    }
    rememberSearch(stateRef.current)
    if (scrollToTop) window.scrollTo({ top: 0 })
  }, [results, scrollToTop])
}
