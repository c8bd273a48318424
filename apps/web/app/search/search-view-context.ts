import type { SearchState } from '@forecourt/domain/search/url-state'
import { createContext, useContext } from 'react'
import type { ResultsView } from './results-view'

/**
 * What the results page's components read and do: the search state (the URL's), the results shown and
 * whether newer ones are on their way. Refining changes the URL; whoever searches follows it.
 */
export interface SearchView {
  state: SearchState
  results: ResultsView
  /** 'stalled' once a search has taken long enough that the cards should give way to placeholders. */
  status: 'idle' | 'stalled'
  /**
   * Moves to another search (the page goes back to the first unless only the page changed). A function
   * gets the search in force when it runs, for changes that wait for the shopper to settle.
   */
  refine(next: SearchState | ((current: SearchState) => SearchState)): void
  /** The address of another search, for links that work without JavaScript. */
  href(next: SearchState): string
}

export const SearchViewContext = createContext<SearchView | null>(null)

export function useSearchView(): SearchView {
  const view = useContext(SearchViewContext)
  if (!view) throw new Error('useSearchView needs the results page around it')
  return view
}
