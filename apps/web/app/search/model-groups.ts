import type { ResultsLayout } from '@forecourt/domain/search/one-per-model'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'

/**
 * The one-per-model search (issue 20, ADR 035): the stock index grouped by its make-and-model field
 * (`make_model`, 'Toyota > HiLux': one facet value per pair, so one group per make and model), the best
 * car of each group in the search's order. The loader writes these parameters itself; InstantSearch is
 * started with the same ones (the adapter's `additionalSearchParameters`), so both ask the same question.
 * Typesense's `found` then counts groups, so pages count models, and facet values count models too.
 */

/** The field each model's cars share. */
export const MODEL_GROUP_FIELD = 'make_model' satisfies keyof VehicleDocument

export interface ModelGroupParameters {
  group_by: string
  group_limit: number
}

/** The grouping of a view's searches: one car per make and model, or none for every car. */
export function modelGroupParameters(layout: ResultsLayout): ModelGroupParameters | null {
  return layout === 'model' ? { group_by: MODEL_GROUP_FIELD, group_limit: 1 } : null
}
