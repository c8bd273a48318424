import type { ListFacetAttribute } from '@forecourt/domain/search/facet-attributes'
import { facetTitles } from '@forecourt/domain/search/facet-labels'
import { type FacetItem, type FacetOrder, facetItems } from '../results-view'
import { toggleRefinement } from '../search-refinements'
import { useSearchView } from '../search-view-context'
import { FacetCheckboxList } from './facet-checkbox-list'
import { FacetSection } from './facet-section'

/** A list facet of the panel; it renders nothing when the dealer's stock has no values for it. */
export function RefinementFacet({
  attribute,
  order,
  open = false,
  visibleItems,
}: {
  attribute: ListFacetAttribute
  order: FacetOrder
  open?: boolean
  /** Narrows the values shown (the certified facet hides 'false' under the certified-only setting). */
  visibleItems?: (items: FacetItem[]) => FacetItem[]
}) {
  const { state, results, refine } = useSearchView()
  const items = facetItems(attribute, results, state, order)
  const shown = visibleItems ? visibleItems(items) : items
  if (shown.length === 0) return null
  return (
    <FacetSection title={facetTitles[attribute]} open={open || shown.some((item) => item.isRefined)}>
      <FacetCheckboxList
        attribute={attribute}
        items={shown}
        onToggle={(value) => refine(toggleRefinement(state, attribute, value))}
      />
    </FacetSection>
  )
}
