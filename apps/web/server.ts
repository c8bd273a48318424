// First: drizzle-orm's files resolve without Node's package lookup (see the module), in this thread.
import './server/package-resolution.ts'
import { ConfigurationError, loadServerConfig } from '@forecourt/config/server-config'
import compression from 'compression'
import express from 'express'
import { gracefulShutdown } from './server/graceful-shutdown.ts'
import { configureServerLogger, serverLogger } from './server/logger.ts'
import type { RenderThread } from './server/render-thread.ts'
import { refuseConnect, requestGuards } from './server/request-guards.ts'
import { requestLog } from './server/request-log.ts'
import { securityHeaders } from './server/security-headers.ts'

/**
 * Process entry: validates configuration, creates the services (database migrated, content loaded), then
 * serves. In development the app runs through Vite's dev server; in production from the build.
 */

let config: ReturnType<typeof loadServerConfig>
try {
  config = loadServerConfig()
} catch (error) {
  if (error instanceof ConfigurationError) {
    const problems = error.message
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
    serverLogger().fatal({ problems }, 'Forecourt cannot start: the configuration is invalid')
    process.exit(1)
  }
  throw error
}

// Libraries pick their production or development builds from NODE_ENV when first imported (React's server
// renderer above all, 2-3x slower in development). Every mode but development runs the production builds,
// NODE_ENV=test included (the end-to-end servers), so tests render what ships; the app's own mode stays in
// `config.env` (ADR 044).
if (config.env !== 'development') process.env.NODE_ENV = 'production'

// JSON lines on stdout (request lines included); LOG_LEVEL sets the least severe one written.
const logger = configureServerLogger(config.logLevel)

const web = express()
web.disable('x-powered-by')
// The build answers errors as in production wherever it runs (NODE_ENV=test included): Express's last-resort
// error page without the stack, which it prints in any other mode.
web.set('env', config.env === 'development' ? 'development' : 'production')
web.set('trust proxy', config.trustProxyHops)
// First, so every answer (static files and refusals too) has its request id and its one log line.
web.use(requestLog(logger))
// Every answer carries the security headers, static files and refusals included (ADR 023).
web.use(securityHeaders(config))
web.use(requestGuards)
web.use(compression())

type ServerModule = typeof import('./server/app.ts')
let serverModule: ServerModule
// Pages render on a thread of their own once built (ADR 041); Vite's development server renders in place.
let renderThread: RenderThread | null = null
if (config.env === 'development') {
  const vite = await import('vite').then((module) =>
    module.createServer({ server: { middlewareMode: true } }),
  )
  web.use(vite.middlewares)
  serverModule = (await vite.ssrLoadModule('./server/app.ts')) as ServerModule
} else {
  const { precompressedAssets } = await import('./server/precompressed-assets.ts')
  web.use('/assets', precompressedAssets('build/client/assets'))
  web.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }))
  const { onlyUnderEntries } = await import('./server/static-entries.ts')
  web.use(onlyUnderEntries('build/client', express.static('build/client', { maxAge: '1h' })))
  // @ts-expect-error the server build exists only after `react-router build`
  serverModule = (await import('./build/server/index.js')) as ServerModule
  const { startRenderThread } = await import('./server/render-thread.ts')
  const { startRenderThreadPool } = await import('./server/render-thread-pool.ts')
  renderThread = await startRenderThreadPool({
    maxThreads: config.renderThreads.max,
    start: () => startRenderThread({ logLevel: config.logLevel }),
    onStartFailed: (error) => logger.warn({ err: error }, 'Could not start another render thread'),
  })
}

const services = await serverModule.createServices(config)
web.use(await serverModule.createServerApp(services, renderThread))

const server = web.listen(config.port, config.host, () => {
  const origin = `http://localhost:${config.port}`
  logger.info({ host: config.host, port: config.port, env: config.env }, 'Forecourt is serving')
  // Where this machine's localhost lists the websites (`npm start`, development), people read the list:
  // plain text, beside the JSON lines. Real deployments have no platform host and print none of it.
  services.sites
    .resolve(`localhost:${config.port}`)
    .then((resolution) => {
      if (resolution.kind !== 'platform' || config.logLevel === 'silent') return
      console.log(`Forecourt is serving on ${origin} (${config.env})`)
      console.log('Demo websites:')
      for (const entry of resolution.directory) {
        console.log(
          `  ${(entry.name ?? entry.slug ?? '').padEnd(34)} http://${entry.slug}.localhost:${config.port}/`,
        )
      }
    })
    .catch((error: unknown) => logger.error({ err: error }, 'Could not list the demo websites'))
})

server.on('connect', refuseConnect)

// SIGTERM or SIGINT: refuse new connections, finish the requests in flight (10 s at most), stop the
// background workers after the delivery they are in, close the database, exit 0 (graceful-shutdown.ts).
gracefulShutdown({
  server,
  closeServices: async () => {
    await services.close()
    await renderThread?.close()
  },
  logger,
}).handleSignals()
