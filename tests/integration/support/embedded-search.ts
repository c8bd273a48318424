import { startStandaloneServer } from '@forecourt/search-engine/server'
import { Client } from 'typesense'

/** A fresh in-memory engine on a loopback port, with an admin and a search-only key, as a cluster would have. */
export async function startEmbeddedSearch() {
  const adminApiKey = 'test-admin-key'
  const searchApiKey = 'test-search-only-key'
  const server = await startStandaloneServer({
    port: 0,
    apiKeys: [
      { value: adminApiKey, actions: ['*'], collections: ['*'] },
      { value: searchApiKey, actions: ['documents:search'], collections: ['*'] },
    ],
  })
  const clientWith = (apiKey: string) =>
    new Client({
      nodes: [{ host: '127.0.0.1', port: server.port, protocol: 'http' }],
      apiKey,
      connectionTimeoutSeconds: 5,
      numRetries: 0,
    })
  return { server, admin: clientWith(adminApiKey), clientWith, searchApiKey, close: () => server.close() }
}

export async function* linesOf(rows: readonly unknown[]) {
  let line = 0
  for (const row of rows) yield { line: ++line, text: typeof row === 'string' ? row : JSON.stringify(row) }
}
