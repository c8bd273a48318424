import { fetchPromotion } from '@forecourt/content/promoted-cars'
import type { Client } from 'typesense'
import { syncPromotion } from './sync-promotions.ts'

/** The content client, as the content package reads promotions with it. */
type ContentClient = Parameters<typeof fetchPromotion>[0]

export type PromotionSyncOutcome =
  | { status: 'applied'; items: number; removed: number }
  | { status: 'removed'; removed: number }
  | { status: 'invalid'; problem: string; removed: number }

/**
 * A promotion the content webhook named, brought into the search index as it is published now: the
 * webhook only says which document changed, so a retried, repeated or late delivery applies the current
 * version, never an old one. Deleted, unpublished or invalid, its pinned cars are taken out.
 */
export async function syncPromotionFromContent(
  content: ContentClient,
  search: Client,
  promotionId: string,
): Promise<PromotionSyncOutcome> {
  const read = await fetchPromotion(content, promotionId)
  if (read.kind === 'found') {
    const { items, removed } = await syncPromotion(search, promotionId, read.promotion)
    return { status: 'applied', items, removed }
  }
  const { removed } = await syncPromotion(search, promotionId, null)
  return read.kind === 'invalid'
    ? { status: 'invalid', problem: read.problem.problem, removed }
    : { status: 'removed', removed }
}
