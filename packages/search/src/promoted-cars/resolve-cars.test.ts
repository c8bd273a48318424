import type { Promotion } from '@forecourt/domain/promoted-cars/promotion'
import type { Client } from 'typesense'
import { describe, expect, it } from 'vitest'
import { resolvePromotedCars } from './resolve-cars.ts'

/** A search service that finds, for each search, the car named by its stock number filter. */
function searchService() {
  const asked: string[] = []
  const client = {
    multiSearch: {
      perform: async ({ searches }: { searches: { filter_by: string }[] }) => {
        asked.push(...searches.map((search) => search.filter_by))
        return {
          results: searches.map(({ filter_by }) => {
            const stockNumber = /stocknum:=\[`([^`]+)`\]/.exec(filter_by)?.[1]
            return { hits: stockNumber ? [{ document: { id: `car-${stockNumber}` } }] : [] }
          }),
        }
      },
    },
  } as unknown as Client
  return { client, asked }
}

const promotion = (stockNumbers: string[]) =>
  ({
    site: { slug: 'a-motors', dealerSlugs: ['a-motors'] },
    cars: stockNumbers.map((stockNumber, index) => ({ stockNumber, position: index + 1 })),
  }) as unknown as Promotion

describe("a promotion's cars", () => {
  it('finds each car by its stock number, in one multi-search', async () => {
    const { client, asked } = searchService()
    expect(await resolvePromotedCars(client, promotion(['AB12', 'CD34']))).toEqual(['car-AB12', 'car-CD34'])
    expect(asked).toHaveLength(2)
  })

  it('finds no car for a stock number no filter can hold, and still finds the others', async () => {
    const { client, asked } = searchService()
    expect(await resolvePromotedCars(client, promotion(['AB`12', 'CD34']))).toEqual([null, 'car-CD34'])
    expect(asked).toHaveLength(1)
    const none = searchService()
    expect(await resolvePromotedCars(none.client, promotion(['X*']))).toEqual([null])
    expect(none.asked).toEqual([])
  })
})
