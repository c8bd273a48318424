import { moreLikeThisLabel } from '@forecourt/domain/search/one-per-model'
import type { SearchState } from '@forecourt/domain/search/url-state'
import type { VehicleHit } from './vehicle-hit'

/** The link under a one-per-model card to the rest of its model's cars. */
export interface MoreLikeThis {
  href: string
  /** '12 more like this'. */
  label: string
  /** The same, with the model it is about: '12 more like this: Toyota HiLux'. */
  accessibleName: string
}

/**
 * The search of one make and model's cars in the search in force (its other refinements, place and order
 * kept): the model's box ticked as the filters tick it, every car of it, from the first page.
 */
export function modelCarsSearch(state: SearchState, hit: Pick<VehicleHit, 'make' | 'model'>): SearchState {
  return {
    ...state,
    refinements: { ...state.refinements, make: [hit.make], model: [hit.model] },
    view: 'all',
    page: 1,
  }
}

/** A card's "N more like this", or null for a model's only car (or a hit of a search not by model). */
export function moreLikeThis(
  hit: Pick<VehicleHit, 'make' | 'model' | '_group_found'>,
  state: SearchState,
  href: (next: SearchState) => string,
): MoreLikeThis | null {
  const label = hit._group_found === undefined ? null : moreLikeThisLabel(hit._group_found)
  if (!label) return null
  return {
    href: href(modelCarsSearch(state, hit)),
    label,
    accessibleName: `${label}: ${hit.make} ${hit.model}`,
  }
}
