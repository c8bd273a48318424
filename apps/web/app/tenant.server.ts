import { data, type MiddlewareFunction } from 'react-router'
import { serverLogger } from '~server/logger'
import { servicesContext, siteContext, siteOriginContext } from './context'
import { siteOrigin } from './site-url.server'

export const NO_DEALER_MESSAGE = 'No dealer website at this address'

/**
 * Resolves the website from the request's Host header (never from anything the client sends in the
 * URL or body) and puts it in the context for every loader and action below the root, with the origin its
 * absolute addresses are made from (its configured domain, never X-Forwarded-Host).
 */
export const tenantMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const { sites, config } = context.get(servicesContext)
  const host = request.headers.get('host')
  let resolution: Awaited<ReturnType<typeof sites.resolve>>
  try {
    resolution = await sites.resolve(host)
  } catch (error) {
    serverLogger().error({ err: error }, 'Content is unavailable while resolving the website')
    throw data({ reason: 'content-unavailable' }, { status: 503 })
  }
  if (resolution.kind === 'unknown') throw data({ reason: 'no-dealer' }, { status: 404 })
  const site = resolution.kind === 'site' ? resolution : null
  context.set(siteContext, site?.site ?? null)
  const addressed = site && { slug: site.site.content.slug ?? null, domains: site.domains }
  context.set(siteOriginContext, siteOrigin(addressed, host, config))
}
