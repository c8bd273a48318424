import { parseNearMe, sameNearMe } from '@forecourt/domain/search/near-me'
import { parseResultsLayout, VIEW_PARAM } from '@forecourt/domain/search/one-per-model'
import { nextSearchState } from '@forecourt/domain/search/url-state'
import { SEARCHED_PARAM, WORDS_PARAM } from '@forecourt/domain/search-words/search-words-state'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from 'react-router'
import { RouteError } from '~/components/route-error'
import { answerHeaders } from '~/route-headers'
import { SearchedForLine } from '~/search/components/searched-for'
import type { LiveResults } from '~/search/live-search'
import { rememberSearch } from '~/search/search-history-store'
import { searchItemList } from '~/search/search-item-list'
import { createSearchRouter, searchHref, searchStateAt } from '~/search/search-routing'
import { type SearchView, SearchViewContext } from '~/search/search-view-context'
import { SiteSearch } from '~/search/site-search'
import type { Route } from './+types/search'
import { loadSearchPage } from './search.server'

const LiveSearch = lazy(() => import('~/search/live-search'))

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadSearchPage(context, request, params['*'])
}

export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args, args.loaderHeaders)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: loaderData.title },
    { name: 'description', content: loaderData.description },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
    ...(loaderData.unavailable ? [{ name: 'robots', content: 'noindex' }] : []),
    { 'script:ld+json': searchItemList(loaderData) },
  ]
}

/**
 * Once the browser searches for itself, the loader only runs again when the path changes (another
 * landing page), another place or distance (the server looks places up), another view (all cars or one
 * per model: the server renders the first page of either) or typed words (the server understands them),
 * not for refinements made on this one.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const words = (url: URL) => `${url.searchParams.get(WORDS_PARAM)}|${url.searchParams.get(SEARCHED_PARAM)}`
  const view = (url: URL) => parseResultsLayout(url.searchParams.get(VIEW_PARAM))
  if (
    currentUrl.pathname === nextUrl.pathname &&
    words(currentUrl) === words(nextUrl) &&
    view(currentUrl) === view(nextUrl) &&
    sameNearMe(parseNearMe(currentUrl.searchParams), parseNearMe(nextUrl.searchParams))
  )
    return false
  return defaultShouldRevalidate
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { config, results: loaderResults, heading, unavailable, searchedFor, near, layout } = loaderData
  const navigate = useNavigate()
  const location = useLocation()
  const [router] = useState(() =>
    createSearchRouter({
      initialLocation: config.location,
      landing: config.landing,
      currentPathname: () => window.location.pathname,
    }),
  )
  useEffect(() => {
    router.locationChanged(location, config.landing)
  }, [router, location, config.landing])

  // The server's clock as the browser can tell it: the render's time, moved on since it arrived.
  const clockOffset = useMemo(() => config.now - Date.now(), [config.now])

  const here = `${location.pathname}${location.search}`
  const located = useMemo(
    () => searchStateAt({ pathname: location.pathname, search: location.search }, config.landing),
    [location.pathname, location.search, config.landing],
  )
  // A refinement shows at once (a ticked box stays ticked), before the navigation it starts lands.
  const [pending, setPending] = useState<{ from: string; state: SearchView['state'] } | null>(null)
  const state = pending && pending.from === here ? pending.state : located
  const stateRef = useRef(state)
  stateRef.current = state

  // Near me and the view: InstantSearch is started for the place, distance and view the loader answered.
  // Until the loader has answered another (it looks the place up, renders the view's first page), its
  // results are for another search: placeholders instead.
  const loaderNearMe = near ? { near: near.near, distanceKm: near.distanceKm } : null
  const answeredCurrent = sameNearMe(state.nearMe, loaderNearMe) && state.view === layout
  const answeredKey = `${near ? `${near.near}|${near.distanceKm ?? ''}` : ''}|${layout}`

  // The loader's results stand until the search moves away from them; InstantSearch is loaded then.
  const [live, setLive] = useState<(LiveResults & { answeredKey: string }) | null>(null)
  const liveHere = live && live.answeredKey === answeredKey ? live : null
  const rendered = `${config.location.pathname}${config.location.search}`
  const [searching, setSearching] = useState(false)
  useEffect(() => {
    if ((here !== rendered && answeredCurrent) || unavailable) setSearching(true)
  }, [here, rendered, answeredCurrent, unavailable])
  const onResults = useCallback(
    (next: LiveResults) => {
      setLive((previous) => ({
        answeredKey,
        results: next.results ?? (previous?.answeredKey === answeredKey ? previous.results : null),
        status: next.status,
      }))
    },
    [answeredKey],
  )
  useRememberedSearches(liveHere?.results ?? null, state, config.settings.scrollToTopAfterSearch)

  const view = useMemo<SearchView>(
    () => ({
      state,
      results: liveHere?.results ?? loaderResults,
      // Until InstantSearch answers, the loader's cards are for another search: placeholders instead.
      status: !answeredCurrent
        ? 'stalled'
        : liveHere?.results
          ? liveHere.status
          : here !== rendered
            ? 'stalled'
            : 'idle',
      refine: (change) => {
        const current = stateRef.current
        const wanted = typeof change === 'function' ? change(current) : change
        const next = nextSearchState(current, wanted)
        const href = searchHref(next, config.landing)
        const from = `${window.location.pathname}${window.location.search}`
        if (href === from) return
        stateRef.current = next
        setPending({ from, state: next })
        setSearching(true)
        navigate(href, { preventScrollReset: true })
      },
      href: (next) => searchHref(nextSearchState(state, next), config.landing),
    }),
    [state, liveHere, answeredCurrent, loaderResults, here, rendered, config.landing, navigate],
  )

  return (
    <main id="main" className="flex-1">
      <SearchViewContext value={view}>
        {searchedFor ? <SearchedForLine searched={searchedFor} /> : null}
        <SiteSearch config={config} heading={heading} unavailable={unavailable} near={near} />
      </SearchViewContext>
      {searching && answeredCurrent ? (
        <Suspense fallback={null}>
          <LiveSearch
            key={answeredKey}
            config={config}
            router={router}
            near={near}
            layout={layout}
            clockOffset={clockOffset}
            onResults={onResults}
          />
        </Suspense>
      ) : null}
    </main>
  )
}

/** After each search the browser makes: remember it, and scroll up where the dealer flags it. */
function useRememberedSearches(results: unknown, state: SearchView['state'], scrollToTop: boolean) {
  const stateRef = useRef(state)
  stateRef.current = state
  useEffect(() => {
    if (!results) return
    rememberSearch(stateRef.current)
    if (scrollToTop) window.scrollTo({ top: 0 })
  }, [results, scrollToTop])
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Our stock" />
}
