import { readdirSync } from 'node:fs'
import { posix } from 'node:path'
import type { NextFunction, Request, RequestHandler, Response } from 'express'

/**
 * Hands a request to a static-file handler for `directory` only when its path could name something in
 * it: its first segment is one of the directory's entries. Every page request otherwise costs a file
 * system lookup that finds nothing. The build's client directory does not change while the server runs.
 */
export function onlyUnderEntries(directory: string, serve: RequestHandler): RequestHandler {
  const entries = new Set(readdirSync(directory))
  return (request: Request, response: Response, next: NextFunction) => {
    let path: string
    try {
      path = decodeURIComponent(request.path)
    } catch {
      // Malformed: the static handler answers it as it always has.
      return serve(request, response, next)
    }
    const first = posix.normalize(path).split('/').find(Boolean)
    if (first === undefined ? entries.has('index.html') : entries.has(first))
      return serve(request, response, next)
    next()
  }
}
