import type { NextFunction, Request, Response } from 'express'

/**
 * The proxy headers the app reads, from proxies within TRUST_PROXY_HOPS: X-Forwarded-For (the client's
 * address, which the rate limits count) and X-Forwarded-Proto (https: HSTS and the same-origin check).
 * Never X-Forwarded-Host: the website is the Host header's (tenancy), and every address it gives out
 * comes from its configured domain; a proxy in front passes Host through. Express and React Router's
 * adapter would otherwise build the request's address from it, so it is dropped here, as is a forwarded
 * scheme other than http or https (which no address can be made with).
 */
export function forwardedHeaders(request: Request, _response: Response, next: NextFunction): void {
  delete request.headers['x-forwarded-host']
  const proto = request.headers['x-forwarded-proto']
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase()
  if (first !== undefined && first !== 'http' && first !== 'https')
    delete request.headers['x-forwarded-proto']
  next()
}
