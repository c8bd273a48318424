import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ApiKeyConfig } from '../auth/api-keys.ts'
import type { SearchEngine } from '../engine.ts'

export const API_KEY_HEADER = 'x-typesense-api-key'

export interface RequestContext {
  req: IncomingMessage
  res: ServerResponse
  engine: SearchEngine
  keys: readonly ApiKeyConfig[]
  method: string
  /** Path segments after the mount point, URL-decoded. */
  segments: string[]
  /** Query parameters without the API key. */
  query: Record<string, string>
  apiKey: string | undefined
  body: () => Promise<string>
  /** The same body as bytes (an import's lines are hashed before any is decoded). */
  bodyBytes: () => Promise<Buffer>
}

export function queryParams(url: URL): { query: Record<string, string>; apiKey: string | undefined } {
  const query: Record<string, string> = {}
  let apiKey: string | undefined
  for (const [key, value] of url.searchParams) {
    if (key.toLowerCase() === API_KEY_HEADER) apiKey = value
    else query[key] = value
  }
  return { query, apiKey }
}
