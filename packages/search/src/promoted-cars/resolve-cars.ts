import type { Promotion } from '@forecourt/domain/promoted-cars/promotion'
import type { Client } from 'typesense'
import { vehiclesCollection } from '../collections/vehicles.ts'
import { UnwritableFilterError, writeFilter } from '../filter-writer.ts'
import { promotedCarFilter } from './car-filter.ts'

interface IdsResponse {
  hits?: { document: { id?: unknown } }[]
  error?: string
}

/**
 * The stock index id of each of a promotion's cars, in order (null where none is in stock), in one
 * multi-search. A rule takes the best-ranked matching car (the index's own order) that no car before it,
 * nor a car named by stock number, took already. A car whose stock number or rule values no filter can
 * hold (a backtick, say) finds no car.
 */
export async function resolvePromotedCars(client: Client, promotion: Promotion): Promise<(string | null)[]> {
  const { cars, site } = promotion
  const filters = cars.map((car) =>
    writtenOrNull(() => writeFilter(promotedCarFilter(site.dealerSlugs, car))),
  )
  const asked = cars.flatMap((car, index) => {
    const filter_by = filters[index]
    if (filter_by === null || filter_by === undefined) return []
    return [
      {
        index,
        search: {
          collection: vehiclesCollection.name,
          q: '*',
          filter_by,
          include_fields: 'id',
          // Enough for a rule to skip every other car of the promotion.
          per_page: 'stockNumber' in car ? 1 : cars.length,
        },
      },
    ]
  })
  const response =
    asked.length > 0 ? await client.multiSearch.perform({ searches: asked.map((item) => item.search) }) : null
  const answers = (response?.results ?? []) as unknown as IdsResponse[]
  const results = new Map(asked.map((item, position) => [item.index, answers[position]]))
  const idsOf = (index: number): string[] => {
    if (filters[index] === null) return []
    const result = results.get(index)
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

function writtenOrNull(write: () => string): string | null {
  try {
    return write()
  } catch (error) {
    if (error instanceof UnwritableFilterError) return null
    throw error
  }
}
