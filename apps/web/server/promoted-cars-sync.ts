import type { OpenedContent } from '@forecourt/content/open-content'
import {
  type PromotionSyncOutcome,
  syncPromotionFromContent,
} from '@forecourt/search/promoted-cars/sync-from-content'
import type { SearchConnection } from '@forecourt/search/search-connection'

/** Brings a promotion the content webhook named into the search index. */
export interface PromotedCarsSync {
  sync(promotionId: string): Promise<PromotionSyncOutcome>
}

/**
 * Reads the promotion as published now (the embedded dataset re-read, hosted content past the CDN) and
 * writes its curation items. One sync at a time on this instance, so two deliveries for one promotion
 * cannot interleave and leave the older version in the index.
 */
export function createPromotedCarsSync(content: OpenedContent, search: SearchConnection): PromotedCarsSync {
  const fresh = content.uncachedClient.withConfig({ useCdn: false })
  let queue: Promise<unknown> = Promise.resolve()
  return {
    sync(promotionId) {
      const run = queue.then(() => {
        content.reload()
        return syncPromotionFromContent(fresh, search.client, promotionId)
      })
      queue = run.catch(() => {})
      return run
    },
  }
}
