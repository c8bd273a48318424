import { affectedSites, verifyContentWebhook } from '@forecourt/content/content-webhook'
import type { Request, Response } from 'express'
import type { AppServices } from './services.ts'

/**
 * POST /api/content/webhook: Sanity's signed notice that content was published. Cached content for the
 * affected websites is dropped (site resolver, search access, shared page cache) on this instance and,
 * through the database, on every other one, so the next request anywhere renders the new content;
 * without the notice, caches expire on their TTL.
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
    const affected = affectedSites(verdict.change)
    await services.invalidations.announce({ kind: 'content', sites: affected.all ? 'all' : affected.slugs })
    response.json({ invalidated: affected.all ? 'all' : affected.slugs })
  }
}
