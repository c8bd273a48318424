import { hasSessionCookie } from '@forecourt/accounts/shopper-auth'
import { watchlistOf } from '@forecourt/accounts/watchlist'
import type { MiddlewareFunction, RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context'
import { currentShopper } from './shopper-session.server'

/** What every page knows of the signed-in shopper: a greeting, and which cars show as Saved. */
export interface ShopperSummary {
  firstName: string
  /** The watchlist API's phone_number. */
  phone: string
  savedCarIds: string[]
}

export async function loadShopperSummary(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ShopperSummary | null> {
  const shopper = await currentShopper(request, context)
  if (!shopper) return null
  const entries = await watchlistOf(context.get(servicesContext).database.db, shopper.id)
  return {
    firstName: shopper.firstName,
    phone: shopper.phone,
    savedCarIds: entries.map((entry) => entry.carId),
  }
}

/**
 * A page answered to a request with a session cookie may show that shopper's own state (Saved cars, their
 * name), so no shared cache (a CDN, the page cache) may keep it, whatever the route declared. And every
 * page varies by cookie: a browser that kept the anonymous copy of a page (stale-while-revalidate) must
 * not show it again once the shopper has signed in.
 */
export const personalPagesMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next()
  response.headers.append('Vary', 'Cookie')
  if (hasSessionCookie(request.headers.get('cookie'))) {
    response.headers.set('Cache-Control', 'private, no-cache')
  }
  return response
}
