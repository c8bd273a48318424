import { facetTitles } from '@forecourt/domain/search/facet-labels'
import { MAKE_LIST_VISIBLE, SHOW_ALL_MAKES_LABEL } from '@forecourt/domain/search/facet-panel'
import { useState } from 'react'
import { leadingFacetOrders } from '../facet-panel-layout'
import { facetItems } from '../results-view'
import { toggleRefinement } from '../search-refinements'
import { useSearchView } from '../search-view-context'
import { FacetCheckboxList } from './facet-checkbox-list'
import { FacetSection } from './facet-section'

/**
 * Makes, then models: "a make list showing 7 entries before 'Show all makes'; choosing a make reveals a
 * model list under it, limited to 30". The rest of the makes sit in a disclosure that works without
 * JavaScript, with a search box over them once the page is interactive.
 */
export function MakeModelFacet() {
  const { state, results, refine } = useSearchView()
  const makes = facetItems('make', results, state, leadingFacetOrders.make)
  const models = facetItems('model', results, state, leadingFacetOrders.model)
  const [makeQuery, setMakeQuery] = useState('')
  if (makes.length === 0) return null
  const toggleMake = (value: string) => refine(toggleRefinement(state, 'make', value))
  const first = makes.slice(0, MAKE_LIST_VISIBLE)
  const rest = makes.slice(MAKE_LIST_VISIBLE)
  const needle = makeQuery.trim().toLowerCase()
  const matching = needle ? rest.filter((item) => item.value.toLowerCase().includes(needle)) : rest
  const anyMakeRefined = makes.some((item) => item.isRefined)
  return (
    <>
      <FacetSection title={facetTitles.make} open>
        <FacetCheckboxList attribute="make" items={first} onToggle={toggleMake} />
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
              <FacetCheckboxList attribute="make" items={matching} onToggle={toggleMake} />
              {matching.length === 0 ? <p className="text-sm text-ink-muted">No makes match.</p> : null}
            </div>
          </details>
        ) : null}
      </FacetSection>
      {anyMakeRefined && models.length > 0 ? (
        <FacetSection title={facetTitles.model} open>
          <FacetCheckboxList
            attribute="model"
            items={models}
            onToggle={(value) => refine(toggleRefinement(state, 'model', value))}
          />
        </FacetSection>
      ) : null}
    </>
  )
}
