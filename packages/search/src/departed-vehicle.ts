import { type DepartedVehicleDocument, departedVehiclesCollection } from './collections/departed-vehicles.ts'
import { and, anyOf, equals, matchesNothing } from './filter-expression.ts'
import { isWritableValue, writeFilter } from './filter-writer.ts'
import type { SearchOnlyClient } from './search-only-client.ts'
import { isVehicleSlug } from './vehicle-detail.ts'

/**
 * The departed car of one of these dealers with this slug, or null. Only the site's own dealers are
 * asked for: another dealer's departed car is no page of this site at all.
 */
export async function findDepartedBySlug(
  searches: SearchOnlyClient,
  dealerSlugs: readonly string[],
  slug: string,
): Promise<DepartedVehicleDocument | null> {
  if (!isVehicleSlug(slug)) return null
  const filter = and(anyOf('dealership_slug', dealerSlugs.filter(isWritableValue)), equals('slug', slug))
  if (matchesNothing(filter)) return null
  const response = await searches.search<DepartedVehicleDocument>(departedVehiclesCollection.name, {
    q: '*',
    filter_by: writeFilter(filter),
    per_page: 1,
  })
  return response.hits?.[0]?.document ?? null
}
