import { enAuNumber } from '@forecourt/domain/australia/number-format'
import { LISTED_WITHIN_ATTRIBUTE } from '@forecourt/domain/search/facet-attributes'
import { facetTitles, facetValueLabel } from '@forecourt/domain/search/facet-labels'
import { listedWithinDays, listedWithinLabel } from '@forecourt/domain/search/listed-within'
import { nearMeLabel } from '@forecourt/domain/search/near-me'
import { formatAud } from '@forecourt/domain/vehicle-card/price'
import { type AppliedRefinement, appliedRefinements, withoutRefinement } from '../search-refinements'
import { useSearchView } from '../search-view-context'

function refinementLabel(refinement: AppliedRefinement, nearName: string | null): string {
  if (refinement.kind === 'near') return nearMeLabel(refinement.nearMe, nearName)
  if (refinement.kind === 'listed') {
    const days = listedWithinDays(refinement.value)
    return `${facetTitles[LISTED_WITHIN_ATTRIBUTE]}: ${days === null ? refinement.value : listedWithinLabel(days)}`
  }
  const title = facetTitles[refinement.attribute]
  if (refinement.kind === 'value')
    return `${title}: ${facetValueLabel(refinement.attribute, refinement.value)}`
  const { attribute, value } = refinement
  const text =
    attribute === 'price' || attribute === 'subscription_price'
      ? formatAud(value)
      : attribute === 'km'
        ? `${enAuNumber.format(value)} km`
        : String(value)
  return `${title} ${refinement.side === 'max' ? 'up to' : 'from'} ${text}`
}

/** The refinements in force as removable chips, with a clear-all that goes back to the landing page's own search. */
export function CurrentRefinementsBar({
  clearAllHref,
  onClearAll,
  nearName,
}: {
  /** Where clearing leads; null when there is nothing beyond the landing page's own search to clear. */
  clearAllHref: string | null
  onClearAll: () => void
  /** The place searched from as the server understood it ('Parramatta NSW'), for its chip. */
  nearName: string | null
}) {
  const { state, refine, href } = useSearchView()
  const chips = appliedRefinements(state).map((refinement) => {
    const next = withoutRefinement(state, refinement)
    return {
      key:
        refinement.kind === 'near' || refinement.kind === 'listed'
          ? refinement.kind
          : `${refinement.attribute}:${refinement.kind === 'bound' ? refinement.side : ''}:${refinement.value}`,
      label: refinementLabel(refinement, nearName),
      href: href(next),
      remove: () => refine(next),
    }
  })
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
