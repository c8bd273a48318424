/**
 * A page's own address. A client-side navigation or fetcher post reaches the loader and action as a
 * data request (`/sell-your-car.data?…&_routes=…`); addresses built from it (the next step's) must be
 * the page's. Only its path and query are the page's: an absolute address given out starts with the
 * site's configured origin (`siteAddress`), never this request's.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url)
  url.pathname = url.pathname
    .replace(/\/_\.data$/, '/')
    .replace(/\.data$/, '')
    .replace(/(.)\/+$/, '$1')
  url.searchParams.delete('_routes')
  return url
}
