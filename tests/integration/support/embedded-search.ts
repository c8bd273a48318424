import { engineSearchOnlyClient } from '@forecourt/search/engine-search-only-client'
import { typesenseSearchOnly } from '@forecourt/search/search-only-client'
import { createTypesenseHandler } from '@forecourt/search-engine/http-handler'
import { answerPlainRequest } from '@forecourt/search-engine/plain-exchange'
import { startStandaloneServer } from '@forecourt/search-engine/server'
import { Client } from 'typesense'

/** A fresh in-memory engine on a loopback port, with an admin and a search-only key, as a cluster would have. */
export async function startEmbeddedSearch() {
  const adminApiKey = 'test-admin-key'
  const searchApiKey = 'test-search-only-key'
  const apiKeys = [
    { value: adminApiKey, actions: ['*'], collections: ['*'] },
    { value: searchApiKey, actions: ['documents:search'], collections: ['*'] },
  ]
  const server = await startStandaloneServer({ port: 0, apiKeys })
  const handler = createTypesenseHandler(server.engine, { apiKeys })
  const clientWith = (apiKey: string) =>
    new Client({
      nodes: [{ host: '127.0.0.1', port: server.port, protocol: 'http' }],
      apiKey,
      connectionTimeoutSeconds: 5,
      numRetries: 0,
    })
  const admin = clientWith(adminApiKey)
  /** The page searches both ways the web server makes them: through the client, and straight to the engine. */
  const searchOnly = {
    'typesense client': typesenseSearchOnly(admin),
    'engine, without the client': engineSearchOnlyClient(
      (request) => answerPlainRequest(handler, request),
      adminApiKey,
    ),
  }
  return { server, admin, clientWith, searchOnly, searchApiKey, close: () => server.close() }
}

export async function* linesOf(rows: readonly unknown[]) {
  let line = 0
  for (const row of rows) yield { line: ++line, text: typeof row === 'string' ? row : JSON.stringify(row) }
}
