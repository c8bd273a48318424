import { createRandom, DEMO_SEED } from '../random.ts'
import { type DemoDealer, demoDealers } from '../tenants.ts'
import { buildVehicle, type FeedContext } from './build-vehicle.ts'
import { allocateDealers } from './dealer-allocation.ts'
import { withSimilarIds } from './similar-ids.ts'
import type { StockFeedRow } from './stock-feed-row.ts'
import { UniqueValues } from './unique-values.ts'

export interface StockFeedOptions {
  /** Number of vehicles: about 1,500 for the demo, up to 100,000 for load tests. */
  vehicles: number
  /** The dealers sharing the stock: the demo's four unless a platform-sized demo names more. */
  dealers?: readonly DemoDealer[]
}

/** Cars of each demo dealer that were in the earlier feed and have left since (sold, or taken off sale). */
export const DEPARTED_PER_DEALER = 2

/**
 * The demo stock feed: the same number of vehicles always gives the same rows. Vehicles are spread over
 * the demo dealers by their stock share and dated relative to STOCK_REFERENCE_DATE
 * (reference-date.ts), never the clock.
 * Rows share read-only sub-objects (galleries, locations, variant data) to stay small at 100,000.
 */
export function buildStockFeed(options: StockFeedOptions): StockFeedRow[] {
  return buildStockFeeds(options).current
}

/**
 * Today's feed and an earlier one: the earlier feed holds every car of today's and a few more of each
 * dealer that have left since. Ingesting the earlier feed and then today's leaves those cars departed
 * (their pages answer 410), as a real dealer's feeds would. Today's rows are the same either way.
 */
export function buildStockFeeds({ vehicles, dealers = demoDealers }: StockFeedOptions): {
  current: StockFeedRow[]
  earlier: StockFeedRow[]
} {
  if (!Number.isInteger(vehicles) || vehicles < 0)
    throw new Error(`vehicles must be a whole number, not ${vehicles}`)
  const random = createRandom(DEMO_SEED).fork(`stock:${vehicles}`)
  const plan = allocateDealers(vehicles, dealers, random.fork('allocation'))
  const context: FeedContext = {
    slugs: new UniqueValues(),
    vins: new UniqueValues(),
    plates: new UniqueValues(),
    stockNumbers: new Map(),
    random,
  }
  const current = withSimilarIds(plan.map((dealer, index) => buildVehicle(dealer, index, context)))
  // Built after today's rows with the same context: their ids, slugs and plates are never today's.
  const departed = dealers.flatMap((dealer, dealerIndex) =>
    Array.from({ length: DEPARTED_PER_DEALER }, (_, n) =>
      buildVehicle(dealer, vehicles + dealerIndex * DEPARTED_PER_DEALER + n, context),
    ),
  )
  return { current, earlier: [...current, ...departed] }
}
