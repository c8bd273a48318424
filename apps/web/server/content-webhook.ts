import { affectedSites, changedPromotionId, verifyContentWebhook } from '@forecourt/content/content-webhook'
import type { PromotionSyncOutcome } from '@forecourt/search/promoted-cars/sync-from-content'
import type { Request, Response } from 'express'
import { claimNotice, releaseNotice } from './content-webhook-receipts.ts'
import { serverLogger } from './logger.ts'
import type { AppServices } from './services.ts'

/**
 * POST /api/content/webhook: Sanity's signed notice that content was published. Cached content for the
 * affected websites is dropped (site resolver, search access, shared page cache) on this instance and,
 * through the database, on every other one, so the next request anywhere renders the new content;
 * without the notice, caches expire on their TTL. A promotion of cars is first brought into the search
 * index (which every instance shares); if the index cannot take it, the answer is 503 and Sanity retries.
 * A notice is applied once: the same signed notice again (a replay) is refused with 409 on every instance.
 */
export function contentWebhookHandler(services: AppServices) {
  const secret = services.config.content.webhookSecret
  return async (request: Request, response: Response) => {
    if (!secret) {
      response
        .status(503)
        .json({ message: 'The content webhook is not configured: set SANITY_WEBHOOK_SECRET.' })
      return
    }
    const body = typeof request.body === 'string' ? request.body : ''
    const signature = request.get('sanity-webhook-signature')
    const verdict = await verifyContentWebhook(body, signature, secret)
    if (!verdict.ok) {
      response.status(verdict.status).json({ message: verdict.message })
      return
    }
    const db = services.database.db
    if (!signature || !(await claimNotice(db, signature, verdict.signedAt))) {
      response.status(409).json({ message: 'This notice was received before: a replay is not applied.' })
      return
    }
    const promotionId = changedPromotionId(verdict.change)
    let promotion: PromotionSyncOutcome | undefined
    if (promotionId) {
      try {
        promotion = await services.promotedCars.sync(promotionId)
      } catch (error) {
        await releaseNotice(db, signature)
        serverLogger().error({ err: error, promotionId }, 'Promoted cars not written to the search index')
        response
          .status(503)
          .set('Retry-After', '30')
          .json({ message: 'The search index did not take the promotion; try again later.' })
        return
      }
      if (promotion.status === 'invalid')
        serverLogger().warn({ promotionId, problem: promotion.problem }, 'Promoted cars not applied')
    }
    const affected = affectedSites(verdict.change)
    try {
      await services.invalidations.announce({ kind: 'content', sites: affected.all ? 'all' : affected.slugs })
    } catch (error) {
      await releaseNotice(db, signature)
      throw error
    }
    response.json({ invalidated: affected.all ? 'all' : affected.slugs, ...(promotion ? { promotion } : {}) })
  }
}
