import TypesenseInstantSearchAdapter from 'typesense-instantsearch-adapter'
import { SEARCH_KEY, type TestServer } from './server.ts'

export type InstantSearchRequest = { indexName: string; params: Record<string, unknown> }

export interface AdaptedHit {
  objectID: string
  _geoloc?: { lat: number; lng: number }
  geo_distance_meters?: Record<string, number>
  _grouped_hits?: AdaptedHit[]
  group_key?: unknown[]
  curated?: boolean
  [field: string]: unknown
}

export interface AdaptedResult {
  hits: AdaptedHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  facets?: Record<string, Record<string, number>>
  userData?: unknown[]
}

type AdapterOptions = ConstructorParameters<typeof TypesenseInstantSearchAdapter>[0]

/** An InstantSearch search client made by `typesense-instantsearch-adapter`, pointed at a test server. */
export function adapterClient(
  ts: TestServer,
  options: Omit<AdapterOptions, 'server'>,
): (requests: InstantSearchRequest[]) => Promise<AdaptedResult[]> {
  const adapter = new TypesenseInstantSearchAdapter({
    server: { nodes: [{ host: '127.0.0.1', port: ts.server.port, protocol: 'http' }], apiKey: SEARCH_KEY },
    ...options,
  } as AdapterOptions)
  const client = adapter.searchClient as unknown as {
    search: (r: InstantSearchRequest[]) => Promise<{ results: AdaptedResult[] }>
  }
  return async (requests) => (await client.search(requests)).results
}
