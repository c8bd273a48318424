import { createBrowserSearchGateway } from '@forecourt/search/browser-search/browser-search-gateway'
import { browserSearchPolicy } from '@forecourt/search/browser-search/browser-search-policy'
import { vehiclesCollection } from '@forecourt/search/collections/vehicles'
import type { SearchConnection } from '@forecourt/search/search-connection'
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import { serverLogger } from './logger.ts'

/**
 * `/typesense`: each website's browsers search its stock here, on its own origin, with the site's browser
 * key; the gateway reads, limits and forwards each search (docs/decisions/042-browser-search-gateway.md).
 * Browser searches are small: a larger body is refused with 413 before it is read.
 */
export function browserSearchRouter(search: SearchConnection): Router {
  const gateway = createBrowserSearchGateway({
    searchApiKey: search.searchApiKey,
    searches: search.searches,
    policy: browserSearchPolicy(vehiclesCollection),
    onRefused: (status, message) =>
      serverLogger().info({ status, reason: message }, 'Browser search refused'),
    // The embedded engine's one thread also answers the pages' searches; a cluster answers many at once.
    turns: { concurrency: search.embedded ? 1 : 8, maxWaiting: 64 },
  })
  const router = express.Router()
  router.use(
    express.text({ type: () => true, limit: '64kb' }),
    async (request: Request, response: Response, next: NextFunction) => {
      try {
        const url = new URL(request.url, 'http://gateway')
        const header = request.headers['x-typesense-api-key']
        const answer = await gateway({
          method: request.method,
          path: url.pathname,
          query: url.searchParams,
          apiKeyHeader: Array.isArray(header) ? header[0] : header,
          body: typeof request.body === 'string' ? request.body : '',
        })
        if (answer.retryAfterSeconds) response.set('Retry-After', String(answer.retryAfterSeconds))
        response.status(answer.status).set('Cache-Control', 'no-store').type('json').send(answer.body)
      } catch (error) {
        next(error)
      }
    },
    (error: { status?: number }, _request: Request, response: Response, next: NextFunction) => {
      if (error.status !== 413 && error.status !== 400) return next(error)
      response
        .status(error.status)
        .type('json')
        .send(JSON.stringify({ message: error.status === 413 ? 'Request body too large.' : 'Bad request.' }))
    },
  )
  return router
}
