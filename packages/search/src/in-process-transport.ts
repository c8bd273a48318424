import { Readable } from 'node:stream'
import type { PlainAnswer, PlainRequest } from '@forecourt/search-engine/plain-exchange'
import type { ConfigurationOptions } from 'typesense'
import { typesenseQueryString } from './typesense-query-string.ts'

type Adapter = Extract<NonNullable<ConfigurationOptions['axiosAdapter']>, (...args: never[]) => unknown>
type AdapterConfig = Parameters<Adapter>[0]
type AdapterResponse = Awaited<ReturnType<Adapter>>

/** Asks the embedded engine a request as plain data (its thread, or its HTTP handler in this one). */
export type AskEngine = (request: PlainRequest) => Promise<PlainAnswer>

function pathOf(config: AdapterConfig): string {
  const url = new URL(String(config.url))
  const params = typesenseQueryString((config.params ?? {}) as Record<string, unknown>)
  const query = [url.search.slice(1), params].filter(Boolean).join('&')
  return `${url.pathname}${query ? `?${query}` : ''}`
}

function headersOf(config: AdapterConfig): Record<string, string> {
  const headers: Record<string, string> = {}
  const raw = config.headers as { toJSON?: () => Record<string, unknown> } | Record<string, unknown>
  const plain = typeof raw.toJSON === 'function' ? raw.toJSON() : (raw as Record<string, unknown>)
  for (const [name, value] of Object.entries(plain)) {
    if (value !== undefined && value !== null && value !== false) headers[name.toLowerCase()] = String(value)
  }
  return headers
}

function requestOf(config: AdapterConfig): PlainRequest {
  const data = config.data
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: pathOf(config),
    headers: headersOf(config),
    body:
      data === undefined || data === null
        ? null
        : Buffer.isBuffer(data)
          ? data.toString('utf8')
          : typeof data === 'string'
            ? data
            : JSON.stringify(data),
  }
}

/**
 * The embedded engine's Typesense client, answered without a socket: each request goes to the engine's own
 * HTTP handler (the same routing, keys and error answers as over the wire), on the engine's thread. Over
 * loopback the server paid for both ends of every search it made of itself, about a millisecond each.
 */
export function inProcessTransport(ask: AskEngine): Adapter {
  return async (config) => {
    const { status, headers, body } = await ask(requestOf(config))
    const answer = {
      data: config.responseType === 'stream' ? Readable.from([Buffer.from(body)]) : body,
      status,
      statusText: '',
      headers,
      config,
      request: {},
    } as unknown as AdapterResponse
    if (!config.validateStatus || config.validateStatus(status)) return answer
    throw Object.assign(new Error(`Request failed with status code ${status}`), { response: answer })
  }
}
