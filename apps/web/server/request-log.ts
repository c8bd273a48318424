import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Logger, scrubContacts } from './logger.ts'

/** An incoming X-Request-Id is kept only when it is a short token of these characters. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/** The caller's X-Request-Id when it is a short safe token (a proxy's or a load balancer's), else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header
  return value && SAFE_REQUEST_ID.test(value) ? value : randomUUID()
}

/** The Host header's hostname, lower-cased, or null when it is missing or not a hostname. */
export function siteOf(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null
  const host = hostHeader.trim().toLowerCase()
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '')
  return /^(?:[a-z0-9-]{1,63}\.?)+$|^\[[0-9a-f:.]+\]$/.test(hostname) && hostname.length <= 253
    ? hostname
    : null
}

/**
 * The path a request asked for, without its query string: queries and form bodies carry phone numbers,
 * e-mail addresses and codes, so neither is ever logged. A contact detail in the path itself is masked.
 */
export function routeOf(url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/, 1)[0] ?? '/'
  const scrubbed = scrubContacts(path)
  return scrubbed.length > 256 ? `${scrubbed.slice(0, 256)}…` : scrubbed
}

export interface RequestLogLine {
  reqId: string
  method: string
  route: string
  site: string | null
  status: number
  durationMs: number
  /** The client went away before the answer was complete. */
  aborted?: true
}

/**
 * One JSON line per request when its answer is complete (or the client gave up): request id, site, route,
 * method, status and duration. No headers, cookies, query strings or bodies are logged. The request id
 * goes back in `X-Request-Id` on every answer.
 */
export function requestLog(logger: Logger) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const started = process.hrtime.bigint()
    const reqId = requestIdFrom(request.headers['x-request-id'])
    ;(request as IncomingMessage & { id?: string }).id = reqId
    response.setHeader('X-Request-Id', reqId)
    const method = request.method ?? 'GET'
    // Captured now: routers rewrite request.url as they mount sub-apps.
    const route = routeOf(request.url)
    const site = siteOf(request.headers.host)
    let logged = false
    const done = () => {
      if (logged) return
      logged = true
      const line: RequestLogLine = {
        reqId,
        method,
        route,
        site,
        status: response.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 10_000) / 100,
      }
      if (!response.writableFinished) line.aborted = true
      if (line.status >= 500) logger.error(line, 'request')
      else logger.info(line, 'request')
    }
    response.once('finish', done)
    response.once('close', done)
    next()
  }
}
