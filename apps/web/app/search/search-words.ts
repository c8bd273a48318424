import { WORDS_PARAM } from '@forecourt/domain/search-words/search-words-state'
import { useNavigate } from 'react-router'
import { useSearchView } from './search-view-context'

/**
 * Search in plain words in the browser: the words go to the results route as `words`, whose loader answers
 * with the refinement URL they mean (search-words.server.ts), exactly as the forms do without JavaScript.
 */

/** A search address with words for the server to understand. */
export function withWords(href: string, words: string): string {
  const [path, query = ''] = href.split('?')
  const search = new URLSearchParams(query)
  search.delete('q')
  search.set(WORDS_PARAM, words.trim())
  return `${path}?${search}`
}

/** Understands words typed into the results page: its current filters stay, the words replace its text. */
export function useUnderstandWords(): (words: string) => void {
  const { state, href } = useSearchView()
  const navigate = useNavigate()
  return (words) =>
    navigate(withWords(href({ ...state, query: '', page: 1 }), words), { preventScrollReset: true })
}
