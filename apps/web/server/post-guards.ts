import type { NextFunction, Request, Response } from 'express'

/** Form posts are small: the largest form is a few kilobytes. */
export const MAX_FORM_BYTES = 64 * 1024

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function originOf(value: string | undefined): string | null {
  if (!value) return null
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

/**
 * Refuses cross-site form posts (403) before any action runs: the Origin header, or the Referer where a
 * browser leaves Origin out, must be this very host. Every browser sends one of them on a form post, so a
 * shopper never meets this; a forged post from another site (or a script that names no origin) does.
 */
export function sameOriginPosts(request: Request, response: Response, next: NextFunction): void {
  const host = request.headers.host
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer)
  if (!UNSAFE_METHODS.has(request.method) || (host && origin && new URL(origin).host === host)) {
    next()
    return
  }
  response
    .status(403)
    .type('text/plain')
    .send('This form can only be sent from its own website. Please go back, reload the page and try again.')
}

/**
 * Refuses bodies over `limit` bytes (413) by their declared length, before they are read. Node reads no
 * more than Content-Length declares, and a body sent without a length (chunked) is refused (411), so the
 * limit cannot be dodged.
 */
export function formBodyLimit(limit = MAX_FORM_BYTES) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const declared = request.headers['content-length']
    if (!UNSAFE_METHODS.has(request.method)) next()
    else if (declared === undefined && request.headers['transfer-encoding']) {
      response.status(411).type('text/plain').send('Send the form with a Content-Length.')
    } else if (Number(declared ?? 0) > limit) {
      response.status(413).type('text/plain').send('The form is too large to send.')
    } else next()
  }
}
