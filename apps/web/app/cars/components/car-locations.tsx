import { SiteLink } from '~/components/site-link'
import type { footLocations } from '../car-page-view.server'

/**
 * Where to find the dealer: its locations with directions. No phone numbers here: the page's number stays
 * masked until the shopper reveals it, so reveals can be counted.
 */
export function CarLocations({ locations }: { locations: ReturnType<typeof footLocations> }) {
  if (locations.length === 0) return null
  return (
    <section aria-labelledby="car-locations" className="car-section">
      <h2 id="car-locations" className="car-section-heading">
        Visit Us
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {locations.map((location) => (
          <li key={location.id} className="rounded-lg border border-line bg-surface-raised p-4">
            <h3 className="font-semibold">
              <SiteLink to={`/locations/${location.slug}`} className="underline">
                {location.name}
              </SiteLink>
            </h3>
            <address className="mt-1 text-sm not-italic text-ink-muted">
              {location.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <p className="mt-2 flex flex-wrap gap-x-4 text-sm font-semibold">
              {location.directionsUrl ? (
                <a
                  href={location.directionsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-6 items-center underline"
                >
                  Get Directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
                </a>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
