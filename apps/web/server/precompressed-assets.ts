import { existsSync } from 'node:fs'
import { extname, join, normalize, resolve } from 'node:path'
import type { NextFunction, Request, Response } from 'express'

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
}

/**
 * Serves the build's `.br` / `.gz` copies of hashed assets (scripts/precompress-assets.ts) to browsers
 * that accept them; anything else falls through to the plain static files.
 */
export function precompressedAssets(directory: string) {
  const root = resolve(directory)
  const known = new Map<string, boolean>()
  const has = (path: string) => {
    let exists = known.get(path)
    if (exists === undefined) {
      exists = existsSync(path)
      known.set(path, exists)
    }
    return exists
  }
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const type = contentTypes[extname(request.path)]
    const relative = normalize(request.path).replace(/^(\.\.[/\\])+/, '')
    if (!type || relative.includes('..')) return next()
    const accepted = String(request.headers['accept-encoding'] ?? '')
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
    if (!encoding) return next()
    const file = join(root, `${relative}.${encoding === 'br' ? 'br' : 'gz'}`)
    if (!has(file)) return next()
    response.setHeader('Content-Type', type)
    response.setHeader('Content-Encoding', encoding)
    response.setHeader('Vary', 'Accept-Encoding')
    response.sendFile(file, { maxAge: '1y', immutable: true })
  }
}
