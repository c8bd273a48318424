import type { LocationType, LocationTypeChoice } from '@forecourt/domain/locations/type-selector'
import { Link } from 'react-router'
import type { LocationView } from '../location-view.server'
import { OpeningHoursPanel } from './opening-hours-panel'

/**
 * The Opening Hours panel with its location-type selector: a link per type (`?hours=service`), so it
 * works without JavaScript, and the hours of each location of the chosen type.
 */
export function OpeningHoursByType({ choice }: { choice: LocationTypeChoice<LocationView> }) {
  if (!choice.selected) return null
  return (
    <section aria-labelledby="opening-hours-by-type" className="mt-12">
      <h2 id="opening-hours-by-type" className="text-2xl font-bold">
        Our Opening Hours
      </h2>
      {choice.types.length > 1 ? (
        <nav aria-label="Location type" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {choice.types.map(({ type, label }) => (
              <li key={type}>
                <Link
                  to={hoursPath(type, choice.types[0]?.type)}
                  preventScrollReset
                  aria-current={type === choice.selected ? 'page' : undefined}
                  className={type === choice.selected ? 'button-primary' : 'button-secondary'}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {choice.locations.map((location) => (
          <div key={location.id}>
            <p className="font-semibold">{location.name}</p>
            <OpeningHoursPanel location={location} headingLevel={3} />
          </div>
        ))}
      </div>
    </section>
  )
}

const hoursPath = (type: LocationType, first: LocationType | undefined) =>
  type === first ? '/contact' : `/contact?hours=${type}`
