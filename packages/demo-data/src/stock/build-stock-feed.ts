import { createRandom, DEMO_SEED } from '../random.ts'
import { demoDealers } from '../tenants.ts'
import { buildVehicle, type FeedContext } from './build-vehicle.ts'
import { allocateDealers } from './dealer-allocation.ts'
import type { StockFeedRow } from './stock-feed-row.ts'
import { UniqueValues } from './unique-values.ts'

export interface StockFeedOptions {
  /** Number of vehicles: about 1,500 for the demo, up to 100,000 for load tests. */
  vehicles: number
}

/**
 * The demo stock feed: the same number of vehicles always gives the same rows. Vehicles are spread over
 * the demo dealers by their stock share and dated relative to STOCK_REFERENCE_DATE
 * (reference-date.ts), never the clock.
 * Rows share read-only sub-objects (galleries, locations, variant data) to stay small at 100,000.
 */
export function buildStockFeed({ vehicles }: StockFeedOptions): StockFeedRow[] {
  if (!Number.isInteger(vehicles) || vehicles < 0)
    throw new Error(`vehicles must be a whole number, not ${vehicles}`)
  const random = createRandom(DEMO_SEED).fork(`stock:${vehicles}`)
  const plan = allocateDealers(vehicles, demoDealers, random.fork('allocation'))
  const context: FeedContext = {
    slugs: new UniqueValues(),
    vins: new UniqueValues(),
    plates: new UniqueValues(),
    stockNumbers: new Map(),
    random,
  }
  return plan.map((dealer, index) => buildVehicle(dealer, index, context))
}
