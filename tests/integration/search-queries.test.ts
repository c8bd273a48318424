import { similarCarsPriceWindow } from '@forecourt/domain/search/similar-cars'
import { marketPriceRange } from '@forecourt/search/market-price-range'
import { findSimilarCars } from '@forecourt/search/similar-cars'
import { stockFilter } from '@forecourt/search/stock-filter'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  demoDocuments as documents,
  listedFor,
  startDemoStockSearch,
  demoVisibility as visibility,
} from './support/demo-stock-search.ts'

let search: Awaited<ReturnType<typeof startDemoStockSearch>>
const ways = ['typesense client', 'engine, without the client'] as const

beforeAll(async () => {
  search = await startDemoStockSearch()
})
afterAll(async () => {
  await search.close()
})

describe('similar cars', () => {
  const dealer = 'southern-cross-motors'
  const siteFilter = stockFilter([dealer], visibility)
  const car = documents.find(
    (document) =>
      listedFor(dealer)(document) &&
      document.status === 'in_stock' &&
      document.price > 0 &&
      documents.filter((other) => other.make === document.make && other.model === document.model).length > 3,
  )!

  it.each(ways)(
    '%s: shows at most 6 in-stock cars of the same site within the price window, never the car itself',
    async (way) => {
      const similar = await findSimilarCars(search.searchOnly[way], car, siteFilter)
      const window = similarCarsPriceWindow(car.price)
      expect(similar.length).toBeGreaterThan(0)
      expect(similar.length).toBeLessThanOrEqual(6)
      for (const other of similar) {
        expect(other.id).not.toBe(car.id)
        expect(other.status).toBe('in_stock')
        expect(other.dealership_slug).toBe(dealer)
        expect(other.price).toBeGreaterThanOrEqual(window.min)
        expect(other.price).toBeLessThanOrEqual(window.max)
      }
    },
  )

  it.each(ways)('%s: puts the same model first', async (way) => {
    const window = similarCarsPriceWindow(car.price)
    const sameModel = documents.filter(
      (other) =>
        listedFor(dealer)(other) &&
        other.id !== car.id &&
        other.status === 'in_stock' &&
        other.make === car.make &&
        other.model === car.model &&
        other.price >= window.min &&
        other.price <= window.max,
    )
    const similar = await findSimilarCars(search.searchOnly[way], car, siteFilter)
    const leading = similar.slice(0, Math.min(6, sameModel.length))
    expect(leading.every((other) => other.model === car.model && other.make === car.make)).toBe(true)
  })
})

describe('market price range', () => {
  it('spans comparable stock across every dealer, computed independently here', async () => {
    const car = documents.find((document) => document.car_type === 'used' && document.price > 0)!
    const spread = Math.max(20_000, Math.round(car.km * 0.5))
    const comparable = documents.filter(
      (other) =>
        other.id !== car.id &&
        other.make === car.make &&
        other.model === car.model &&
        Math.abs(other.year - car.year) <= 1 &&
        other.km >= Math.max(0, car.km - spread) &&
        other.km <= car.km + spread &&
        other.price > 0,
    )
    const range = await marketPriceRange(search.admin, car)
    if (comparable.length === 0) {
      expect(range).toBeNull()
      return
    }
    const prices = comparable.map((other) => other.price)
    expect(range).toMatchObject({
      min: Math.min(...prices),
      max: Math.max(...prices),
      count: comparable.length,
    })
  })
})
