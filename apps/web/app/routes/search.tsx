import { useEffect, useMemo, useState } from 'react'
import { InstantSearchSSRProvider } from 'react-instantsearch'
import { type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from 'react-router'
import { createVehicleSearchClient } from '~/search/search-client'
import { createSearchRouter } from '~/search/search-routing'
import { SiteSearch } from '~/search/site-search'
import type { Route } from './+types/search'
import { loadSearchPage } from './search.server'

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadSearchPage(context, request, params['*'])
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: loaderData.title },
    { name: 'description', content: loaderData.description },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
    ...(loaderData.unavailable ? [{ name: 'robots', content: 'noindex' }] : []),
    { 'script:ld+json': loaderData.itemList },
  ]
}

/**
 * InstantSearch searches from the browser once the page is interactive; the loader only runs again when
 * the path changes (another landing page), not for refinements made on this one.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { config, serverState, heading, unavailable } = loaderData
  const navigate = useNavigate()
  const location = useLocation()
  const [router] = useState(() =>
    createSearchRouter({
      initialLocation: config.location,
      landing: config.landing,
      navigate: (href) => navigate(href, { preventScrollReset: true }),
      currentPathname: () => window.location.pathname,
    }),
  )
  useEffect(() => {
    router.locationChanged(location, config.landing)
  }, [router, location, config.landing])
  const searchClient = useMemo(
    () =>
      createVehicleSearchClient({
        url: config.search.url,
        origin: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
        apiKey: config.search.apiKey,
        priceAscendingFilter: config.search.priceAscendingFilter,
      }),
    [config.search],
  )
  return (
    <main id="main" className="flex-1">
      <InstantSearchSSRProvider {...(serverState ?? {})}>
        <SiteSearch
          config={config}
          searchClient={searchClient}
          router={router}
          heading={heading}
          unavailable={unavailable}
        />
      </InstantSearchSSRProvider>
    </main>
  )
}
