import type { UnderstoodWords } from '@forecourt/domain/search-words/refinements'
import {
  isInForce,
  SEARCHED_PARAM,
  WORDS_OPTIONS,
  withoutUnderstood,
} from '@forecourt/domain/search-words/search-words-state'
import { Link } from 'react-router'
import { useSearchView } from '../search-view-context'

/** The "You searched for" line of a results page reached from words: the phrase and what it became. */
export interface SearchedFor {
  phrase: string
  understood: Pick<UnderstoodWords, 'words' | 'label' | 'note' | 'refinements'>[]
}

/** An address with the phrase kept, so the line and the other chips stay after one is removed. */
function withSearched(href: string, phrase: string): string {
  const [path, query = ''] = href.split('?')
  const search = new URLSearchParams(query)
  search.set(SEARCHED_PARAM, phrase)
  return `${path}?${search}`
}

/**
 * "You searched for “red diesel ute under 40k”": what the words became, one removable chip each (a link
 * to the search without it, so it works without JavaScript), the words searched as text, and the finance
 * behind a weekly budget. Chips for refinements the shopper has since removed or changed are not shown.
 */
export function SearchedForLine({ searched }: { searched: SearchedFor }) {
  const { state, href } = useSearchView()
  const items = searched.understood.map((item, position) => ({ ...item, position }))
  const inForce = items.filter((item) => isInForce(state, item, WORDS_OPTIONS))
  const notes = inForce.flatMap((item) => (item.note ? [item.note] : []))
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6">
      <section
        aria-labelledby="searched-for-heading"
        className="rounded-lg border border-line bg-surface-raised p-4"
        data-testid="searched-for"
      >
        <h2 id="searched-for-heading" className="font-semibold">
          You searched for “{searched.phrase}”
        </h2>
        {inForce.length > 0 ? (
          <ul aria-label="What we understood" className="mt-3 flex flex-wrap items-center gap-2">
            {inForce.map((item) => {
              const without = withoutUnderstood(state, item, inForce)
              return (
                <li key={`${item.words}>${item.label}`}>
                  <Link
                    to={withSearched(href(without), searched.phrase)}
                    preventScrollReset
                    aria-label={`Remove ${item.label} (you typed “${item.words}”)`}
                    className="inline-flex min-h-9 items-center gap-2 rounded-full border border-line bg-surface px-3 text-sm"
                  >
                    <span className="text-ink-muted">“{item.words}”</span>
                    <span>{item.label}</span>
                    <span aria-hidden="true">×</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        ) : null}
        {state.query ? (
          <p className="mt-3 text-sm">
            Also searching for the words “<span data-testid="searched-text">{state.query}</span>”.
          </p>
        ) : null}
        {notes.map((note) => (
          <p key={note} className="mt-2 text-xs text-ink-muted">
            {note}
          </p>
        ))}
      </section>
    </div>
  )
}
