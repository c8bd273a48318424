import type { SortOption } from '@forecourt/domain/search-sort'
import { useSearchView } from '../search-view-context'

/**
 * The order of results. Option values are the URL's `sort` values, so the plain form submits readable
 * URLs; once interactive, a change re-sorts at once.
 */
export function SortSelect({ options }: { options: readonly SortOption[] }) {
  const { state, refine } = useSearchView()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="search-sort" className="text-sm font-semibold whitespace-nowrap">
        Sort by
      </label>
      <select
        id="search-sort"
        name="sort"
        form="search-filters"
        value={state.sort}
        onChange={(event) => {
          const option = options.find((item) => item.value === event.target.value)
          if (option) refine({ ...state, sort: option.value })
        }}
        className="min-h-11 rounded-md border border-line bg-surface-raised px-2"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" form="search-filters" className="no-js-only button-secondary text-sm">
        Sort
      </button>
    </div>
  )
}
