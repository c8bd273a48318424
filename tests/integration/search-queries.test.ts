import { buildStockFeed } from '@forecourt/demo-data/stock/build-stock-feed'
import { STOCK_REFERENCE_DATE } from '@forecourt/demo-data/stock/reference-date'
import { demoDealers } from '@forecourt/demo-data/tenants'
import { similarCarsPriceWindow } from '@forecourt/domain/similar-cars'
import { stockVisibility } from '@forecourt/domain/stock-visibility'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'
import { writeFilter } from '@forecourt/search/filter-writer'
import { ingestStock } from '@forecourt/search/ingest/ingest-stock'
import { marketPriceRange } from '@forecourt/search/market-price-range'
import { scopedSearchKey } from '@forecourt/search/scoped-search-key'
import { findSimilarCars } from '@forecourt/search/similar-cars'
import { stockFeedRowSchema } from '@forecourt/search/stock-feed-row'
import { stockFilter } from '@forecourt/search/stock-filter'
import { toVehicleDocument } from '@forecourt/search/vehicle-document'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linesOf, startEmbeddedSearch } from './support/embedded-search.ts'

const feed = buildStockFeed({ vehicles: 1500 })
const dealerNames = new Map(demoDealers.map((dealer) => [dealer.slug, dealer.name]))
const documents = feed.map((row) =>
  toVehicleDocument(stockFeedRowSchema.parse(row), dealerNames.get(row.dealership_slug)!),
)
const now = new Date(STOCK_REFERENCE_DATE)
const visibility = stockVisibility(
  { listingAgeThresholdDays: 3, usedStockOnly: false, inStockOnly: false },
  now,
)
let search: Awaited<ReturnType<typeof startEmbeddedSearch>>
const ways = ['typesense client', 'engine, without the client'] as const

beforeAll(async () => {
  search = await startEmbeddedSearch()
  await ingestStock({ client: search.admin, lines: linesOf(feed), dealerNames })
})
afterAll(async () => {
  await search.close()
})

/** Whether a document passes the site rule, computed here without the search engine. */
const listedFor = (dealer: string) => (document: VehicleDocument) =>
  document.dealership_slug === dealer &&
  (document.status !== 'sold' || document.updated_at_timestamp >= visibility.soldListedSince)

describe('a website’s scoped search key', () => {
  const dealer = 'southern-cross-motors'
  const key = () =>
    scopedSearchKey(search.admin, search.searchApiKey, {
      filterBy: writeFilter(stockFilter([dealer], visibility)),
      expiresAt: new Date(Date.now() + 3_600_000),
    })

  it('finds exactly the stock the site lists', async () => {
    const result = await search
      .clientWith(key())
      .collections('vehicles')
      .documents()
      .search({ q: '*', per_page: 0 })
    expect(result.found).toBe(documents.filter(listedFor(dealer)).length)
  })

  it('cannot be widened to another dealer’s stock by the request’s own filter', async () => {
    const result = await search.clientWith(key()).collections('vehicles').documents().search({
      q: '*',
      filter_by: 'dealership_slug:=harbourside-volkswagen || dealership_slug:!=x',
      per_page: 0,
    })
    const expected = documents.filter(listedFor(dealer)).length
    expect(result.found).toBe(expected)
  })

  it('hides sold cars older than the listing-age threshold', async () => {
    const oldSold = documents.find(
      (document) => document.dealership_slug === dealer && !listedFor(dealer)(document),
    )
    expect(oldSold).toBeDefined()
    const result = await search
      .clientWith(key())
      .collections('vehicles')
      .documents()
      .search({ q: '*', filter_by: `id:=${oldSold!.id}`, per_page: 1 })
    expect(result.found).toBe(0)
  })
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
