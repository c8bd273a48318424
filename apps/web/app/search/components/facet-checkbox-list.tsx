import type { ListFacetAttribute } from '@forecourt/domain/search-facet-attributes'
import { facetValueLabel } from '@forecourt/domain/search-facet-labels'

export interface FacetItem {
  value: string
  count: number
  isRefined: boolean
}

/**
 * A facet's values as checkboxes. They belong to the filter form (name and value are URL parameters),
 * so without JavaScript the form submits them; with it, each change refines the search at once.
 */
export function FacetCheckboxList({
  attribute,
  items,
  onToggle,
}: {
  attribute: ListFacetAttribute
  items: readonly FacetItem[]
  onToggle: (value: string) => void
}) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.value}>
          <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={attribute}
              value={item.value}
              checked={item.isRefined}
              onChange={() => onToggle(item.value)}
              className="size-4 accent-brand"
            />
            <span className="flex-1">{facetValueLabel(attribute, item.value)}</span>
            <span className="text-ink-muted tabular-nums">{item.count.toLocaleString('en-AU')}</span>
          </label>
        </li>
      ))}
    </ul>
  )
}
