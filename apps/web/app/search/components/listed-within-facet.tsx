import { LISTED_WITHIN_ATTRIBUTE } from '@forecourt/domain/search/facet-attributes'
import { facetTitles } from '@forecourt/domain/search/facet-labels'
import {
  LISTED_WITHIN_CHOICES,
  listedWithinDays,
  listedWithinLabel,
} from '@forecourt/domain/search/listed-within'
import { withListedWithin } from '../search-refinements'
import { useSearchView } from '../search-view-context'
import { FacetSection } from './facet-section'

const ANY_TIME = ''

/**
 * "Listed in the last N days" as radio buttons of the filter form (`created_at_timestamp=7`), with 'Any
 * time' to clear it. A value from the URL that is not one of the choices is offered too, checked, so the
 * form keeps it when sent without JavaScript.
 */
export function ListedWithinFacet() {
  const { state, refine } = useSearchView()
  const current = state.listedWithin ?? ANY_TIME
  const choices: string[] = [ANY_TIME, ...LISTED_WITHIN_CHOICES.map(String)]
  if (!choices.includes(current)) choices.push(current)
  const label = (value: string) => {
    if (value === ANY_TIME) return 'Any time'
    const days = listedWithinDays(value)
    return days === null ? value : listedWithinLabel(days)
  }
  return (
    <FacetSection title={facetTitles[LISTED_WITHIN_ATTRIBUTE]} open={current !== ANY_TIME}>
      <fieldset>
        <legend className="sr-only">{facetTitles[LISTED_WITHIN_ATTRIBUTE]}</legend>
        <ul className="facet-list">
          {choices.map((value) => (
            <li key={value}>
              <label>
                <input
                  type="radio"
                  name={LISTED_WITHIN_ATTRIBUTE}
                  value={value}
                  checked={value === current}
                  onChange={() => refine((latest) => withListedWithin(latest, value || null))}
                />
                {label(value)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </FacetSection>
  )
}
