import { resultCountLabel, showMeLabel } from '@forecourt/domain/search/one-per-model'
import { sortOptions } from '@forecourt/domain/search/sort'
import { emptySearchState, withNearMe, withPreRefinements } from '@forecourt/domain/search/url-state'
import { useCallback, useMemo, useRef, useState } from 'react'
import { SEARCH_UNAVAILABLE_MESSAGE } from '~/components/route-error'
import { CurrentRefinementsBar } from './components/current-refinements-bar'
import { FiltersPanel } from './components/filters-panel'
import { NEAR_MESSAGE_ID } from './components/near-me-filter'
import { RecentSearches } from './components/recent-searches'
import { ResultsPagination } from './components/results-pagination'
import { SearchResults, useResultCount } from './components/search-results'
import { SortSelect } from './components/sort-select'
import { ViewToggle } from './components/view-toggle'
import type { NearView } from './near-view'
import type { SearchPageConfig } from './search-page-config'
import { useSearchView } from './search-view-context'

export interface SiteSearchProps {
  config: SearchPageConfig
  heading: string
  /** The server could not reach the search service: say so briefly, and let the browser try again. */
  unavailable?: boolean
  /** The near-me search the server answered: the place it found, or why it found none. */
  near?: NearView | null
}

/**
 * The stock search of a dealer site, drawn from the search view around it (the loader's results, then
 * the browser's); its state is the URL.
 */
export function SiteSearch({ config, heading, unavailable, near = null }: SiteSearchProps) {
  const { state, results, refine, href } = useSearchView()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const filtersButton = useRef<HTMLButtonElement>(null)
  const nearMeOn = state.nearMe !== null
  const sorts = useMemo(() => sortOptions(config.settings, nearMeOn), [config.settings, nearMeOn])
  const landingState = withPreRefinements(emptySearchState(), config.landing.refinements)
  const unrefined =
    !state.query &&
    !state.nearMe &&
    Object.keys(state.ranges).length === 0 &&
    !state.listedWithin &&
    JSON.stringify(state.refinements) === JSON.stringify(landingState.refinements)
  const count = useResultCount(config.stockTotal, unrefined)
  const refinedCount =
    Object.values(state.refinements).reduce((sum, values) => sum + (values?.length ?? 0), 0) +
    (state.listedWithin ? 1 : 0)

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false)
    filtersButton.current?.focus()
  }, [])
  // The order and the view are ways of looking at the cars, not filters: clearing keeps them.
  const cleared = (latest: typeof state) =>
    withNearMe({ ...landingState, sort: latest.sort, nearMe: latest.nearMe, view: latest.view }, null)
  const clearAll = () => refine(cleared)
  const clearAllHref = unrefined ? null : href(cleared(state))
  // What became of the place typed, while the page shows that place's search.
  const nearNotice = near && near.near === state.nearMe?.near ? (near.message ?? near.note) : null

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
          <p className="mt-1 text-ink-muted" aria-live="polite">
            {resultCountLabel(count, results.layout)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          {config.settings.onePerModelView ? <ViewToggle /> : null}
          <SortSelect options={sorts} />
        </div>
      </div>
      {nearNotice ? (
        <p
          id={NEAR_MESSAGE_ID}
          role="status"
          className={`mt-4 rounded-md border p-4 ${near?.message ? 'border-ink font-semibold' : 'border-line'}`}
        >
          {nearNotice}
        </p>
      ) : null}
      {unavailable ? (
        <p role="status" className="mt-4 rounded-md border border-line bg-surface-raised p-4">
          {SEARCH_UNAVAILABLE_MESSAGE}
        </p>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[280px_minmax(0,1fr)]">
        <FiltersPanel
          open={drawerOpen}
          onClose={closeDrawer}
          resultCount={count}
          layout={results.layout}
          certifiedOnly={config.settings.certifiedOnly}
          rangeStats={config.rangeStats}
          near={near}
        />
        {/* After the panel in tree order: the chips read the refinements its widgets register. */}
        <section aria-label="Search results">
          <div className="mb-4 space-y-3">
            <RecentSearches />
            <div className="flex flex-wrap items-center gap-3">
              <button
                ref={filtersButton}
                type="button"
                className="js-only-reserved button-secondary lg:hidden"
                aria-expanded={drawerOpen}
                aria-controls="search-filters-panel"
                onClick={() => setDrawerOpen(true)}
              >
                Filters{refinedCount > 0 ? ` (${refinedCount})` : ''}
              </button>
              <CurrentRefinementsBar
                clearAllHref={clearAllHref}
                onClearAll={clearAll}
                nearName={near && near.near === state.nearMe?.near ? near.name : null}
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
        {drawerOpen ? showMeLabel(count, results.layout) : ''}
      </p>
    </div>
  )
}
