import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { TypesenseHandler } from '../http-handler.ts'

/** An HTTP request to the engine as plain data, to cross a thread without a socket. */
export interface PlainRequest {
  method: string
  /** Path and query, as on the wire: `/multi_search?x-typesense-api-key=…`. */
  url: string
  /** Lower-case names. */
  headers: Record<string, string>
  body: string | null
}

/** The engine's answer as plain data. */
export interface PlainAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * Asks the HTTP handler, as a request over the wire would: the same routing, keys and error answers. The
 * handler answers each request with one `writeHead` and one `end` (http/respond.ts).
 */
export function answerPlainRequest(handler: TypesenseHandler, request: PlainRequest): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    let status = 0
    let headers: Record<string, string> = {}
    let sent = false
    const response = {
      get headersSent() {
        return sent
      },
      writeHead(code: number, fields: Record<string, string | number> = {}) {
        status = code
        headers = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]))
        sent = true
        return response
      },
      end(body?: string | Buffer) {
        resolve({
          status,
          headers,
          body: body === undefined ? '' : typeof body === 'string' ? body : body.toString('utf8'),
        })
      },
      destroy(error?: Error) {
        reject(error ?? new Error('The search engine dropped the request.'))
      },
    }
    const incoming = Object.assign(Readable.from(request.body === null ? [] : [Buffer.from(request.body)]), {
      method: request.method,
      url: request.url,
      headers: request.headers,
    })
    handler(incoming as unknown as IncomingMessage, response as unknown as ServerResponse)
  })
}
