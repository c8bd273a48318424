import { Breadcrumb } from '~/components/breadcrumb'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { telHref } from '~/components/tel-href'
import { LocationAddress } from '~/locations/components/location-address'
import { LocationMap } from '~/locations/components/location-map'
import { OpeningHoursPanel } from '~/locations/components/opening-hours-panel'
import { StarRating } from '~/locations/components/star-rating'
import type { Route } from './+types/location'
import { loadLocation } from './location.server'

export function loader({ context, params }: Route.LoaderArgs) {
  return loadLocation(context, params.slug)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { location, siteName } = loaderData
  return [
    { title: `${location.name} | ${siteName}` },
    {
      name: 'description',
      content: `${location.name}: ${location.addressLines.join(', ')}. Opening hours, holiday hours, phone and directions.`,
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { location, stockHref } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
      <Breadcrumb parent={{ to: '/dealerships', label: 'Our Dealerships' }} current={location.name} />
      {location.typeLabel ? (
        <p className="mt-4 text-sm font-semibold tracking-wide text-brand uppercase">{location.typeLabel}</p>
      ) : null}
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{location.name}</h1>
      {location.rating ? <StarRating rating={location.rating} /> : null}
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="visit-us">
          <h2 id="visit-us" className="text-xl font-semibold">
            Visit us
          </h2>
          <LocationAddress lines={location.addressLines} className="mt-2" />
          <LocationMap location={location} />
          {location.directionsUrl ? (
            <a
              href={location.directionsUrl}
              className="button-secondary mt-3"
              target="_blank"
              rel="noreferrer"
            >
              Get Directions<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          <h2 className="mt-6 text-xl font-semibold">Contact</h2>
          <ul className="mt-2 space-y-1">
            {location.phone ? (
              <li>
                Phone:{' '}
                <a href={telHref(location.phone)} className="font-semibold underline">
                  {location.phone}
                </a>
              </li>
            ) : null}
            {location.landlinePhone ? (
              <li>
                Landline:{' '}
                <a href={telHref(location.landlinePhone)} className="underline">
                  {location.landlinePhone}
                </a>
              </li>
            ) : null}
            {location.email ? (
              <li>
                Email:{' '}
                <a href={`mailto:${location.email}`} className="underline">
                  {location.email}
                </a>
              </li>
            ) : null}
          </ul>
          {location.dealerLicenceNumber || location.motorVehicleRepairerNumber ? (
            <p className="mt-4 text-sm text-ink-muted">
              {[
                location.dealerLicenceNumber && `Dealer licence ${location.dealerLicenceNumber}`,
                location.motorVehicleRepairerNumber &&
                  `Motor vehicle repairer licence ${location.motorVehicleRepairerNumber}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <div className="action-row mt-6">
            <SiteLink to={stockHref} className="button-primary">
              View Our Stock
            </SiteLink>
            {location.locationType === 'service' ? (
              <SiteLink to="/service" className="button-secondary">
                Book a Service
              </SiteLink>
            ) : (
              <SiteLink to={`/contact-us/${location.slug}`} className="button-secondary">
                Contact Us
              </SiteLink>
            )}
          </div>
        </section>
        <OpeningHoursPanel location={location} headingLevel={2} />
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This location" />
}
