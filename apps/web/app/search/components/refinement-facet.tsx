import type { ListFacetAttribute } from '@forecourt/domain/search-facet-attributes'
import { facetTitles } from '@forecourt/domain/search-facet-labels'
import { useRefinementList } from 'react-instantsearch'
import { useCollectingWidgets } from '../search-render-phase'
import { FacetCheckboxList, type FacetItem } from './facet-checkbox-list'
import { FacetSection } from './facet-section'

/** The default number of values a facet lists; the spec sets its own for makes, models, city and location. */
export const DEFAULT_FACET_LIMIT = 12

/** A list facet of the panel; it renders nothing when the dealer's stock has no values for it. */
export function RefinementFacet({
  attribute,
  limit = DEFAULT_FACET_LIMIT,
  open = false,
  visibleItems,
}: {
  attribute: ListFacetAttribute
  limit?: number
  open?: boolean
  /** Narrows the values shown (the certified facet hides 'false' under the certified-only setting). */
  visibleItems?: (items: FacetItem[]) => FacetItem[]
}) {
  const { items, refine } = useRefinementList({
    attribute,
    limit,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  })
  if (useCollectingWidgets()) return null
  const shown = visibleItems ? visibleItems(items) : items
  if (shown.length === 0) return null
  return (
    <FacetSection title={facetTitles[attribute]} open={open || shown.some((item) => item.isRefined)}>
      <FacetCheckboxList attribute={attribute} items={shown} onToggle={refine} />
    </FacetSection>
  )
}
