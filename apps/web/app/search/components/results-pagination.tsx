import { usePagination } from 'react-instantsearch'
import { useCollectingWidgets } from '../search-render-phase'

/** Page links: real addresses (crawlable, and working without JavaScript) that refine in place once interactive. */
export function ResultsPagination() {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({
    padding: 2,
  })
  if (useCollectingWidgets() || nbPages <= 1) return null
  const link = (page: number, label: string, text: string, current = false) => (
    <a
      href={createURL(page)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault()
        refine(page)
      }}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold ${
        current ? 'border-brand bg-brand text-on-brand' : 'border-line bg-surface-raised'
      }`}
    >
      {text}
    </a>
  )
  return (
    <nav aria-label="Pagination" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {isFirstPage ? null : <li>{link(currentRefinement - 1, 'Previous page', 'Previous')}</li>}
        {pages.map((page) => (
          <li key={page}>{link(page, `Page ${page + 1}`, String(page + 1), page === currentRefinement)}</li>
        ))}
        {isLastPage ? null : <li>{link(currentRefinement + 1, 'Next page', 'Next')}</li>}
      </ul>
    </nav>
  )
}
