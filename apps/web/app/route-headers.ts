import type { HeadersArgs } from 'react-router'

/**
 * A page's answer headers. React Router keeps nothing but Set-Cookie from the loader and action data of a
 * route without a `headers` of its own, so the Retry-After of an action's 429 or 503 (when to come back)
 * never reached the shopper. Every route whose action or loader can refuse with one exports this, or
 * passes its own headers (`own`) through it; without `own` the answer keeps its parent's headers.
 */
export function answerHeaders(args: HeadersArgs, own?: Headers): Headers {
  const headers = new Headers(own ?? args.parentHeaders)
  const retryAfter =
    args.errorHeaders?.get('Retry-After') ??
    args.actionHeaders.get('Retry-After') ??
    args.loaderHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}
