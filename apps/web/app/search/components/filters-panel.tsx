import type { RangeFacetAttribute } from '@forecourt/domain/search/facet-attributes'
import { certifiedFacetValues } from '@forecourt/domain/search/facet-panel'
import { SEARCH_ROOT } from '@forecourt/domain/search/landing-paths'
import { nearMeFromFields, sameNearMe } from '@forecourt/domain/search/near-me'
import { type ResultsLayout, showMeLabel, VIEW_PARAM } from '@forecourt/domain/search/one-per-model'
import type { FacetStats } from '@forecourt/domain/search/range-slider'
import { withNearMe } from '@forecourt/domain/search/url-state'
import { useEffect, useRef } from 'react'
import { leadingFacetOrders, listFacets, rangeFacets } from '../facet-panel-layout'
import type { NearView } from '../near-view'
import { useSearchView } from '../search-view-context'
import { ListedWithinFacet } from './listed-within-facet'
import { MakeModelFacet } from './make-model-facet'
import { NearMeFilter } from './near-me-filter'
import { QueryBox } from './query-box'
import { RangeFacet } from './range-facet'
import { RefinementFacet } from './refinement-facet'

/**
 * Every facet of the spec that the dealer has data for, in one GET form: with JavaScript each control
 * refines at once; without it the form submits readable parameters to the search route. On phones the
 * panel is a drawer closed by 'Show Me N cars'.
 */
export function FiltersPanel({
  open,
  onClose,
  resultCount,
  layout,
  certifiedOnly,
  rangeStats,
  near,
}: {
  open: boolean
  onClose: () => void
  resultCount: number
  /** What the count counts: cars, or models one per model. */
  layout: ResultsLayout
  certifiedOnly: boolean
  rangeStats: Partial<Record<RangeFacetAttribute, FacetStats>>
  near: NearView | null
}) {
  const { state, refine } = useSearchView()
  const closeButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
    }
  }, [open, onClose])

  return (
    <section
      id="search-filters-panel"
      className="filters-panel"
      data-open={open ? '' : undefined}
      aria-labelledby="filters-heading"
      {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
    >
      <search aria-labelledby="filters-heading">
        <form
          id="search-filters"
          method="get"
          action={SEARCH_ROOT}
          onSubmit={(event) => {
            event.preventDefault()
            // Every other control has refined already; the place typed is searched when the form is sent.
            const fields = new FormData(event.currentTarget)
            const nearMe = nearMeFromFields(
              String(fields.get('near') ?? ''),
              String(fields.get('distance') ?? ''),
            )
            refine((latest) => (sameNearMe(latest.nearMe, nearMe) ? latest : withNearMe(latest, nearMe)))
            const submitter = (event.nativeEvent as SubmitEvent).submitter
            if (!submitter?.hasAttribute('data-keep-open')) onClose()
          }}
          className="flex min-h-full flex-col"
        >
          <div className="flex items-center justify-between gap-4 px-4 pt-4 lg:px-0 lg:pt-0">
            <h2 id="filters-heading" className="text-xl font-bold">
              Filters
            </h2>
            <button
              ref={closeButton}
              type="button"
              onClick={onClose}
              className="js-only min-h-11 min-w-11 rounded-md border border-line px-3 font-semibold lg:hidden"
            >
              Close
            </button>
          </div>
          <div className="flex-1 px-4 pt-4 lg:px-0">
            {/* Without JavaScript the form carries the view on, as the sort select carries the order. */}
            {state.view === 'model' ? <input type="hidden" name={VIEW_PARAM} value={state.view} /> : null}
            {/* The make > model path has no control of its own (the make and model lists refine it level
                by level): the form carries it on, so sending the form never widens the search. */}
            {(state.refinements.make_model ?? []).map((path) => (
              <input key={path} type="hidden" name="make_model" value={path} />
            ))}
            <FacetControls certifiedOnly={certifiedOnly} rangeStats={rangeStats} near={near} />
          </div>
          <div className="sticky bottom-0 border-t border-line bg-surface-raised p-4 lg:static lg:border-0 lg:px-0">
            <button type="submit" className="button-primary w-full justify-center lg:hidden">
              {showMeLabel(resultCount, layout)}
            </button>
            <button
              type="submit"
              className="no-js-only button-primary hidden w-full justify-center lg:inline-flex"
            >
              Apply filters
            </button>
          </div>
        </form>
      </search>
    </section>
  )
}

/** The panel's controls: the keyword search, the place to search near, then every facet the dealer's stock has values for. */
function FacetControls({
  certifiedOnly,
  rangeStats,
  near,
}: {
  certifiedOnly: boolean
  rangeStats: Partial<Record<RangeFacetAttribute, FacetStats>>
  near: NearView | null
}) {
  return (
    <>
      <QueryBox />
      <NearMeFilter near={near} />
      <RefinementFacet attribute="car_type" order={leadingFacetOrders.car_type} open />
      <MakeModelFacet />
      {rangeFacets.map((facet) => (
        <RangeFacet key={facet.attribute} {...facet} stats={rangeStats[facet.attribute]} />
      ))}
      <ListedWithinFacet />
      {listFacets.map((facet) => (
        <RefinementFacet
          key={facet.attribute}
          {...facet}
          visibleItems={
            facet.attribute === 'certified'
              ? (items) => certifiedFacetValues(items, certifiedOnly)
              : undefined
          }
        />
      ))}
    </>
  )
}
