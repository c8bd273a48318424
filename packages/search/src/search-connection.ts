import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import type { ServerConfig } from '@forecourt/config/server-config'
import type { SearchEngine } from '@forecourt/search-engine/engine'
import type { ApiKeyConfig } from '@forecourt/search-engine/http-handler'
import { startStandaloneServer } from '@forecourt/search-engine/server'
import { Client } from 'typesense'

export interface SearchConnection {
  /** Admin client: indexing and server-side queries. */
  client: Client
  /** The search-only key that browser keys are scoped from. */
  searchApiKey: string
  /** The embedded engine, when search runs in-process (the web server also mounts it under /typesense). */
  embedded: { engine: SearchEngine; apiKeys: ApiKeyConfig[] } | null
  close(): Promise<void>
}

const clientTimeouts = { connectionTimeoutSeconds: 2, numRetries: 1, retryIntervalSeconds: 0.1 }

function nodeOf(url: string) {
  const parsed = new URL(url)
  const protocol = parsed.protocol.replace(':', '')
  return {
    host: parsed.hostname,
    port: Number(parsed.port || (protocol === 'https' ? 443 : 80)),
    protocol,
    path: parsed.pathname === '/' ? '' : parsed.pathname,
  }
}

/**
 * Connects to the search service the configuration names. Embedded: the engine runs in this process on a
 * loopback port, with keys made up for this process only (nothing outside it ever needs them).
 */
export async function openSearchConnection(
  config: Pick<ServerConfig, 'search'>,
  root: string,
): Promise<SearchConnection> {
  const search = config.search
  if (search.source === 'typesense') {
    return {
      client: new Client({ nodes: search.nodes.map(nodeOf), apiKey: search.adminApiKey, ...clientTimeouts }),
      searchApiKey: search.searchApiKey,
      embedded: null,
      close: async () => {},
    }
  }
  const adminApiKey = randomBytes(24).toString('base64url')
  const searchApiKey = randomBytes(24).toString('base64url')
  const apiKeys: ApiKeyConfig[] = [
    { value: adminApiKey, actions: ['*'], collections: ['*'] },
    { value: searchApiKey, actions: ['documents:search'], collections: ['*'] },
  ]
  const server = await startStandaloneServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: resolve(root, search.dataDir),
    apiKeys,
  })
  return {
    client: new Client({
      nodes: [{ host: '127.0.0.1', port: server.port, protocol: 'http' }],
      apiKey: adminApiKey,
      ...clientTimeouts,
    }),
    searchApiKey,
    embedded: { engine: server.engine, apiKeys },
    close: () => server.close(),
  }
}
