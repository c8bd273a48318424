import { hasSessionCookie } from '@forecourt/accounts/shopper-auth'
import { repoRoot } from '@forecourt/config/repo-root'
import { embeddedMediaDir } from '@forecourt/content/open-content'
import { BROWSER_SEARCH_PATH } from '@forecourt/search/browser-search/browser-search-path'
import { createRequestHandler } from '@react-router/express'
import express, { type NextFunction, type Request, type Response } from 'express'
import { RouterContextProvider } from 'react-router'
import {
  clientAddressContext,
  cspNonceContext,
  documentRendererContext,
  postRefusalContext,
  servicesContext,
} from '~/context'
import type { DocumentRenderer } from '~/document/document-renderer'
import { browserSearchRouter } from './browser-search.ts'
import { contentWebhookHandler } from './content-webhook.ts'
import { devRoutes } from './dev-routes.ts'
import { faviconHandler } from './favicon.ts'
import { forwardedHeaders } from './forwarded-headers.ts'
import { serverLogger } from './logger.ts'
import { createPageCache } from './page-cache.ts'
import { paymentWebhookRoute } from './payment-webhook.ts'
import { formBodyLimit, sameOriginPosts, untrustedProxyPosts } from './post-guards.ts'
import { readinessHandler } from './readiness.ts'
import { nonceOf } from './security-headers.ts'
import type { AppServices } from './services.ts'

export { renderTransferredDocument } from '~/document/render-transferred-document'
export { createServices } from './services.ts'

/**
 * The dynamic part of the web server: demo media and every React Router route. Pages render on
 * `documentRenderer` when given (the render thread), else on the request's thread.
 */
export async function createServerApp(
  services: AppServices,
  documentRenderer: DocumentRenderer | null = null,
): Promise<express.Express> {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', services.config.trustProxyHops)
  // X-Forwarded-Host never makes a request's address (every page and message is built from the site's own).
  app.use(forwardedHeaders)

  // Liveness for load balancers and the end-to-end runner; answers before any tenant is resolved.
  app.get('/healthz', (_request, response) => {
    response.json({ status: 'ok' })
  })
  // Readiness: the database and the search service answer (503 naming the one that does not).
  app.get('/readyz', readinessHandler(services))

  app.get('/favicon.ico', faviconHandler(services.sites))

  // Browsers search here, in every mode: the gateway checks the site's key and rebuilds each search.
  app.use(BROWSER_SEARCH_PATH, browserSearchRouter(services.search))

  if (services.config.content.source === 'embedded') {
    app.use(
      '/demo-media',
      express.static(embeddedMediaDir(services.config, repoRoot), {
        maxAge: '1d',
        fallthrough: false,
      }),
      // A missing file (404), a path out of the folder (403) or a malformed one (400): said plainly,
      // without a stack trace in the log for every probe.
      (error: { status?: number }, _request: Request, response: Response, next: NextFunction) => {
        if (!error.status || error.status >= 500) return next(error)
        const text =
          error.status === 404 ? 'Not found.' : error.status === 403 ? 'Forbidden.' : 'Bad request.'
        response.status(error.status).type('text/plain').send(text)
      },
    )
  }

  // Never in production (NODE_ENV=production) nor on PostgreSQL.
  const development = devRoutes(services)
  if (development) app.use(development)

  // Pages that declare themselves shareable are served from memory for up to PAGE_CACHE_TTL_SECONDS.
  const pageCache = createPageCache({
    maxAgeSeconds: services.config.pageCache.maxAgeSeconds,
    // Each visitor gets the page with its own response's nonce, never the one it was rendered with.
    nonceOf,
    isPersonal: (request) => hasSessionCookie(request.headers.cookie ?? null),
  })
  app.post(
    '/api/content/webhook',
    express.text({ type: () => true, limit: '64kb' }),
    contentWebhookHandler(services),
    (error: { status?: number }, _request: Request, response: Response, next: NextFunction) => {
      if (error.status !== 413) return next(error)
      response.status(413).json({ message: 'Webhook body too large.' })
    },
  )
  // Content published, stock ingested, a car reserved or freed, here or on another instance: the cached
  // pages may show the old state.
  services.invalidations.onApplied(() => pageCache.purge())
  // Signed by the payment provider, not posted by a browser: before the same-origin guard, raw body kept.
  // Not routed when no provider takes deposits.
  const { receiver } = services.reservations
  if (receiver) app.post('/api/payments/webhook', ...paymentWebhookRoute(receiver))
  app.use(pageCache)
  // Every form post below (leads, verifications, the watchlist) is same-origin and small.
  app.use(sameOriginPosts, untrustedProxyPosts(serverLogger()), formBodyLimit())

  // Given a function, React Router rebuilds its route tables on every request: only development needs
  // that (Vite reloads changed routes); elsewhere the build is loaded once.
  const build =
    services.config.env === 'development'
      ? () => import('virtual:react-router/server-build')
      : await import('virtual:react-router/server-build')
  const pages = createRequestHandler({
    build,
    // Errors sanitised and logged as in production wherever the build runs (NODE_ENV=test logs none).
    mode: services.config.env === 'development' ? 'development' : 'production',
    getLoadContext(request, response) {
      const context = new RouterContextProvider()
      context.set(servicesContext, services)
      context.set(cspNonceContext, nonceOf(response))
      context.set(documentRendererContext, documentRenderer)
      context.set(clientAddressContext, request.ip ?? request.socket.remoteAddress ?? 'unknown')
      context.set(postRefusalContext, (response.locals.postRefusal as string | undefined) ?? null)
      return context
    },
  })
  // Counted until each handler ends, even when its shopper has gone, so the services outlive it; once they
  // are closing, a request that still reaches here (its connection was kept open) is told to come back.
  app.use(async (request: Request, response: Response, next: NextFunction) => {
    if (await services.workInFlight.run(async () => pages(request, response, next))) return
    if (!response.headersSent)
      response.status(503).set('Retry-After', '5').type('text').send('Shutting down.')
  })
  return app
}
