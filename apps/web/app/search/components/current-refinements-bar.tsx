import { isRangeFacetAttribute, type ListFacetAttribute } from '@forecourt/domain/search-facet-attributes'
import { facetTitles, facetValueLabel } from '@forecourt/domain/search-facet-labels'
import { formatAud } from '@forecourt/domain/vehicle-card-price'
import { useCurrentRefinements } from 'react-instantsearch'
import { useCollectingWidgets } from '../search-render-phase'

function refinementLabel(
  attribute: string,
  refinement: { label: string; value: unknown; operator?: string },
): string {
  if (isRangeFacetAttribute(attribute)) {
    const value = Number(refinement.value)
    const text =
      attribute === 'price'
        ? formatAud(value)
        : attribute === 'km'
          ? `${value.toLocaleString('en-AU')} km`
          : String(value)
    return `${facetTitles[attribute]} ${refinement.operator === '<=' ? 'up to' : 'from'} ${text}`
  }
  if (attribute === 'query') return `“${refinement.label}”`
  const title = facetTitles[attribute as ListFacetAttribute] ?? attribute
  return `${title}: ${facetValueLabel(attribute as ListFacetAttribute, String(refinement.value))}`
}

/** The refinements in force as removable chips, with a clear-all that goes back to the landing page's own search. */
export function CurrentRefinementsBar({
  clearAllHref,
  onClearAll,
}: {
  /** Where clearing leads; null when there is nothing beyond the landing page's own search to clear. */
  clearAllHref: string | null
  onClearAll: () => void
}) {
  const { items, createURL } = useCurrentRefinements()
  if (useCollectingWidgets()) return null
  const chips = items.flatMap((item) =>
    item.refinements.map((refinement) => ({
      key: `${item.attribute}:${refinement.operator ?? ''}:${String(refinement.value)}`,
      label: refinementLabel(item.attribute, refinement),
      href: createURL(refinement),
      remove: () => item.refine(refinement),
    })),
  )
  if (chips.length === 0) return null
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Current filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <a
            href={chip.href}
            onClick={(event) => {
              event.preventDefault()
              chip.remove()
            }}
            className="inline-flex min-h-9 items-center gap-1 rounded-full border border-line bg-surface-raised px-3 text-sm"
            aria-label={`Remove filter ${chip.label}`}
          >
            {chip.label} <span aria-hidden="true">×</span>
          </a>
        </li>
      ))}
      {clearAllHref ? (
        <li>
          <a
            href={clearAllHref}
            onClick={(event) => {
              event.preventDefault()
              onClearAll()
            }}
            className="text-sm font-semibold text-brand underline"
          >
            Clear all
          </a>
        </li>
      ) : null}
    </ul>
  )
}
