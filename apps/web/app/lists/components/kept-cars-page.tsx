import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { forgetViewedCar, useRecentlyViewed } from '~/cars/recently-viewed'
import { SiteLink } from '~/components/site-link'
import type { KeptCarsPageData } from '~/routes/kept-cars.server'
import { type FavouriteEntry, useKeptLists } from '~/search/shortlist'

const intro: Record<KeptCarsPageData['list'], string> = {
  favourites:
    'Cars you marked ♡ Favourite. They are kept in this browser only, with no sign-in: another browser or device has its own.',
  'recently-viewed':
    'The cars you looked at most recently, newest first. They are kept in this browser only, with no sign-in.',
}

const empty: Record<KeptCarsPageData['list'], string> = {
  favourites: 'You have no favourites yet. Press ♡ Favourite on any car to keep it here.',
  'recently-viewed': 'You have not viewed any cars yet.',
}

/**
 * A list of cars kept in this browser (ADR 053). The server renders the page and says what the list is;
 * the list is read from browser storage once scripts run, and this page's loader, asked with the ids,
 * says how each car stands on this site today: sold cars are marked and cars taken off the site are
 * explained, never silently dropped.
 */
export function KeptCarsPage({ page }: { page: KeptCarsPageData }) {
  const kept = useKeptLists()
  const viewed = useRecentlyViewed()
  const entries: FavouriteEntry[] = page.list === 'favourites' ? kept.favourites : viewed
  const remove = page.list === 'favourites' ? kept.removeFavourite : forgetViewedCar
  const ids = entries.map((entry) => entry.id).join(',')
  const fetcher = useFetcher<KeptCarsPageData>()
  const { load } = fetcher
  useEffect(() => {
    if (ids) void load(`/${page.list}?${new URLSearchParams({ cars: ids })}`)
  }, [ids, load, page.list])
  const states = fetcher.data?.cars ?? {}
  const loading = ids !== '' && !fetcher.data
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{page.title}</h1>
      <p className="mt-2 max-w-prose">{intro[page.list]}</p>
      <p className="no-js-only mt-4 rounded-lg border border-line bg-surface-raised p-4">
        This list is kept by your browser, so it shows only with JavaScript switched on.
      </p>
      <div className="js-only mt-6" aria-busy={loading}>
        {entries.length === 0 ? (
          <div className="space-y-3">
            <p>{empty[page.list]}</p>
            <SiteLink to="/search" className="button-primary">
              Browse our stock
            </SiteLink>
          </div>
        ) : (
          <ul className="kept-list" aria-label={page.title}>
            {entries.map((entry) => {
              const state = states[entry.id]
              const title = state?.title ?? (entry.name || 'A car you kept')
              const href = state ? state.href : entry.href || null
              const imageUrl = state?.imageUrl ?? entry.primary_image_url
              return (
                <li key={entry.id} className="kept-car">
                  {imageUrl ? <img src={imageUrl} alt="" width={320} height={240} loading="lazy" /> : null}
                  <h2 className="font-semibold">
                    {href ? (
                      <SiteLink to={href} className="underline underline-offset-4">
                        {title}
                      </SiteLink>
                    ) : (
                      title
                    )}
                  </h2>
                  {state?.tag ? (
                    <p>
                      <span className="tag-red compare-sold">{state.tag}</span>
                    </p>
                  ) : null}
                  {state?.price && !state.tag ? <p className="font-bold">{state.price}</p> : null}
                  {state?.explanation ? <p className="text-sm">{state.explanation}</p> : null}
                  <button
                    type="button"
                    className="card-tool mt-auto w-fit"
                    aria-label={`Remove ${title} from ${page.title.toLowerCase()}`}
                    onClick={() => remove(entry.id)}
                  >
                    Remove
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </main>
  )
}
