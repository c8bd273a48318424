import { paginationPages } from '../results-view'
import { useSearchView } from '../search-view-context'

/** Pages either side of the current one that the bar links to. */
const PADDING = 2

/** Page links: real addresses (crawlable, and working without JavaScript) that refine in place once interactive. */
export function ResultsPagination() {
  const { state, results, refine, href } = useSearchView()
  const { nbPages } = results
  if (nbPages <= 1) return null
  const current = Math.min(state.page, nbPages) - 1
  const link = (page: number, label: string, text: string, isCurrent = false) => {
    const next = { ...state, page: page + 1 }
    return (
      <a
        href={href(next)}
        aria-label={label}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={(event) => {
          event.preventDefault()
          refine(next)
        }}
        className="page-link"
      >
        {text}
      </a>
    )
  }
  return (
    <nav aria-label="Pagination" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current === 0 ? null : <li>{link(current - 1, 'Previous page', 'Previous')}</li>}
        {paginationPages(current, nbPages, PADDING).map((page) => (
          <li key={page}>{link(page, `Page ${page + 1}`, String(page + 1), page === current)}</li>
        ))}
        {current >= nbPages - 1 ? null : <li>{link(current + 1, 'Next page', 'Next')}</li>}
      </ul>
    </nav>
  )
}
