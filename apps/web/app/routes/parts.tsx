import { PortableText } from '~/components/portable-text'
import { RouteError } from '~/components/route-error'
import { LocationSummaryCard } from '~/locations/components/location-summary-card'
import type { Route } from './+types/parts'
import { loadPartsPage } from './parts.server'

export function loader({ context, request }: Route.LoaderArgs) {
  return loadPartsPage(context, request)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: `${loaderData.title} | ${loaderData.siteName}` },
    { name: 'description', content: loaderData.description },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function PartsPage({ loaderData }: Route.ComponentProps) {
  const { title, body, locations } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {body ? (
        <div className="mt-6 max-w-3xl">
          <PortableText blocks={body} />
        </div>
      ) : (
        <p className="mt-2 max-w-2xl text-ink-muted">
          Genuine parts and accessories, fitted by our technicians or ready to collect. Call our parts team
          with your vehicle's details and we will check stock and prices for you.
        </p>
      )}
      <section aria-labelledby="parts-locations" className="mt-10">
        <h2 id="parts-locations" className="text-2xl font-bold">
          Parts locations
        </h2>
        {locations.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {locations.map((location) => (
              <li key={location.id}>
                <LocationSummaryCard location={location} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-ink-muted">Location details are coming soon. Please call us.</p>
        )}
      </section>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Parts and accessories" />
}
