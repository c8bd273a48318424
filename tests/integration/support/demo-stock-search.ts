import { buildStockFeed } from '@forecourt/demo-data/stock/build-stock-feed'
import { STOCK_REFERENCE_DATE } from '@forecourt/demo-data/stock/reference-date'
import { demoDealers } from '@forecourt/demo-data/tenants'
import { stockVisibility } from '@forecourt/domain/search/stock-visibility'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'
import { ingestStock } from '@forecourt/search/ingest/ingest-stock'
import { stockFeedRowSchema } from '@forecourt/search/stock-feed-row'
import { toVehicleDocument } from '@forecourt/search/vehicle-document'
import { linesOf, startEmbeddedSearch } from './embedded-search.ts'

/** The demo stock feed (1,500 cars of every demo dealer), as documents and as the engine holds them. */
export const demoFeed = buildStockFeed({ vehicles: 1500 })
const dealerNames = new Map(demoDealers.map((dealer) => [dealer.slug, dealer.name]))
export const demoDocuments: VehicleDocument[] = demoFeed.map((row) =>
  toVehicleDocument(stockFeedRowSchema.parse(row), dealerNames.get(row.dealership_slug)!),
)
export const demoNow = new Date(STOCK_REFERENCE_DATE)
export const demoVisibility = stockVisibility(
  { listingAgeThresholdDays: 3, usedStockOnly: false, inStockOnly: false },
  demoNow,
)

/** Whether a document passes a dealer's site rule, computed here without the search engine. */
export const listedFor = (dealer: string) => (document: VehicleDocument) =>
  document.dealership_slug === dealer &&
  (document.status !== 'sold' || document.updated_at_timestamp >= demoVisibility.soldListedSince)

/** A fresh in-memory engine holding the demo feed. */
export async function startDemoStockSearch() {
  const search = await startEmbeddedSearch()
  await ingestStock({ client: search.admin, lines: linesOf(demoFeed), dealerNames })
  return search
}
