/**
 * The part of typesense-js that `typesense-instantsearch-adapter` uses, `new SearchClient(config)
 * .multiSearch.perform(request, commonParams)`, over `fetch`. The web build resolves the adapter's
 * `typesense` import here (see vite.config.ts and docs/decisions/010-search-bundle-replacements.md), which keeps axios and the rest of
 * typesense-js out of the browser's JavaScript. Like typesense-js it caches results in memory for
 * `cacheSearchResultsForSeconds` (oldest out first past 100 entries), tries each node in turn on network
 * errors and 5xx answers, and sends the key as a query parameter with a text body, so a cross-origin
 * search needs no CORS preflight.
 */

interface NodeConfig {
  host: string
  port: number | string
  protocol: string
  path?: string
}

export interface MultiSearchClientConfig {
  apiKey: string
  nodes: NodeConfig[]
  cacheSearchResultsForSeconds?: number
  connectionTimeoutSeconds?: number
  numRetries?: number
}

const MAX_CACHED_RESPONSES = 100
const DEFAULT_TIMEOUT_SECONDS = 5

export class TypesenseRequestError extends Error {
  override name = 'TypesenseRequestError'
  readonly httpStatus: number | undefined
  constructor(message: string, httpStatus?: number) {
    super(message)
    this.httpStatus = httpStatus
  }
}

export class SearchClient {
  readonly multiSearch: {
    perform: (request: unknown, commonParams?: Record<string, unknown>) => Promise<unknown>
  }
  private readonly cache = new Map<string, { at: number; response: Promise<unknown> }>()
  private nextNode = 0
  private readonly config: MultiSearchClientConfig

  constructor(config: MultiSearchClientConfig) {
    this.config = config
    this.multiSearch = { perform: (request, commonParams) => this.perform(request, commonParams ?? {}) }
  }

  private perform(request: unknown, commonParams: Record<string, unknown>): Promise<unknown> {
    const body = JSON.stringify(request)
    const query = new URLSearchParams({ 'x-typesense-api-key': this.config.apiKey })
    for (const [name, value] of Object.entries(commonParams)) {
      if (value !== undefined && value !== null) query.set(name, String(value))
    }
    const ttlMs = (this.config.cacheSearchResultsForSeconds ?? 0) * 1000
    const key = `${query}\n${body}`
    const cached = this.cache.get(key)
    if (cached && Date.now() - cached.at < ttlMs) return cached.response
    const response = this.send(`multi_search?${query}`, body)
    if (ttlMs > 0) {
      this.cache.delete(key)
      this.cache.set(key, { at: Date.now(), response })
      if (this.cache.size > MAX_CACHED_RESPONSES) this.cache.delete(this.cache.keys().next().value as string)
      response.catch(() => this.cache.delete(key))
    }
    return response
  }

  private async send(pathAndQuery: string, body: string): Promise<unknown> {
    const { nodes } = this.config
    const attempts = Math.max(1, (this.config.numRetries ?? 2) + 1)
    let lastError: unknown
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const node = nodes[this.nextNode % nodes.length] as NodeConfig
      const url = `${node.protocol}://${node.host}:${node.port}${node.path ?? ''}/${pathAndQuery}`
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body,
          signal: AbortSignal.timeout(
            (this.config.connectionTimeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
          ),
        })
        const text = await response.text()
        if (response.ok) return JSON.parse(text)
        const message = `Request failed with HTTP code ${response.status} | Server said: ${errorMessage(text)}`
        if (response.status < 500) throw new TypesenseRequestError(message, response.status)
        lastError = new TypesenseRequestError(message, response.status)
      } catch (error) {
        if (error instanceof TypesenseRequestError && (error.httpStatus ?? 500) < 500) throw error
        lastError = error
      }
      this.nextNode += 1
    }
    throw lastError instanceof Error ? lastError : new TypesenseRequestError('Search request failed')
  }
}

function errorMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown }
    return typeof parsed.message === 'string' ? parsed.message : text
  } catch {
    return text
  }
}
