import { facetTitles } from '@forecourt/domain/search-facet-labels'
import {
  MAKE_LIST_VISIBLE,
  MODEL_LIST_LIMIT,
  SHOW_ALL_MAKES_LABEL,
} from '@forecourt/domain/search-facet-panel'
import { useState } from 'react'
import { useRefinementList } from 'react-instantsearch'
import { useCollectingWidgets } from '../search-render-phase'
import { FacetCheckboxList } from './facet-checkbox-list'
import { FacetSection } from './facet-section'

/**
 * Makes fetched with the results, so 'Show all makes' needs no second request. The search service's
 * facet limit is one number for every facet of a query, so this also bounds every other facet's values;
 * 50 is above the number of makes any Australian dealer group stocks.
 */
const MAKE_LIMIT = 50

/**
 * Makes, then models: "a make list showing 7 entries before 'Show all makes'; choosing a make reveals a
 * model list under it, limited to 30". The rest of the makes sit in a disclosure that works without
 * JavaScript, with a search box over them once the page is interactive.
 */
export function MakeModelFacet() {
  const makes = useRefinementList({
    attribute: 'make',
    limit: MAKE_LIMIT,
    sortBy: ['count:desc', 'name:asc'],
  })
  const models = useRefinementList({
    attribute: 'model',
    limit: MODEL_LIST_LIMIT,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  })
  const [makeQuery, setMakeQuery] = useState('')
  if (useCollectingWidgets()) return null
  if (makes.items.length === 0) return null
  const first = makes.items.slice(0, MAKE_LIST_VISIBLE)
  const rest = makes.items.slice(MAKE_LIST_VISIBLE)
  const needle = makeQuery.trim().toLowerCase()
  const matching = needle ? rest.filter((item) => item.label.toLowerCase().includes(needle)) : rest
  const anyMakeRefined = makes.items.some((item) => item.isRefined)
  return (
    <>
      <FacetSection title={facetTitles.make} open>
        <FacetCheckboxList attribute="make" items={first} onToggle={makes.refine} />
        {rest.length > 0 ? (
          <details className="mt-2" open={rest.some((item) => item.isRefined)}>
            <summary className="cursor-pointer text-sm font-semibold text-brand underline">
              {SHOW_ALL_MAKES_LABEL}
            </summary>
            <div className="mt-2">
              <label className="js-only mb-2 block text-sm">
                <span className="sr-only">Search makes</span>
                <input
                  type="search"
                  value={makeQuery}
                  onChange={(event) => setMakeQuery(event.target.value)}
                  placeholder="Search makes"
                  className="w-full rounded-md border border-line px-3 py-2"
                />
              </label>
              <FacetCheckboxList attribute="make" items={matching} onToggle={makes.refine} />
              {matching.length === 0 ? <p className="text-sm text-ink-muted">No makes match.</p> : null}
            </div>
          </details>
        ) : null}
      </FacetSection>
      {anyMakeRefined && models.items.length > 0 ? (
        <FacetSection title={facetTitles.model} open>
          <FacetCheckboxList attribute="model" items={models.items} onToggle={models.refine} />
        </FacetSection>
      ) : null}
    </>
  )
}
