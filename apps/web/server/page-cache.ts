import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'
import { isbot } from 'isbot'

/**
 * An in-process shared cache for pages that declare themselves shareable (`Cache-Control: public,
 * s-maxage=N`), as a CDN in front of the site would honour them. The route decides; this only obeys:
 * anything without `public` and a positive `s-maxage`, anything that sets a cookie, and anything but a
 * 200 goes straight through. Entries are keyed by everything a page is built from (`pageCacheKey`), kept
 * at most `maxAgeSeconds`, and evicted oldest first past `maxEntries` or `maxBytes`. Compressed variants
 * are made once per entry.
 *
 * A page holds its response's Content-Security-Policy nonce (docs/decisions/023-security-headers.md).
 * Replaying it would hand every later visitor the same, by then public, nonce: so an entry keeps the
 * nonce it was rendered with, and each hit swaps in the nonce of its own response (already in that
 * response's policy header, which is never stored) wherever the page says it. A page that quotes its
 * nonce is compressed per hit; one that does not (data, sitemaps) keeps its compressed variants.
 */

interface Entry {
  status: number
  headers: Record<string, string | string[]>
  body: Buffer
  /** The body split where it quotes the nonce it was rendered with; one part when it never does. */
  parts: Buffer[]
  storedAt: number
  expiresAt: number
  gzip?: Buffer
  br?: Buffer
}

export interface PageCacheOptions {
  maxAgeSeconds: number
  /** Requests answered for one person only (a signed-in shopper): never served from, nor stored in, the cache. */
  isPersonal?: (request: Request) => boolean
  maxEntries?: number
  maxBytes?: number
  now?: () => number
  /** The Content-Security-Policy nonce of a response, swapped into a cached page on each hit. */
  nonceOf?: (response: Response) => string | undefined
}

/** The body cut at each occurrence of `nonce`, so a hit can join the parts with another one. */
export function splitAtNonce(body: Buffer, nonce: string | undefined): Buffer[] {
  if (!nonce) return [body]
  const needle = Buffer.from(nonce)
  const parts: Buffer[] = []
  let start = 0
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at))
    start = at + needle.length
  }
  parts.push(body.subarray(start))
  return parts
}

/** Response headers that belong to one response only and are never replayed. */
const UNSTORED_HEADERS = /^(content-length|content-encoding|date|x-cache|age|content-security-policy)$/i

const sharedMaxAge = (cacheControl: string): number | null => {
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store'))
    return null
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='))
  const seconds = sMaxAge ? Number(sMaxAge.slice('s-maxage='.length)) : Number.NaN
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null
}

/**
 * What a page is kept under: everything it is built from. The site is the Host header's and the page its
 * path and query; the request's scheme (X-Forwarded-Proto from a trusted proxy) is part of the address
 * React Router sees; a bot is sent the page whole where a person's streams. Nothing else of the request
 * reaches a shareable page: X-Forwarded-Host is dropped before it (forwarded-headers.ts), absolute addresses
 * come from the site's configured domain, and a signed-in shopper's pages are never kept (`isPersonal`).
 */
export function pageCacheKey(request: Request): string {
  const bot = isbot(request.headers['user-agent'] ?? null)
  return `${request.headers.host ?? ''}${request.originalUrl} ${request.protocol}${bot ? ' bot' : ''}`
}

function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}

export function createPageCache(options: PageCacheOptions) {
  const { maxAgeSeconds, maxEntries = 1000, maxBytes = 128 * 1024 * 1024, now = Date.now } = options
  const entries = new Map<string, Entry>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0)
    entries.delete(key)
  }
  const store = (key: string, entry: Entry) => {
    remove(key)
    entries.set(key, entry)
    bytes += entry.body.length
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      remove(oldest)
    }
  }

  function serve(request: Request, response: Response, entry: Entry) {
    response.status(entry.status)
    for (const [name, value] of Object.entries(entry.headers)) response.setHeader(name, value)
    response.setHeader('Age', String(Math.floor((now() - entry.storedAt) / 1000)))
    response.setHeader('X-Cache', 'HIT')
    const vary = String(entry.headers.vary ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && name.toLowerCase() !== 'accept-encoding')
    response.setHeader('Vary', ['Accept-Encoding', ...vary].join(', '))
    const freshNonce = options.nonceOf?.(response)
    if (entry.parts.length > 1 && freshNonce) return serveWithNonce(request, response, entry, freshNonce)
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    let body = entry.body
    if (encoding === 'br') {
      if (!entry.br) {
        entry.br = brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        bytes += entry.br.length
      }
      body = entry.br
    } else if (encoding === 'gzip') {
      if (!entry.gzip) {
        entry.gzip = gzipSync(entry.body, { level: 6 })
        bytes += entry.gzip.length
      }
      body = entry.gzip
    }
    if (encoding) response.setHeader('Content-Encoding', encoding)
    response.setHeader('Content-Length', String(body.length))
    response.end(request.method === 'HEAD' ? undefined : body)
  }

  /** A page that quotes its nonce: joined with this response's nonce and compressed for this response. */
  function serveWithNonce(request: Request, response: Response, entry: Entry, nonce: string) {
    const plain = Buffer.concat(
      entry.parts.flatMap((part, index) => (index ? [Buffer.from(nonce), part] : [part])),
    )
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    const body =
      encoding === 'br'
        ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : encoding === 'gzip'
          ? gzipSync(plain, { level: 6 })
          : plain
    if (encoding) response.setHeader('Content-Encoding', encoding)
    response.setHeader('Content-Length', String(body.length))
    response.end(request.method === 'HEAD' ? undefined : body)
  }

  function capture(key: string, response: Response) {
    const chunks: Buffer[] = []
    const write = response.write.bind(response) as (...args: unknown[]) => boolean
    const end = response.end.bind(response) as (...args: unknown[]) => Response
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
            : Buffer.from(chunk as Uint8Array),
      )
    }
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0])
      return write(chunk, ...rest)
    }) as Response['write']
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0])
      const maxAge = sharedMaxAge(String(response.getHeader('Cache-Control') ?? ''))
      if (response.statusCode === 200 && maxAge && !response.getHeader('Set-Cookie')) {
        const headers: Record<string, string | string[]> = {}
        for (const [name, value] of Object.entries(response.getHeaders())) {
          if (value === undefined || UNSTORED_HEADERS.test(name)) continue
          headers[name] = Array.isArray(value) ? value : String(value)
        }
        const storedAt = now()
        const body = Buffer.concat(chunks)
        store(key, {
          status: 200,
          headers,
          body,
          parts: splitAtNonce(body, options.nonceOf?.(response)),
          storedAt,
          expiresAt: storedAt + Math.min(maxAge, maxAgeSeconds) * 1000,
        })
      }
      return end(chunk, ...rest)
    }) as Response['end']
  }

  function middleware(request: Request, response: Response, next: NextFunction) {
    if (maxAgeSeconds <= 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return next()
    if (options.isPersonal?.(request)) return next()
    const key = pageCacheKey(request)
    const entry = entries.get(key)
    if (entry && entry.expiresAt > now()) return serve(request, response, entry)
    if (entry) remove(key)
    response.setHeader('X-Cache', 'MISS')
    if (request.method === 'GET') capture(key, response)
    next()
  }

  return Object.assign(middleware, {
    /** Drops every page of a host (after its content changes), or everything. */
    purge(host?: string) {
      for (const key of [...entries.keys()]) if (!host || key.startsWith(`${host}/`)) remove(key)
    },
    get size() {
      return entries.size
    },
  })
}
