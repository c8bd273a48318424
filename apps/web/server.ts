import { ConfigurationError, loadServerConfig } from '@forecourt/config/server-config'
import compression from 'compression'
import express from 'express'
import { refuseConnect, requestGuards } from './server/request-guards.ts'
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
    console.error(`Forecourt cannot start.\n${error.message}`)
    process.exit(1)
  }
  throw error
}

const web = express()
web.disable('x-powered-by')
web.set('trust proxy', config.trustProxyHops)
// Every answer carries the security headers, static files and refusals included (ADR 023).
web.use(securityHeaders(config))
web.use(requestGuards)
web.use(compression())

type ServerModule = typeof import('./server/app.ts')
let serverModule: ServerModule
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
  web.use(express.static('build/client', { maxAge: '1h' }))
  // @ts-expect-error the server build exists only after `react-router build`
  serverModule = (await import('./build/server/index.js')) as ServerModule
}

const services = await serverModule.createServices(config)
web.use(serverModule.createServerApp(services))

const server = web.listen(config.port, config.host, () => {
  const origin = `http://localhost:${config.port}`
  console.log(`Forecourt is serving on ${origin} (${config.env})`)
  services.sites
    .resolve(`localhost:${config.port}`)
    .then((resolution) => {
      if (resolution.kind !== 'platform') return
      console.log('Demo websites:')
      for (const entry of resolution.directory) {
        console.log(
          `  ${(entry.name ?? entry.slug ?? '').padEnd(34)} http://${entry.slug}.localhost:${config.port}/`,
        )
      }
    })
    .catch((error: unknown) => console.error('Could not list the demo websites:', error))
})

server.on('connect', refuseConnect)

const shutdown = () => {
  server.close(() => {
    services.close().finally(() => process.exit(0))
  })
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
