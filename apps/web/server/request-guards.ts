import type { Socket } from 'node:net'
import type { NextFunction, Request, Response } from 'express'

/**
 * Requests no page or API of the site can answer, refused with a 4xx before any of them runs: methods
 * other than GET, HEAD and POST (405), request lines that are not a plain path (absolute-form, `*`),
 * a Host header that is missing, repeated or not a host name, and addresses whose percent-encoding
 * does not decode as UTF-8 (400). Browsers never send any of these.
 */

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const
export const ALLOW_HEADER = ALLOWED_METHODS.join(', ')

const refuse = (response: Response, status: number, message: string) => {
  response.status(status).type('text/plain').send(message)
}

/** An address decodes when every `%` starts a valid UTF-8 escape. */
export function pathDecodes(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** A host name or address with an optional port, nothing else (no user, path or spaces). */
export function isValidHost(host: string | undefined): boolean {
  if (!host) return false
  try {
    return new URL(`http://${host}/`).host === host.toLowerCase()
  } catch {
    return false
  }
}

export function hostHeaderCount(rawHeaders: string[]): number {
  let count = 0
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === 'host') count++
  }
  return count
}

export function requestGuards(request: Request, response: Response, next: NextFunction) {
  if (!(ALLOWED_METHODS as readonly string[]).includes(request.method)) {
    response.setHeader('Allow', ALLOW_HEADER)
    return refuse(response, 405, 'Method not allowed.')
  }
  const target = request.url
  // Origin-form only: a proxy's absolute-form request line (`GET http://other.example/`) is not ours.
  if (!target.startsWith('/')) {
    return refuse(response, 400, 'Bad request.')
  }
  if (hostHeaderCount(request.rawHeaders) !== 1 || !isValidHost(request.headers.host)) {
    return refuse(response, 400, 'Bad request.')
  }
  if (!pathDecodes(target)) {
    return refuse(response, 400, 'Bad request: the address is not valid.')
  }
  next()
}

/** CONNECT never reaches Express: Node hands over the socket, which is answered 405 and closed. */
export function refuseConnect(_request: unknown, socket: Socket): void {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW_HEADER}\r\nContent-Type: text/plain\r\nContent-Length: 19\r\nConnection: close\r\n\r\nMethod not allowed.`,
  )
}
