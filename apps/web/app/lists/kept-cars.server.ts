import type { Site } from '@forecourt/content/sites'
import {
  type DepartedVehicleDocument,
  departedVehiclesCollection,
} from '@forecourt/search/collections/departed-vehicles'
import { type VehicleDocument, vehiclesCollection } from '@forecourt/search/collections/vehicles'
import { and, anyOf, matchesNothing } from '@forecourt/search/filter-expression'
import { isWritableValue, writeFilter } from '@forecourt/search/filter-writer'
import { toVehicleDetail, type VehicleDetail } from '@forecourt/search/vehicle-detail'
import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context'
import { siteDealerships } from '~/search/site-stock.server'

/**
 * The cars a browser kept (favourites, recently viewed, compare), looked up for THIS site only: those its
 * stock lists today, those one of its dealers has taken out of stock (ADR 045), and the rest, which this
 * site does not list (another dealer's, or gone from the index altogether). Filters are trees
 * (ADR 043): the site's own stock filter with the ids, never a joined string.
 */
export interface KeptCars {
  listed: Map<string, VehicleDetail>
  departed: Map<string, DepartedVehicleDocument>
}

/** Kept lists are short: a results page's worth at most (the favourites offer sends up to 48). */
export const KEPT_CARS_LIMIT = 48

const CAR_ID = /^[A-Za-z0-9_-]{1,64}$/

export async function findKeptCars(
  context: Readonly<RouterContextProvider>,
  site: Site,
  carIds: readonly string[],
): Promise<KeptCars> {
  const ids = [...new Set(carIds)]
    .filter((id) => CAR_ID.test(id) && isWritableValue(id))
    .slice(0, KEPT_CARS_LIMIT)
  if (ids.length === 0) return { listed: new Map(), departed: new Map() }
  const { search, siteStock } = context.get(servicesContext)
  const dealers = siteDealerships(site)
    .map((dealer) => dealer.slug)
    .filter(isWritableValue)
  const departedFilter = and(anyOf('dealership_slug', dealers), anyOf('id', ids))
  const [listed, departed] = await Promise.all([
    search.searches.search<VehicleDocument>(vehiclesCollection.name, {
      q: '*',
      filter_by: writeFilter(and(siteStock.access(site).filter, anyOf('id', ids))),
      per_page: ids.length,
    }),
    matchesNothing(departedFilter)
      ? null
      : search.searches.search<DepartedVehicleDocument>(departedVehiclesCollection.name, {
          q: '*',
          filter_by: writeFilter(departedFilter),
          per_page: ids.length,
        }),
  ])
  return {
    listed: new Map((listed.hits ?? []).map((hit) => [hit.document.id, toVehicleDetail(hit.document)])),
    departed: new Map((departed?.hits ?? []).map((hit) => [hit.document.id, hit.document])),
  }
}
