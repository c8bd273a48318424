import type { GeoPoint } from '@forecourt/domain/locations/geo-point'
import type { Client } from 'typesense'
import { departedVehiclesCollection } from '../collections/departed-vehicles.ts'
import { vehiclesCollection } from '../collections/vehicles.ts'
import { anyOf, matchesNothing } from '../filter-expression.ts'
import { isWritableValue, writeFilter } from '../filter-writer.ts'
import type { StockFeedRow } from '../stock-feed-row.ts'
import { toVehicleDocument } from '../vehicle-document.ts'
import {
  type DepartedSource,
  departedSourceFields,
  forgetDeparted,
  recordDeparted,
} from './departed-vehicles.ts'
import { ensureCollections } from './ensure-collections.ts'
import { oneBatchInFlight } from './one-batch-in-flight.ts'
import type { Rejection } from './validate-feed-line.ts'
import { validateFeedLine } from './validate-feed-line.ts'

export interface IngestOptions {
  client: Client
  lines: AsyncIterable<{ line: number; text: string }>
  /** Dealer slug -> dealer name, from content: the feed does not carry the dealership's name. */
  dealerNames: ReadonlyMap<string, string>
  /**
   * Location id -> its coordinates, from content: each car is indexed at its location's point (near-me
   * searches). A location missing here leaves its cars without a point.
   */
  locationPoints?: ReadonlyMap<string, GeoPoint>
  /** Limit the run to one dealer: other dealers' rows are rejected and only its vehicles are removed. */
  dealerSlug?: string
  /** Applied to each valid row before indexing (the demo's date shift). */
  transformRow?: (row: StockFeedRow) => StockFeedRow
  /**
   * Cars reserved on the platform (a deposit paid, or a hold while the shopper pays): indexed as reserved
   * whatever the feed says, since the dealer's stock system hears of the reservation later.
   */
  platformReserved?: ReadonlySet<string>
  /** Told of each row the index took (price-drop alerts compare them with what shoppers saved). */
  onTaken?: (row: StockFeedRow) => void
  batchSize?: number
  /** The moment departed cars are recorded as leaving (tests fix it). */
  now?: () => Date
}

type Batch = { line: number; row: StockFeedRow }[]

export interface IngestSummary {
  taken: number
  rejected: Rejection[]
  removed: number
}

/**
 * Validates a stock feed row by row, upserts the good rows in batches and removes the vehicles of the
 * feed's dealers that are no longer in it, remembering them as departed (their pages answer 410); a
 * departed car back in the feed is forgotten. Running the same feed twice changes nothing.
 */
export async function ingestStock(options: IngestOptions): Promise<IngestSummary> {
  const { client, dealerNames, dealerSlug, batchSize = 1000 } = options
  const now = options.now?.() ?? new Date()
  await ensureCollections(client, [vehiclesCollection, departedVehiclesCollection])
  const documents = client.collections(vehiclesCollection.name).documents()

  const rejected: Rejection[] = []
  const seenIds = new Set<string>()
  const takenIds = new Set<string>()
  const dealersInFeed = new Set<string>()
  let taken = 0
  let batch: Batch = []

  const sent = oneBatchInFlight(async (current: Batch) => {
    const results = await documents.import(
      current.map(({ row }) =>
        toVehicleDocument(
          options.platformReserved?.has(row.id) ? { ...row, reserved: true } : row,
          dealerNames.get(row.dealership_slug) ?? row.dealership_slug,
          options.locationPoints?.get(row.location.id) ?? null,
        ),
      ),
      { action: 'upsert', throwOnFail: false },
    )
    results.forEach((result, index) => {
      const { line, row } = current[index]!
      if (result.success) {
        taken++
        takenIds.add(row.id)
        options.onTaken?.(row)
      } else
        rejected.push({
          line,
          id: row.id,
          field: '(index)',
          reason: result.error ?? 'rejected by the search index',
        })
    })
  })
  const flush = async () => {
    if (batch.length === 0) return
    const current = batch
    batch = []
    await sent.add(current)
  }

  for await (const { line, text } of options.lines) {
    const result = validateFeedLine(text, line)
    if (!result.ok) {
      rejected.push(result.rejection)
      if (result.rejection.id) seenIds.add(result.rejection.id)
      continue
    }
    const row = options.transformRow ? options.transformRow(result.row) : result.row
    if (dealerSlug && row.dealership_slug !== dealerSlug) {
      rejected.push({
        line,
        id: row.id,
        field: 'dealership_slug',
        reason: `belongs to ${row.dealership_slug}, not ${dealerSlug}`,
      })
      continue
    }
    if (!dealerNames.has(row.dealership_slug)) {
      rejected.push({
        line,
        id: row.id,
        field: 'dealership_slug',
        reason: `no dealer "${row.dealership_slug}" in content`,
      })
      continue
    }
    if (seenIds.has(row.id)) {
      rejected.push({
        line,
        id: row.id,
        field: 'id',
        reason: `duplicate of an earlier row with id ${row.id}`,
      })
      continue
    }
    seenIds.add(row.id)
    dealersInFeed.add(row.dealership_slug)
    batch.push({ line, row })
    if (batch.length >= batchSize) await flush()
  }
  await flush()
  await sent.drain()

  const dealers = dealerSlug ? [dealerSlug] : [...dealersInFeed]
  // A car back in stock is no longer departed, whichever dealer remembered it.
  await forgetDeparted(client, dealerSlug ? [dealerSlug] : [...dealerNames.keys()], takenIds, now)
  const removed = await removeDeparted(client, dealers, seenIds, now)
  rejected.sort((a, b) => a.line - b.line)
  return { taken, rejected, removed }
}

/**
 * Deletes the vehicles of these dealers whose ids the feed did not mention, first recording them as
 * departed. A dealer slug no filter can hold (a backtick, say) is no website's dealer, so its cars are
 * left; an id no filter can hold is deleted on its own.
 */
async function removeDeparted(
  client: Client,
  dealers: readonly string[],
  keep: ReadonlySet<string>,
  now: Date,
): Promise<number> {
  const dealerFilter = anyOf('dealership_slug', dealers.filter(isWritableValue))
  if (matchesNothing(dealerFilter)) return 0
  const collection = client.collections(vehiclesCollection.name)
  // One export of the feed dealers' cars (paging a search over them sorted every page again: quadratic).
  const exported = await collection.documents().export({
    filter_by: writeFilter(dealerFilter),
    include_fields: departedSourceFields.join(','),
  })
  const cars = exported
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as DepartedSource)
    .filter((car) => !keep.has(car.id))
  await recordDeparted(client, cars, now)
  const departed = cars.map((car) => car.id)
  const byFilter = departed.filter(isWritableValue)
  for (let start = 0; start < byFilter.length; start += 100) {
    const ids = byFilter.slice(start, start + 100)
    await collection.documents().delete({ filter_by: writeFilter(anyOf('id', ids)) })
  }
  for (const id of departed.filter((id) => !isWritableValue(id))) await collection.documents(id).delete()
  return departed.length
}
