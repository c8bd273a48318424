import { above, and, below, matchesNothing } from '@forecourt/search/filter-expression'
import { writeFilter } from '@forecourt/search/filter-writer'
import type { Connector } from 'instantsearch.js'
import { useConnector } from 'react-instantsearch'
import { makeModelAndAgeFilter } from './refinements-filter'

/**
 * InstantSearch's part of the refinements it has no widget for: the `make_model` path and the listing age
 * ("listed in the last N days"). A virtual widget keeps them as UI state of their own (the search routing
 * reads and writes them like any other) and sends them as the searches' `filters`, built by the loader's
 * own `makeModelAndAgeFilter` and written by the app's filter writer, so the browser asks exactly what the
 * server asked. The adapter adds `filters` to every search, the facets' counts too.
 */

export type MakeModelAndAgeUiState = {
  /** `make_model` paths ('Toyota', 'Toyota > HiLux'). */
  makeModel?: string[]
  /** The URL's `created_at_timestamp`: a number of days, or text that matches no car. */
  listedWithin?: string
}

interface MakeModelAndAgeDescription {
  $$type: 'forecourt.make-model-and-age'
  indexUiState: MakeModelAndAgeUiState
}

interface MakeModelAndAgeParams extends Record<string, unknown> {
  /** The server's time now (ms): listing ages count back from it, as the loader's search did. */
  now: () => number
}

/**
 * A filter no car passes, for refinements that can match nothing (a path that is none, a listing age that
 * is no number of days, a value no filter can hold): the loader does not search for them at all, but the
 * browser's InstantSearch must send something, and it must never be every car.
 */
const NO_CAR = writeFilter(and(below('year', 0), above('year', 0)))

export function makeModelAndAgeFilterText(state: MakeModelAndAgeUiState, now: number): string | undefined {
  const filter = makeModelAndAgeFilter(
    {
      refinements: state.makeModel?.length ? { make_model: state.makeModel } : {},
      listedWithin: state.listedWithin ?? null,
    },
    { now },
  )
  if (matchesNothing(filter)) return NO_CAR
  return filter.kind === 'everything' ? undefined : `(${writeFilter(filter)})`
}

const connectMakeModelAndAge: Connector<MakeModelAndAgeDescription, MakeModelAndAgeParams> =
  (renderFn, unmountFn = () => {}) =>
  (widgetParams) => {
    let current: MakeModelAndAgeUiState = {}
    return {
      $$type: 'forecourt.make-model-and-age',
      init({ instantSearchInstance }) {
        renderFn({ widgetParams, instantSearchInstance }, true)
      },
      render({ instantSearchInstance }) {
        renderFn({ widgetParams, instantSearchInstance }, false)
      },
      dispose({ state }) {
        unmountFn()
        return state.setQueryParameter('filters', undefined)
      },
      getWidgetUiState(uiState) {
        const next = { ...uiState }
        delete next.makeModel
        delete next.listedWithin
        if (current.makeModel?.length) next.makeModel = current.makeModel
        if (current.listedWithin) next.listedWithin = current.listedWithin
        return next
      },
      getWidgetSearchParameters(searchParameters, { uiState }) {
        current = { makeModel: uiState.makeModel, listedWithin: uiState.listedWithin }
        return searchParameters.setQueryParameter(
          'filters',
          makeModelAndAgeFilterText(current, widgetParams.now()),
        )
      },
    }
  }

/** Registers the widget; it renders nothing. */
export function useMakeModelAndAge(now: () => number): void {
  useConnector(connectMakeModelAndAge, { now })
}
