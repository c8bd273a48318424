import { LruMap } from '@forecourt/config/lru-map'
import { ApiError } from '@forecourt/search-engine/errors'
import {
  readFilterStrictly,
  type WrittenFilterTree,
  writeScopedFilter,
} from '@forecourt/search-engine/filter-strict'
import type { CollectionSearch, SearchOnlyClient } from '../search-only-client.ts'
import { type BrowserKeyClaims, readBrowserKey } from './browser-key.ts'
import { browserSearchBodySchema, browserSearchParamsSchema } from './browser-search-params.ts'
import type { BrowserSearchPolicy } from './browser-search-policy.ts'
import { checkedSearch } from './checked-search.ts'
import { takingTurns } from './taking-turns.ts'

/**
 * The only way a browser searches stock (docs/decisions/042-browser-search-gateway.md): `POST
 * /typesense/multi_search` on the website's own origin, with the site's browser key. Each search is read
 * strictly, its filter AND-ed as a tree with the key's, its fields, curation and size held to the key's
 * claims, and only then sent to the engine (embedded or a cluster) with the server's own key.
 */

export interface BrowserSearchRequest {
  method: string
  /** Path below the gateway's mount point: `/multi_search`. */
  path: string
  query: URLSearchParams
  /** The key header, when sent as one. */
  apiKeyHeader: string | undefined
  body: string
}

export interface BrowserSearchAnswer {
  status: number
  /** JSON text. */
  body: string
  /** With a 429: when to try again. */
  retryAfterSeconds?: number
}

export const API_KEY_PARAM = 'x-typesense-api-key'
const KEY_FILTER_CACHE_SIZE = 2_000

const answer = (status: number, body: unknown): BrowserSearchAnswer => ({
  status,
  body: JSON.stringify(body),
})
const refuse = (status: number, message: string) => answer(status, { message })

export interface BrowserSearchGatewayOptions {
  searchApiKey: string
  searches: SearchOnlyClient
  policy: BrowserSearchPolicy
  /** Told of each refused request (a 4xx), without a stack trace. */
  onRefused?: (status: number, message: string) => void
  /** Browser searches sent to the engine at once (1 for the embedded engine), and how many may wait. */
  turns: { concurrency: number; maxWaiting: number }
}

export function createBrowserSearchGateway(options: BrowserSearchGatewayOptions) {
  const { policy } = options
  const keyFilters = new LruMap<string, WrittenFilterTree>(KEY_FILTER_CACHE_SIZE)
  const inTurn = takingTurns(options.turns)

  /** The key's filter read once per filter text: it was written by this server, so it always reads. */
  function keyFilter(claims: BrowserKeyClaims): WrittenFilterTree {
    let tree = keyFilters.get(claims.filter_by)
    if (!tree) {
      tree = readFilterStrictly(claims.filter_by, policy.schemaTypes)
      if (!tree) throw new ApiError(401, 'The key has no filter.')
      keyFilters.set(claims.filter_by, tree)
    }
    return tree
  }

  function forwarded(claims: BrowserKeyClaims, search: unknown, index: number): CollectionSearch {
    const params = browserSearchParamsSchema.safeParse(search)
    if (!params.success) {
      const issue = params.error.issues[0]!
      const name = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path[0]
      const reason =
        issue.code === 'unrecognized_keys'
          ? 'is not accepted from browsers'
          : `is not valid: ${issue.message}`
      throw new ApiError(400, `Search ${index + 1}: parameter \`${String(name)}\` ${reason}.`)
    }
    const scope = keyFilter(claims)
    const filterBy = (request: string | undefined) =>
      writeScopedFilter(
        scope,
        request === undefined ? undefined : readFilterStrictly(request, policy.filterTypes),
        policy.schemaTypes,
      )
    return checkedSearch(params.data, claims, policy, filterBy, index)
  }

  return async function search(request: BrowserSearchRequest): Promise<BrowserSearchAnswer> {
    if (request.path !== '/multi_search') {
      return refuse(404, 'Browsers search through POST /typesense/multi_search only.')
    }
    if (request.method !== 'POST') return refuse(405, 'Send searches with POST.')
    const key = request.apiKeyHeader ?? request.query.get(API_KEY_PARAM) ?? ''
    const claims = key === '' ? undefined : readBrowserKey(options.searchApiKey, key, policy.collection)
    if (!claims) return refuse(401, 'Forbidden - a valid `x-typesense-api-key` header must be sent.')
    try {
      for (const name of request.query.keys()) {
        if (name !== API_KEY_PARAM)
          throw new ApiError(400, `Parameter \`${name}\` is not accepted from browsers.`)
      }
      let json: unknown
      try {
        json = JSON.parse(request.body)
      } catch {
        throw new ApiError(400, 'The body is not JSON.')
      }
      if ((json as { union?: unknown } | null)?.union === true)
        throw new ApiError(400, 'Union searches are not accepted from browsers.')
      const body = browserSearchBodySchema.safeParse(json)
      if (!body.success) throw new ApiError(400, 'The body must be `{"searches": [...]}`.')
      const { searches } = body.data
      if (searches.length > claims.limits.searches) {
        throw new ApiError(
          400,
          `This key allows ${claims.limits.searches} searches a request; the request has ${searches.length}.`,
        )
      }
      const checked = searches.map((s, i) => forwarded(claims, s, i))
      const results = []
      for (const one of checked) {
        results.push(...(await inTurn(() => askEngine(() => options.searches.multiSearch([one])))))
      }
      const text = JSON.stringify({ results })
      const bytes = Buffer.byteLength(text)
      if (bytes > claims.limits.responseBytes) {
        throw new ApiError(
          422,
          `The answer is ${bytes} bytes, over this key's limit of ${claims.limits.responseBytes}: ask for fewer hits, facet values or groups.`,
        )
      }
      return { status: 200, body: text }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      options.onRefused?.(error.status, error.message)
      const refused = refuse(error.status, error.message)
      return error.status === 429 ? { ...refused, retryAfterSeconds: 1 } : refused
    }
  }
}

/** The engine or cluster failing is a 503 to the browser, whatever it said. */
async function askEngine<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask()
  } catch {
    throw new ApiError(503, 'Search is not available right now. Please try again shortly.')
  }
}

export type BrowserSearchGateway = ReturnType<typeof createBrowserSearchGateway>
