import { SiteLink } from '~/components/site-link'
import { telHref } from '~/components/tel-href'
import type { LocationView } from '../location-view.server'
import { LocationAddress } from './location-address'
import { OpeningHoursPanel } from './opening-hours-panel'
import { StarRating } from './star-rating'

/**
 * The spec's location card: name, address, phone, hours, licence numbers, star rating, and 'Get
 * Directions', 'View Location Details' and 'Book a Service' (service locations) or a contact button.
 */
export function LocationSummaryCard({ location }: { location: LocationView }) {
  return (
    <article
      aria-labelledby={`location-${location.id}`}
      className="flex h-full flex-col gap-4 rounded-lg border border-line bg-surface-raised p-5 shadow-sm"
    >
      <div>
        {location.typeLabel ? (
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{location.typeLabel}</p>
        ) : null}
        <h2 id={`location-${location.id}`} className="mt-1 text-lg font-semibold">
          {location.name}
        </h2>
        <LocationAddress lines={location.addressLines} className="mt-2 text-ink-muted" />
        {location.rating ? <StarRating rating={location.rating} /> : null}
      </div>
      {location.phone ? (
        <p>
          <a href={telHref(location.phone)} className="font-semibold underline">
            <span className="sr-only">Call {location.name} on </span>
            {location.phone}
          </a>
        </p>
      ) : null}
      <OpeningHoursPanel location={location} />
      {location.dealerLicenceNumber || location.motorVehicleRepairerNumber ? (
        <p className="text-xs text-ink-muted">
          {[
            location.dealerLicenceNumber && `Dealer licence ${location.dealerLicenceNumber}`,
            location.motorVehicleRepairerNumber && `MVRL ${location.motorVehicleRepairerNumber}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      <div className="mt-auto grid gap-2">
        {location.directionsUrl ? (
          <a
            href={location.directionsUrl}
            className="button-secondary text-sm"
            target="_blank"
            rel="noreferrer"
          >
            Get Directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
          </a>
        ) : null}
        <SiteLink to={`/locations/${location.slug}`} className="button-secondary text-sm">
          View Location Details<span className="sr-only">: {location.name}</span>
        </SiteLink>
        {location.locationType === 'service' ? (
          <SiteLink to="/service" className="button-primary text-sm">
            Book a Service<span className="sr-only"> at {location.name}</span>
          </SiteLink>
        ) : (
          <SiteLink to={`/contact-us/${location.slug}`} className="button-primary text-sm">
            Contact Us<span className="sr-only">: {location.name}</span>
          </SiteLink>
        )}
      </div>
    </article>
  )
}
