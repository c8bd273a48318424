import { byDistance } from '@forecourt/domain/locations/order'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { LocationSummaryCard } from '~/locations/components/location-summary-card'
import type { Route } from './+types/dealerships'
import { loadDealerships } from './dealerships.server'

export function loader({ context, request }: Route.LoaderArgs) {
  return loadDealerships(context, request)
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return []
  const locator = location.pathname === '/dealer-locator'
  return [
    { title: `${locator ? 'Dealer Locator' : 'Our Dealerships'} | ${loaderData.siteName}` },
    {
      name: 'description',
      content: `Addresses, phone numbers, opening hours and directions for every ${loaderData.siteName} location.`,
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function Dealerships({ loaderData }: Route.ComponentProps) {
  const locator = useLocation().pathname === '/dealer-locator'
  const [nearest, setNearest] = useState<{ id: string; km: number | null }[] | null>(null)
  const [locating, setLocating] = useState<'idle' | 'busy' | 'denied'>('idle')
  const path = locator ? '/dealer-locator' : '/dealerships'
  const ordered = nearest
    ? nearest.flatMap(({ id }) => loaderData.locations.filter((candidate) => candidate.id === id))
    : loaderData.locations
  const distanceOf = (id: string) => nearest?.find((entry) => entry.id === id)?.km ?? null

  const findNearest = () => {
    setLocating('busy')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const from = { lat: position.coords.latitude, lng: position.coords.longitude }
        setNearest(
          byDistance(loaderData.locations, from).map(({ location, km }) => ({ id: location.id, km })),
        )
        setLocating('idle')
      },
      () => setLocating('denied'),
    )
  }

  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{locator ? 'Dealer Locator' : 'Our Dealerships'}</h1>
      <nav aria-label="Filter locations" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {loaderData.filters.map((filter) => (
            <li key={filter.value}>
              <SiteLink
                to={filter.value === 'all' ? path : `${path}?filter=${filter.value}`}
                aria-current={filter.value === loaderData.filter ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
                  filter.value === loaderData.filter
                    ? 'border-brand bg-brand text-on-brand'
                    : 'border-line bg-surface-raised'
                }`}
              >
                {filter.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {locator ? (
        <div className="js-only mt-4">
          <button
            type="button"
            className="button-primary"
            onClick={findNearest}
            disabled={locating === 'busy'}
          >
            {locating === 'busy' ? 'Finding your nearest location…' : 'Find my nearest location'}
          </button>
          {locating === 'denied' ? (
            <p role="alert" className="mt-2 text-sm">
              We couldn't get your position. Allow location access in your browser, or browse the list below.
            </p>
          ) : null}
        </div>
      ) : null}
      {ordered.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ordered.map((entry) => (
            <li key={entry.id}>
              {distanceOf(entry.id) !== null ? (
                <p className="mb-1 text-sm font-semibold">{`${(distanceOf(entry.id) ?? 0).toFixed(1)} km away`}</p>
              ) : null}
              <LocationSummaryCard location={entry} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-ink-muted">
          No locations of this kind. Choose another filter to see our other locations.
        </p>
      )}
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Our dealerships" />
}
