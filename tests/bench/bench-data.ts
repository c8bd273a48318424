import { buildStockFeed } from '@forecourt/demo-data/stock/build-stock-feed'
import { demoDealers } from '@forecourt/demo-data/tenants'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'
import { stockFeedRowSchema } from '@forecourt/search/stock-feed-row'
import { toVehicleDocument } from '@forecourt/search/vehicle-document'

/** The index documents for `size` generated vehicles, exactly as stock ingestion builds them. */
export function buildVehicleDocuments(size: number): VehicleDocument[] {
  const dealerNames = new Map(demoDealers.map((dealer) => [dealer.slug, dealer.name]))
  // Ingestion validates every feed row with the Zod schema before turning it into a document.
  return buildStockFeed({ vehicles: size }).map((feedRow) => {
    const row = stockFeedRowSchema.parse(feedRow)
    return toVehicleDocument(row, dealerNames.get(row.dealership_slug) ?? row.dealership_slug)
  })
}

/** JSON lines in batches, as an importer sends them. */
export function jsonLineBatches(
  documents: readonly object[],
  batchSize: number,
  replacer?: (key: string, value: unknown) => unknown,
): string[][] {
  const batches: string[][] = []
  for (let start = 0; start < documents.length; start += batchSize) {
    batches.push(documents.slice(start, start + batchSize).map((doc) => JSON.stringify(doc, replacer)))
  }
  return batches
}

/** Orama rejects `null` in typed fields; a missing field means the same thing to both engines. */
export const dropNulls = (_key: string, value: unknown) => (value === null ? undefined : value)
