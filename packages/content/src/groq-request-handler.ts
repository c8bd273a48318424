import type { RequestHandler } from '@sanity/client'
import { type ExprNode, evaluate, parse } from 'groq-js'
import type { EmbeddedDataset } from './embedded-dataset.ts'

/**
 * A `@sanity/client` request handler that answers queries and document reads in-process with groq-js over
 * an embedded dataset, so the app uses one client whether content is embedded or hosted.
 */

const MAX_CACHED_QUERIES = 500

export class EmbeddedQueryError extends Error {
  override name = 'EmbeddedQueryError'
}

interface ParsedQuery {
  tree: ExprNode
  parameters: string[]
}

export function createGroqRequestHandler(dataset: EmbeddedDataset): RequestHandler {
  const parsed = new Map<string, ParsedQuery>()

  const parseCached = (query: string): ParsedQuery => {
    const hit = parsed.get(query)
    if (hit) return hit
    const tree = parse(query)
    const entry = { tree, parameters: [...parameterNames(tree)] }
    if (parsed.size >= MAX_CACHED_QUERIES) parsed.delete(parsed.keys().next().value!)
    parsed.set(query, entry)
    return entry
  }

  const runQuery = async (query: string, params: Record<string, unknown>) => {
    const started = performance.now()
    const { tree, parameters } = parseCached(query)
    // The hosted API rejects a query whose parameter is not supplied; groq-js would quietly use null.
    const missing = parameters.filter((name) => !(name in params))
    if (missing.length > 0) {
      throw new EmbeddedQueryError(`param $${missing[0]} referenced, but not provided`)
    }
    const value = await evaluate(tree, {
      dataset: dataset.documents(),
      params,
      dereference: ({ _ref }) => dataset.get(_ref),
    })
    const result = await value.get()
    return { query, result, ms: Math.round(performance.now() - started) }
  }

  return async (request) => {
    const url = new URL(String(request.url ?? ''), 'http://embedded.invalid')
    const path = url.pathname.replace(/^\/v[^/]+/, '')

    if (path.startsWith('/data/query/')) {
      if (request.method === 'POST') {
        const body = typeof request.body === 'string' ? JSON.parse(request.body) : request.body
        return runQuery(String(body?.query ?? ''), body?.params ?? {})
      }
      const params: Record<string, unknown> = {}
      for (const [key, value] of url.searchParams) {
        if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
      }
      return runQuery(url.searchParams.get('query') ?? '', params)
    }

    const document = path.match(/^\/data\/doc\/[^/]+\/(.+)$/)
    if (document) {
      const ids = decodeURIComponent(document[1]!).split(',')
      return { documents: ids.map((id) => dataset.get(id)).filter(Boolean) }
    }

    // Embedded content is read-only and offline: nothing else may fall through to the network.
    throw new EmbeddedQueryError(
      `${request.method ?? 'GET'} ${path} is not supported by the embedded dataset`,
    )
  }
}

function* parameterNames(node: unknown): Generator<string> {
  if (Array.isArray(node)) {
    for (const item of node) yield* parameterNames(item)
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>
    if (record.type === 'Parameter' && typeof record.name === 'string') yield record.name
    for (const value of Object.values(record)) yield* parameterNames(value)
  }
}
