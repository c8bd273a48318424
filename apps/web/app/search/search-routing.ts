import { SEARCH_ROOT } from '@forecourt/domain/search/landing-paths'
import type { SortOption } from '@forecourt/domain/search/sort'
import {
  type ListRefinements,
  parseSearchParams,
  type SearchState,
  searchQueryString,
  withPreRefinements,
} from '@forecourt/domain/search/url-state'
import type { Router, StateMapping, UiState } from 'instantsearch.js'
import { type InstanceContext, searchStateToUiState, uiStateToSearchState } from './ui-state'

/**
 * InstantSearch routing over React Router: the URL is the search state (domain `search-url-state`), React
 * Router owns the history. Writes navigate (so back and forward work and loaders see real URLs); location
 * changes that InstantSearch did not write itself (back, forward, a link to another landing page) are fed
 * back to it.
 */

export interface SearchLanding {
  path: string
  refinements: ListRefinements
}

export interface SearchLocation {
  pathname: string
  search: string
}

const containsAll = (state: SearchState, refinements: ListRefinements) =>
  Object.entries(refinements).every(([attribute, values]) =>
    values.every((value) => state.refinements[attribute as keyof ListRefinements]?.includes(value)),
  )

/**
 * The address of a search: on the current landing path while every value the path implies is still
 * refined, on the plain search root once the shopper removes one of them.
 */
export function searchHref(state: SearchState, landing: SearchLanding): string {
  const keepLanding = landing.path !== SEARCH_ROOT && containsAll(state, landing.refinements)
  return keepLanding
    ? `${landing.path}${searchQueryString(state, landing.refinements)}`
    : `${SEARCH_ROOT}${searchQueryString(state)}`
}

export function searchStateAt(location: SearchLocation, landing: SearchLanding): SearchState {
  const state = parseSearchParams(location.search)
  return location.pathname === landing.path ? withPreRefinements(state, landing.refinements) : state
}

export interface SearchRouter extends Router<SearchState> {
  /** Tell InstantSearch about a location React Router moved to. */
  locationChanged(location: SearchLocation, landing: SearchLanding): void
}

export function createSearchRouter(options: {
  initialLocation: SearchLocation
  landing: SearchLanding
  /**
   * Moves the browser to a search InstantSearch changed to. Without it the router only follows: the page
   * changes the URL itself and InstantSearch never writes (a late write would undo a newer address).
   */
  navigate?: (href: string) => void
  /** The browser's current path; writes are ignored once the shopper has left the search pages. */
  currentPathname?: () => string
}): SearchRouter {
  let location = options.initialLocation
  let landing = options.landing
  let listener: ((state: SearchState) => void) | null = null
  let disposed = false
  // Leaving the results page unmounts its widgets, which InstantSearch reports as a state change: that
  // must not navigate back to the search.
  const active = () => {
    const pathname = options.currentPathname?.() ?? location.pathname
    return !disposed && (pathname === SEARCH_ROOT || pathname.startsWith(`${SEARCH_ROOT}/`))
  }
  const hrefOf = (at: SearchLocation) => `${at.pathname}${at.search}`
  return {
    $$type: 'forecourt.react-router',
    read: () => searchStateAt(location, landing),
    write(state) {
      if (!options.navigate || !active()) return
      const href = searchHref(state, landing)
      if (href === hrefOf(location)) return
      const url = new URL(href, 'http://x')
      location = { pathname: url.pathname, search: url.search }
      options.navigate(href)
    },
    createURL: (state) => searchHref(state, landing),
    onUpdate(callback) {
      listener = callback
    },
    locationChanged(next, nextLanding) {
      landing = nextLanding
      if (hrefOf(next) === hrefOf(location)) return
      location = next
      listener?.(searchStateAt(next, nextLanding))
    },
    dispose() {
      disposed = true
      listener = null
    },
  }
}

export function createSearchStateMapping(
  indexName: string,
  sorts: readonly Pick<SortOption, 'value' | 'sortBy'>[],
  near: InstanceContext = { nearMe: null, from: null },
): StateMapping<UiState, SearchState> {
  return {
    $$type: 'forecourt.search-url-state',
    stateToRoute: (uiState) => uiStateToSearchState(uiState[indexName] ?? {}, indexName, near),
    routeToState: (state) => ({ [indexName]: searchStateToUiState(state, indexName, sorts, near.from) }),
  }
}
