import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ApiKeyConfig } from './auth/api-keys.ts'
import type { SearchEngine } from './engine.ts'
import { ApiError } from './errors.ts'
import { readBodyBytes } from './http/body.ts'
import { API_KEY_HEADER, queryParams, type RequestContext } from './http/request-context.ts'
import { sendError, sendPreflight } from './http/respond.ts'
import { route } from './http/route-table.ts'

export type { ApiKeyConfig } from './auth/api-keys.ts'

export interface TypesenseHandlerOptions {
  apiKeys: ApiKeyConfig[]
}

export type TypesenseHandler = (req: IncomingMessage, res: ServerResponse) => void

/**
 * A node:http request handler speaking the Typesense HTTP API. Mount it at the server root or under a
 * prefix (e.g. `app.use('/typesense', handler)` in express, which strips the prefix from `req.url`).
 */
export function createTypesenseHandler(
  engine: SearchEngine,
  options: TypesenseHandlerOptions,
): TypesenseHandler {
  const keys = options.apiKeys
  return (req, res) => {
    const method = (req.method ?? 'GET').toUpperCase()
    if (method === 'OPTIONS') {
      sendPreflight(res)
      return
    }
    let url: URL
    let segments: string[]
    try {
      url = new URL(req.url ?? '/', 'http://localhost')
      segments = url.pathname
        .split('/')
        .filter((s) => s !== '')
        .map((s) => decodeURIComponent(s))
    } catch {
      sendError(res, new ApiError(400, 'Bad request URL.'))
      return
    }
    const { query, apiKey: queryKey } = queryParams(url)
    const header = req.headers[API_KEY_HEADER]
    let bytes: Promise<Buffer> | undefined
    let body: Promise<string> | undefined
    const bodyBytes = () => {
      bytes ??= readBodyBytes(req)
      return bytes
    }
    const ctx: RequestContext = {
      req,
      res,
      engine,
      keys,
      method,
      segments,
      query,
      apiKey: (Array.isArray(header) ? header[0] : header) ?? queryKey,
      body: () => {
        body ??= bodyBytes().then((read) => read.toString('utf8'))
        return body
      },
      bodyBytes,
    }
    route(ctx).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, error)
      else res.destroy(error instanceof Error ? error : undefined)
    })
  }
}
