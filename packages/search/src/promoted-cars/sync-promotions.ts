import type { Promotion } from '@forecourt/domain/promoted-cars/promotion'
import type { Client } from 'typesense'
import type { CurationObjectSchema } from 'typesense/lib/Typesense/CurationSets'
import { vehiclesCollection } from '../collections/vehicles.ts'
import { PROMOTED_CARS_SET, promotionCurationItems, promotionItemPrefix } from './curation-items.ts'
import { resolvePromotedCars } from './resolve-cars.ts'

/**
 * Keeps the search index's promoted-cars curation set in step with the Studio, through the Typesense API
 * only (the same calls against a cluster and the embedded engine). Both ways are idempotent: running one
 * twice leaves the index as running it once.
 */

const notFound = (error: unknown) => (error as { httpStatus?: number } | null)?.httpStatus === 404

async function promotionItems(client: Client, promotion: Promotion): Promise<CurationObjectSchema[]> {
  return promotionCurationItems(promotion, await resolvePromotedCars(client, promotion))
}

/** The stock index applies the set (the collection's `curation_sets`), after any sets it applies already. */
async function attachSet(client: Client): Promise<void> {
  const collection = await client.collections(vehiclesCollection.name).retrieve()
  const sets = (collection as { curation_sets?: string[] }).curation_sets ?? []
  if (sets.includes(PROMOTED_CARS_SET)) return
  await client.collections(vehiclesCollection.name).update({ curation_sets: [...sets, PROMOTED_CARS_SET] })
}

/**
 * Every website's promotions, written as the whole set at once (cars resolved against the stock as it is
 * now): what stock ingestion runs after each feed, so rules pick from today's stock, sold cars drop out
 * and anything a missed webhook left behind is put right.
 */
export async function replaceAllPromotions(
  client: Client,
  promotions: readonly Promotion[],
): Promise<{ items: number }> {
  const items: CurationObjectSchema[] = []
  for (const promotion of promotions) items.push(...(await promotionItems(client, promotion)))
  await client.curationSets(PROMOTED_CARS_SET).upsert({ items })
  await attachSet(client)
  return { items: items.length }
}

/**
 * One promotion after the content webhook named it: its items replaced by those of the promotion as
 * published now, or removed when it is gone (`null`). New items are written before stale ones go, so a
 * search never sees a gap.
 */
export async function syncPromotion(
  client: Client,
  promotionId: string,
  promotion: Promotion | null,
): Promise<{ items: number; removed: number }> {
  const items = promotion ? await promotionItems(client, promotion) : []
  const set = client.curationSets(PROMOTED_CARS_SET)
  let existing: CurationObjectSchema[]
  try {
    existing = (await set.retrieve()).items
  } catch (error) {
    if (!notFound(error)) throw error
    // The first promotion ever: the set starts with its items.
    await set.upsert({ items })
    await attachSet(client)
    return { items: items.length, removed: 0 }
  }
  for (const { id, ...item } of items) await set.items(id).upsert(item)
  const keep = new Set(items.map((item) => item.id))
  const prefix = promotionItemPrefix(promotionId)
  const stale = existing.filter((item) => item.id.startsWith(prefix) && !keep.has(item.id))
  for (const item of stale) {
    try {
      await set.items(item.id).delete()
    } catch (error) {
      // Removed meanwhile (a webhook retried while the first delivery ran): what was wanted.
      if (!notFound(error)) throw error
    }
  }
  await attachSet(client)
  return { items: items.length, removed: stale.length }
}
