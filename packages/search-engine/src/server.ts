import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ApiKeyConfig } from './auth/api-keys.ts'
import { SearchEngine } from './engine.ts'
import { createTypesenseHandler } from './http-handler.ts'

export interface StandaloneServerOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number
  host?: string
  /** Admin key (all actions, all collections). */
  apiKey?: string
  /** Further keys, e.g. search-only keys used as parents of scoped keys. */
  apiKeys?: ApiKeyConfig[]
  dataDir?: string
  /** Use an existing engine instead of creating one. */
  engine?: SearchEngine
}

export interface StandaloneServer {
  port: number
  host: string
  engine: SearchEngine
  close(): Promise<void>
}

/** Starts the engine on its own HTTP port, like a single Typesense node. */
export async function startStandaloneServer(options: StandaloneServerOptions): Promise<StandaloneServer> {
  const keys: ApiKeyConfig[] = [...(options.apiKeys ?? [])]
  if (options.apiKey) keys.unshift({ value: options.apiKey, actions: ['*'], collections: ['*'] })
  if (keys.length === 0) throw new Error('startStandaloneServer needs an apiKey or apiKeys.')
  const engine =
    options.engine ?? new SearchEngine(options.dataDir === undefined ? {} : { dataDir: options.dataDir })
  const host = options.host ?? '127.0.0.1'
  const server = createServer(createTypesenseHandler(engine, { apiKeys: keys }))
  server.keepAliveTimeout = 5000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    port,
    host,
    engine,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => {
          if (!options.engine) engine.close()
          if (error) reject(error)
          else resolve()
        })
      }),
  }
}
