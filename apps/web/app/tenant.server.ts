import { data, type MiddlewareFunction } from 'react-router'
import { serverLogger } from '../server/logger.ts'
import { servicesContext, siteContext } from './context'

export const NO_DEALER_MESSAGE = 'No dealer website at this address'

/**
 * Resolves the website from the request's Host header (never from anything the client sends in the
 * URL or body) and puts it in the context for every loader and action below the root.
 */
export const tenantMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const { sites } = context.get(servicesContext)
  let resolution: Awaited<ReturnType<typeof sites.resolve>>
  try {
    resolution = await sites.resolve(request.headers.get('host'))
  } catch (error) {
    serverLogger().error({ err: error }, 'Content is unavailable while resolving the website')
    throw data({ reason: 'content-unavailable' }, { status: 503 })
  }
  if (resolution.kind === 'unknown') throw data({ reason: 'no-dealer' }, { status: 404 })
  context.set(siteContext, resolution.kind === 'site' ? resolution.site : null)
}
