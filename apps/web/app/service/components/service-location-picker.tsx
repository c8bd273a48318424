import { Form } from 'react-router'
import { SiteLink } from '~/components/site-link'
import { telHref } from '~/components/tel-href'
import { LocationAddress } from '~/locations/components/location-address'
import { OpeningHoursPanel } from '~/locations/components/opening-hours-panel'
import type { LocationView } from '~/locations/location-view.server'

/**
 * A tab without a booking page: choose a service location (a GET form, so it works without JavaScript)
 * and see its phone number, address and hours to book by phone or in person, or book it online with the
 * multi-step service booking form (`/service/booking?location={location id}`).
 */
export function ServiceLocationPicker({
  tab,
  locations,
  location,
}: {
  tab: { name: string; isFirst: boolean }
  locations: LocationView[]
  location: LocationView | null
}) {
  if (!location) {
    return (
      <p className="rounded-lg border border-line bg-surface-raised p-6 text-ink-muted">
        Service locations are coming soon. Please call us to book your service.
      </p>
    )
  }
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        {locations.length > 1 ? (
          <Form method="get" action="/service" preventScrollReset className="flex flex-wrap items-end gap-3">
            {tab.isFirst ? null : <input type="hidden" name="tab" value={tab.name} />}
            <div className="flex min-w-60 flex-1 flex-col gap-1">
              <label htmlFor="service-location" className="font-semibold">
                Service location
              </label>
              <select
                id="service-location"
                name="location"
                defaultValue={location.slug}
                key={location.slug}
                className="min-h-11 rounded border border-line bg-surface-raised px-3"
              >
                {locations.map((candidate) => (
                  <option key={candidate.slug} value={candidate.slug}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button-secondary">
              Show location
            </button>
          </Form>
        ) : null}
        <h3 className="mt-6 text-xl font-semibold">{location.name}</h3>
        <LocationAddress lines={location.addressLines} className="mt-2" />
        <div className="action-row mt-4">
          <SiteLink
            to={`/service/booking?${new URLSearchParams({ location: location.id })}`}
            className="button-primary"
          >
            Book a Service Online
          </SiteLink>
          {location.phone ? (
            <a href={telHref(location.phone)} className="button-primary">
              Call {location.phone}
            </a>
          ) : null}
          {location.directionsUrl ? (
            <a href={location.directionsUrl} className="button-secondary" target="_blank" rel="noreferrer">
              Get Directions<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
      <OpeningHoursPanel location={location} headingLevel={3} />
    </div>
  )
}
