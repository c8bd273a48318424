import type { Promotion } from '@forecourt/domain/promoted-cars/promotion'
import type { Client } from 'typesense'
import { vehiclesCollection } from '../collections/vehicles.ts'
import { promotedCarFilter } from './car-filter.ts'

interface IdsResponse {
  hits?: { document: { id?: unknown } }[]
  error?: string
}

/**
 * The stock index id of each of a promotion's cars, in order (null where none is in stock), in one
 * multi-search. A rule takes the best-ranked matching car (the index's own order) that no car before it,
 * nor a car named by stock number, took already.
 */
export async function resolvePromotedCars(client: Client, promotion: Promotion): Promise<(string | null)[]> {
  const { cars, site } = promotion
  const searches = cars.map((car) => ({
    collection: vehiclesCollection.name,
    q: '*',
    filter_by: promotedCarFilter(site.dealerSlugs, car),
    include_fields: 'id',
    // Enough for a rule to skip every other car of the promotion.
    per_page: 'stockNumber' in car ? 1 : cars.length,
  }))
  const response = await client.multiSearch.perform({ searches })
  const results = response.results as unknown as IdsResponse[]
  const idsOf = (index: number): string[] => {
    const result = results[index]
    if (!result || result.error)
      throw new Error(`Promoted car lookup failed: ${result?.error ?? 'no result'}`)
    return (result.hits ?? []).flatMap((hit) =>
      typeof hit.document.id === 'string' ? [hit.document.id] : [],
    )
  }
  const resolved: (string | null)[] = cars.map((car, index) =>
    'stockNumber' in car ? (idsOf(index)[0] ?? null) : null,
  )
  const taken = new Set(resolved.filter((id): id is string => id !== null))
  cars.forEach((car, index) => {
    if ('stockNumber' in car) return
    const id = idsOf(index).find((candidate) => !taken.has(candidate)) ?? null
    if (id) taken.add(id)
    resolved[index] = id
  })
  return resolved
}
