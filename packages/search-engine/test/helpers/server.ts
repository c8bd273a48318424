import { type StandaloneServer, startStandaloneServer } from '../../src/server.ts'
import { vehicleSchema, vehicles } from '../fixtures/vehicles.ts'

export const ADMIN_KEY = 'admin-key-123'
export const SEARCH_KEY = 'search-key-456'
export const VEHICLES_ONLY_SEARCH_KEY = 'vehicles-only-789'

export interface TestServer {
  server: StandaloneServer
  url: string
  request: (method: string, path: string, options?: RequestOptions) => Promise<TestResponse>
  close: () => Promise<void>
}

export interface RequestOptions {
  key?: string | null
  body?: unknown
  /** Send the key as the `x-typesense-api-key` query parameter instead of the header. */
  keyInQuery?: boolean
  contentType?: string
}

export interface TestResponse {
  status: number
  text: string
  json: () => unknown
}

/** A standalone engine on a free loopback port with admin, search-only and restricted keys. */
export async function startTestServer(
  options: { dataDir?: string; load?: boolean } = {},
): Promise<TestServer> {
  const server = await startStandaloneServer({
    port: 0,
    apiKey: ADMIN_KEY,
    apiKeys: [
      { value: SEARCH_KEY, actions: ['documents:search'], collections: ['*'] },
      { value: VEHICLES_ONLY_SEARCH_KEY, actions: ['documents:search'], collections: ['vehicles'] },
    ],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  })
  const url = `http://127.0.0.1:${server.port}`
  const request = async (method: string, path: string, opts: RequestOptions = {}): Promise<TestResponse> => {
    const key = opts.key === undefined ? ADMIN_KEY : opts.key
    const headers: Record<string, string> = {}
    let target = `${url}${path}`
    if (key !== null) {
      if (opts.keyInQuery)
        target += `${path.includes('?') ? '&' : '?'}x-typesense-api-key=${encodeURIComponent(key)}`
      else headers['x-typesense-api-key'] = key
    }
    let body: string | undefined
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body)
      headers['content-type'] = opts.contentType ?? 'application/json'
    }
    const response = await fetch(target, { method, headers, ...(body !== undefined ? { body } : {}) })
    const text = await response.text()
    return { status: response.status, text, json: () => JSON.parse(text) }
  }
  if (options.load !== false) {
    await request('POST', '/collections', { body: vehicleSchema })
    await request('POST', '/collections/vehicles/documents/import', {
      body: vehicles.map((v) => JSON.stringify(v)).join('\n'),
      contentType: 'text/plain',
    })
  }
  return { server, url, request, close: () => server.close() }
}

export function query(params: Record<string, string | number | boolean>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()
}

export function search(
  ts: TestServer,
  params: Record<string, string | number | boolean>,
  key?: string | null,
) {
  return ts.request(
    'GET',
    `/collections/vehicles/documents/search?${query(params)}`,
    key === undefined ? {} : { key },
  )
}

export interface SearchBody {
  found: number
  hits: {
    document: Record<string, unknown>
    text_match?: number
    highlight: Record<string, unknown>
    highlights?: unknown[]
  }[]
  facet_counts: {
    field_name: string
    counts: { value: string; count: number; highlighted: string }[]
    stats: Record<string, number>
  }[]
  page: number
  out_of: number
}

export function ids(body: unknown): string[] {
  return (body as SearchBody).hits.map((h) => h.document.id as string)
}
