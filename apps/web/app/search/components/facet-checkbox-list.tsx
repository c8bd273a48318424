import { enAuNumber } from '@forecourt/domain/australia/number-format'
import type { ListFacetAttribute } from '@forecourt/domain/search/facet-attributes'
import { facetValueLabel } from '@forecourt/domain/search/facet-labels'
import { RenderedAsOneString } from '~/components/server-rendered'
import type { FacetItem } from '../results-view'

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
    <RenderedAsOneString as="ul" className="facet-list">
      {items.map((item) => (
        <li key={item.value}>
          <label>
            <input
              type="checkbox"
              name={attribute}
              value={item.value}
              checked={item.isRefined}
              onChange={() => onToggle(item.value)}
            />
            {facetValueLabel(attribute, item.value)}
            <small>{enAuNumber.format(item.count)}</small>
          </label>
        </li>
      ))}
    </RenderedAsOneString>
  )
}
