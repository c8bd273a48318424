import { accountScopeOf } from '@forecourt/accounts/account-scope'
import { hasSessionCookie } from '@forecourt/accounts/shopper-auth'
import type { Site } from '@forecourt/content/sites'
import type { SignInType } from '@forecourt/domain/accounts/shopper-gating'
import { signInPath } from '@forecourt/domain/accounts/shopper-gating'
import { type RouterContextProvider, redirect } from 'react-router'
import { servicesContext, siteContext } from '~/context'
import { pageUrl } from '~/page-url'

type Context = Readonly<RouterContextProvider>

/** The signed-in shopper, as pages and actions see them. */
export interface Shopper {
  id: string
  firstName: string
  lastName: string
  email: string
  phone: string
}

/**
 * Development hosts (`*.localhost`, the platform hosts) are plain http, so their cookies cannot be
 * `Secure`; every real domain gets `Secure` cookies.
 */
export function usesSecureCookies(request: Request, context: Context): boolean {
  const { tenancy } = context.get(servicesContext).config
  const hostname = pageUrl(request).hostname
  const development =
    tenancy.platformHosts.includes(hostname) ||
    tenancy.slugHostSuffixes.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`))
  return !development
}

export function shopperAuth(request: Request, context: Context) {
  return context.get(servicesContext).accounts.auth(usesSecureCookies(request, context))
}

const lookups = new WeakMap<Request, Promise<Shopper | null>>()

/**
 * The shopper signed in on this website, or null. A session belongs to the account scope (dealer group)
 * it was made in: presented on another group's site it is not a sign-in there. Looked up once a request.
 */
export function currentShopper(request: Request, context: Context): Promise<Shopper | null> {
  let lookup = lookups.get(request)
  if (!lookup) {
    lookup = findShopper(request, context)
    lookups.set(request, lookup)
  }
  return lookup
}

async function findShopper(request: Request, context: Context): Promise<Shopper | null> {
  const site = context.get(siteContext)
  if (!site || !hasSessionCookie(request.headers.get('cookie'))) return null
  const session = await shopperAuth(request, context).api.getSession({ headers: request.headers })
  if (!session || session.user.accountScope !== accountScopeOf(site)) return null
  return {
    id: session.user.id,
    firstName: session.user.firstName ?? '',
    lastName: session.user.lastName ?? '',
    email: session.user.email,
    phone: session.user.phoneNumber,
  }
}

/** This site's account scope; a request to the platform host (no website) is not found. */
export function accountScope(context: Context): { site: Site; scope: string } {
  const site = context.get(siteContext)
  if (!site) throw new Response('Not found', { status: 404 })
  return { site, scope: accountScopeOf(site) }
}

/** The path and query of a request: where to come back to after signing in. */
export const pathOf = (request: Request) => {
  const url = pageUrl(request)
  return `${url.pathname}${url.search}`
}

/**
 * A gated page: the signed-in shopper, or a redirect to sign in with the page's type, coming back here
 * (spec: "a visitor with no user id is redirected to /sign-in with type, redirect and back").
 */
export async function requireShopper(request: Request, context: Context, type: SignInType): Promise<Shopper> {
  const shopper = await currentShopper(request, context)
  if (shopper) return shopper
  throw redirect(signInPath({ type, redirect: pathOf(request), back: sameSiteRefererPath(request) }))
}

/** The path of the page that linked here when it is on this site; else (none, another site, garbled) '/'. */
export function sameSiteRefererPath(request: Request): string {
  const referer = URL.parse(request.headers.get('referer') ?? '')
  return referer && referer.host === pageUrl(request).host ? referer.pathname : '/'
}
