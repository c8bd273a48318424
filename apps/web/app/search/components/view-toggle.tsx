import { layoutOptions } from '@forecourt/domain/search/one-per-model'
import { useSearchView } from '../search-view-context'

/**
 * 'All cars' or 'One per model' (issue 20), on a site that offers both: links to the same search in each
 * view (real addresses, so they work without JavaScript; in place once interactive), the current one
 * marked. The refinements, place and order stay; the page goes back to the first.
 */
export function ViewToggle() {
  const { state, refine, href } = useSearchView()
  return (
    <div className="flex items-center gap-2">
      <span id="view-toggle-label" className="text-sm font-semibold whitespace-nowrap">
        Show
      </span>
      <ul aria-labelledby="view-toggle-label" className="view-toggle">
        {layoutOptions.map((option) => {
          const next = { ...state, view: option.value }
          const current = state.view === option.value
          return (
            <li key={option.value}>
              <a
                href={href(next)}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault()
                  if (!current) refine(next)
                }}
              >
                {option.label}
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
