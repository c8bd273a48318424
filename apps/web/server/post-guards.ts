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
 * What a shopper is told when their post comes from an https page but reaches the app over plain http: a
 * proxy in front ended TLS and the app does not trust it to say so (TRUST_PROXY_HOPS=0). Shown above the
 * form they sent, with what they typed still in it.
 */
export const UNTRUSTED_PROXY_POST_MESSAGE =
  "This form could not be sent: the website's secure connection is not set up correctly. Nothing was sent, and what you typed is still here. Please try again later, or call us."

/**
 * A post from an https page of this very host that reaches the app over http. React Router would refuse it
 * with a bare 'Bad Request' (it compares the Origin's scheme with the request's), before any action runs.
 * It is refused here instead, with `response.locals.postRefusal` set: the action answers with the form and
 * this message (app/post-refusal.server.ts). React Router's own check is left nothing to compare (the
 * same-origin guard above already matched the host). The first such post logs which setting to change.
 */
export function untrustedProxyPosts(logger: { warn: (fields: object, message: string) => void }) {
  let warned = false
  return (request: Request, response: Response, next: NextFunction): void => {
    const origin = URL.parse(request.headers.origin ?? '')
    if (
      UNSAFE_METHODS.has(request.method) &&
      origin?.protocol === 'https:' &&
      origin.host === request.headers.host &&
      !request.secure
    ) {
      if (!warned) {
        warned = true
        logger.warn(
          { setting: 'TRUST_PROXY_HOPS', origin: origin.origin },
          'Form posts come from https pages but reach the app over http, so they are refused: set TRUST_PROXY_HOPS to the number of proxies in front of the app (each sending X-Forwarded-Proto)',
        )
      }
      response.locals.postRefusal = UNTRUSTED_PROXY_POST_MESSAGE
      delete request.headers.origin
    }
    next()
  }
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
