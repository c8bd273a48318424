import { platformDefaultTheme, type SiteTheme } from '@forecourt/domain/site/theme'
import { useEffect } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { FavouritesOffer } from './accounts/components/favourites-offer'
import { loadShopperSummary, personalPagesMiddleware } from './accounts/shopper-summary.server'
import { AnalyticsTag } from './analytics/analytics-tag'
import { ConsentBanner } from './analytics/consent-banner'
import { ErrorPage } from './components/error-page'
import { siteIcon } from './components/image-sources'
import { RouteError } from './components/route-error'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { useSiteLinkNavigation } from './components/site-link'
import { useHydrated } from './components/use-hydrated'
import { recordJourneyPage } from './leads/journey'
import { CompareTray } from './lists/components/compare-tray'
import { loadSiteShell } from './root.server'
import { tenantMiddleware } from './tenant.server'

export const middleware: Route.MiddlewareFunction[] = [personalPagesMiddleware, tenantMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
  const [shell, shopper] = await Promise.all([loadSiteShell(context), loadShopperSummary(request, context)])
  return { shell, shopper }
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>('root')?.shell ?? null
  const hydrated = useHydrated()
  useSiteLinkNavigation()
  return (
    // The analytics bootstrap may mark <html> before hydration (CONSENT_ASKING_ATTRIBUTE).
    <html lang="en-AU" data-hydrated={hydrated ? 'true' : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" {...siteIcon(shell?.theme.logoUrl)} />
        <Meta />
        <Links />
        <style>{themeStyle(shell?.theme ?? platformDefaultTheme)}</style>
        {shell ? <AnalyticsTag analytics={shell.analytics} /> : null}
      </head>
      <body className="flex min-h-dvh flex-col bg-surface text-ink antialiased">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {shell?.analytics.tag && shell.analytics.consentRequired ? <ConsentBanner /> : null}
        {shell ? <SiteHeader shell={shell} /> : null}
        {children}
        {shell ? <SiteFooter shell={shell} /> : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** Theme colours become CSS custom properties; values were checked as hex colours when merged. */
function themeStyle(theme: SiteTheme): string {
  return `:root{--brand-primary:${theme.primaryColour};--brand-on-primary:${theme.onPrimaryColour};--brand-accent:${theme.accentColour}}`
}

export default function App() {
  const { pathname, search } = useLocation()
  const compare = useRouteLoaderData<typeof loader>('root')?.shell?.lists.compare ?? false
  // Each page view joins the session's journey, which lead forms send as their attribution.
  useEffect(() => {
    recordJourneyPage(pathname, search)
  }, [pathname, search])
  // A page that offers the favourites in place (My Garage) has no banner as well.
  const offersInPlace = useMatches().some(
    (match) => (match.handle as { favouritesOffer?: string } | undefined)?.favouritesOffer === 'in-place',
  )
  return (
    <>
      {offersInPlace ? null : <FavouritesOffer key={pathname} placement="banner" />}
      {compare ? <CompareTray /> : null}
      <Outlet />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    const reason = (error.data as { reason?: string } | undefined)?.reason
    if (reason === 'no-dealer') {
      return (
        <ErrorPage
          status={404}
          title="No dealer website at this address"
          message="Check the address you typed. If you followed a link, the dealer may have moved to a new address."
        />
      )
    }
    if (reason === 'content-unavailable') {
      return (
        <ErrorPage
          status={503}
          title="This website is temporarily unavailable"
          message="We're having trouble loading this website right now. Please try again in a few minutes."
        />
      )
    }
  }
  return <RouteError error={error} subject="This page" />
}
