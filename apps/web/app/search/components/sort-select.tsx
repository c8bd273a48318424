import { defaultSort, type SortOption } from '@forecourt/domain/search/sort'
import { useSearchView } from '../search-view-context'

/**
 * The order of results. Option values are the URL's `sort` values, so the plain form submits readable
 * URLs; once interactive, a change re-sorts at once. The default order's value is empty: whatever the
 * default is when the form arrives ('Nearest first' once a place is entered), a plain form keeps it.
 */
export function SortSelect({ options }: { options: readonly SortOption[] }) {
  const { state, refine } = useSearchView()
  const fallback = defaultSort(state.nearMe !== null)
  const optionValue = (value: SortOption['value']) => (value === fallback ? '' : value)
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="search-sort" className="text-sm font-semibold whitespace-nowrap">
        Sort by
      </label>
      <select
        id="search-sort"
        name="sort"
        form="search-filters"
        value={optionValue(state.sort)}
        onChange={(event) => {
          const option = options.find((item) => optionValue(item.value) === event.target.value)
          if (option) refine({ ...state, sort: option.value })
        }}
        className="min-h-11 rounded-md border border-line bg-surface-raised px-2"
      >
        {options.map((option) => (
          <option key={option.value} value={optionValue(option.value)}>
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
