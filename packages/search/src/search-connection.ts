import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import type { ServerConfig } from '@forecourt/config/server-config'
import { startEngineThread } from '@forecourt/search-engine/engine-thread'
import type { ApiKeyConfig } from '@forecourt/search-engine/http-handler'
import { Client } from 'typesense'
import { engineSearchOnlyClient } from './engine-search-only-client.ts'
import { inProcessTransport } from './in-process-transport.ts'
import { type SearchOnlyClient, typesenseSearchOnly } from './search-only-client.ts'
import { typesenseNode } from './typesense-node.ts'

export interface SearchConnection {
  /** Admin client: indexing, keys and the server's other queries. */
  client: Client
  /** The searches pages make most (a car, similar cars): the client's, or straight to the embedded engine. */
  searches: SearchOnlyClient
  /** The search-only key that browser keys are scoped from. */
  searchApiKey: string
  /** Whether the engine runs on a thread of this process (else a cluster answers). */
  embedded: boolean
  close(): Promise<void>
}

const clientTimeouts = { connectionTimeoutSeconds: 2, numRetries: 1, retryIntervalSeconds: 0.1 }

/**
 * Connects to the search service the configuration names. Embedded: the engine runs on a thread of this
 * process with a loopback port, with keys made up for this process only (nothing outside it ever needs
 * them); the admin client reaches it without that port, by messages to the thread (in-process-transport.ts).
 */
export async function openSearchConnection(
  config: Pick<ServerConfig, 'search'>,
  root: string,
): Promise<SearchConnection> {
  const search = config.search
  if (search.source === 'typesense') {
    const client = new Client({
      nodes: search.nodes.map((url) => typesenseNode(url)),
      apiKey: search.adminApiKey,
      ...clientTimeouts,
    })
    return {
      client,
      searches: typesenseSearchOnly(client),
      searchApiKey: search.searchApiKey,
      embedded: false,
      close: async () => {},
    }
  }
  const adminApiKey = randomBytes(24).toString('base64url')
  const searchApiKey = randomBytes(24).toString('base64url')
  const apiKeys: ApiKeyConfig[] = [
    { value: adminApiKey, actions: ['*'], collections: ['*'] },
    { value: searchApiKey, actions: ['documents:search'], collections: ['*'] },
  ]
  const engine = await startEngineThread({
    host: '127.0.0.1',
    dataDir: resolve(root, search.dataDir),
    apiKeys,
  })
  return {
    client: new Client({
      nodes: [{ host: '127.0.0.1', port: engine.port, protocol: 'http' }],
      apiKey: adminApiKey,
      ...clientTimeouts,
      axiosAdapter: inProcessTransport(engine.request),
    }),
    searches: engineSearchOnlyClient(engine.request, adminApiKey),
    searchApiKey,
    embedded: true,
    close: () => engine.close(),
  }
}
