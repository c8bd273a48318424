import { isListed, stockVisibility } from '@forecourt/domain/search/stock-visibility'
import { mergeSiteSettings } from '@forecourt/domain/site/settings'
import { describe, expect, it } from 'vitest'
import { dealerSettings, groupSettings } from '../content/site-settings.ts'
import { demoDealers } from '../tenants.ts'
import { buildStockFeed } from './build-stock-feed.ts'
import { STOCK_REFERENCE_TIME } from './reference-date.ts'
import type { StockFeedRow } from './stock-feed-row.ts'

/**
 * The default demo feed (what `npm start` serves) must let a shopper see every case of the results page:
 * the sold-car collapse, $0 prices, the 'new arrival' placeholder, thumbnail strips, every card tag.
 */
const feed = buildStockFeed({ vehicles: 1_500 })

function listed(slug: string): StockFeedRow[] {
  const dealer = demoDealers.find((candidate) => candidate.slug === slug)!
  const visibility = stockVisibility(
    mergeSiteSettings(groupSettings[dealer.groupSlug], dealerSettings[slug]),
    new Date(STOCK_REFERENCE_TIME),
  )
  return feed
    .filter((row) => row.dealership_slug === slug)
    .filter((row) =>
      isListed({ ...row, updated_at_timestamp: Date.parse(row.updated_at) / 1000 }, visibility),
    )
    .sort((a, b) => b.custom_rank - a.custom_rank)
}

describe('demo stock for the results page', () => {
  it.each(['harbourside-volkswagen', 'southern-cross-motors', 'coastline-motorcycles'])(
    '%s lists consecutive sold cars in its default order',
    (slug) => {
      const rows = listed(slug)
      expect(rows.some((row, index) => row.status === 'sold' && rows[index - 1]?.status === 'sold')).toBe(
        true,
      )
    },
  )

  it.each(demoDealers.map((dealer) => dealer.slug))('%s has every kind of card', (slug) => {
    const rows = listed(slug)
    expect(rows.some((row) => row.price === 0)).toBe(true)
    expect(rows.some((row) => row.images.length === 0)).toBe(true)
    expect(rows.some((row) => row.images.length > 0 && row.images.length <= 3)).toBe(true)
    expect(rows.some((row) => row.status === 'in_stock' && row.images.length > 3)).toBe(true)
    expect(rows.some((row) => row.reserved)).toBe(true)
  })

  it('has coming-soon cars, certified used Volkswagens, runout sales and electrified cars', () => {
    const harbourside = listed('harbourside-volkswagen')
    expect(harbourside.some((row) => row.status === 'coming_soon')).toBe(true)
    expect(
      harbourside.some((row) => row.certified && row.make === 'Volkswagen' && row.car_type === 'used'),
    ).toBe(true)
    expect(feed.some((row) => row.tag === 'RUNOUT SALE')).toBe(true)
    expect(harbourside.some((row) => row.tag === 'Electric' || row.tag === 'Hybrid')).toBe(true)
  })

  it("has a dealer with more than 7 makes (the list before 'Show all makes') and makes with several models", () => {
    const makes = new Set(listed('southern-cross-motors').map((row) => row.make))
    expect(makes.size).toBeGreaterThan(7)
    const models = new Set(
      listed('harbourside-volkswagen')
        .filter((row) => row.make === 'Volkswagen')
        .map((row) => row.model),
    )
    expect(models.size).toBeGreaterThan(1)
  })
})
