import { SEARCH_HITS_PER_PAGE } from '@forecourt/domain/search/facet-panel'
import { describe, expect, it } from 'vitest'
import { buildStockFeed } from '../stock/build-stock-feed.ts'
import { STOCK_REFERENCE_TIME } from '../stock/reference-date.ts'
import { demoPromotions } from './promoted-cars.ts'

/** The feed `npm start` loads (the CLI's default size). */
const feed = buildStockFeed({ vehicles: 1500 })

describe('demo promoted cars', () => {
  const [current, expired] = demoPromotions

  it('has one promotion in force from the demo stock date on, and one expired before it', () => {
    expect(Date.parse(current!.startsAt)).toBeLessThanOrEqual(STOCK_REFERENCE_TIME)
    expect(Date.parse(current!.expiresAt)).toBeGreaterThan(Date.parse('2090-01-01T00:00:00Z'))
    expect(Date.parse(expired!.expiresAt)).toBeLessThan(STOCK_REFERENCE_TIME)
    expect(current!.landingPaths).toEqual(expired!.landingPaths)
  })

  it("pins available used cars of the website's default feed that are not on the first page by rank", () => {
    for (const promotion of demoPromotions) {
      const stock = feed
        .filter((row) => row.dealership_slug === promotion.website && row.car_type === 'used')
        .sort((a, b) => b.custom_rank - a.custom_rank)
      for (const car of promotion.cars) {
        if ('stockNumber' in car) {
          const rank = stock.findIndex((row) => row.stocknum === car.stockNumber)
          expect(rank, car.stockNumber).toBeGreaterThanOrEqual(SEARCH_HITS_PER_PAGE)
          expect(stock[rank]).toMatchObject({ status: 'in_stock', reserved: false })
        } else {
          const { make, model, condition } = car.rule
          const matching = stock.filter(
            (row) =>
              row.status === 'in_stock' &&
              !row.reserved &&
              (!make || row.make === make) &&
              (!model || row.model === model) &&
              (!condition || row.car_type === condition),
          )
          expect(matching.length, JSON.stringify(car.rule)).toBeGreaterThan(0)
          expect(stock.indexOf(matching[0]!)).toBeGreaterThanOrEqual(SEARCH_HITS_PER_PAGE)
        }
      }
    }
  })
})
