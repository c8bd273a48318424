import { useId } from 'react'
import type { LocationView } from '../location-view.server'

/** The week's hours ('Mon - Fri' when the weekdays agree), open now, and the holiday hours behind a disclosure. */
export function OpeningHoursPanel({
  location,
  headingLevel = 3,
}: {
  location: LocationView
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // One location's panel can show twice on a page (its card, and the hours by location type).
  const headingId = `hours-${useId()}`
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="font-semibold">
        Opening Hours
      </Heading>
      <p
        className={`mt-1 text-sm font-semibold ${location.openStatus.open ? 'text-green-800' : 'text-red-800'}`}
      >
        {location.openStatus.open ? `Open now until ${location.openStatus.until}` : 'Closed now'}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {location.hours.map((row) => (
          <div key={row.days} className="contents">
            <dt className="font-medium">{row.days}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </dl>
      {location.holidayHours.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-brand underline">View Holiday Hours</summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {location.holidayHours.map((day) => (
              <div key={day.date} className="contents">
                <dt>
                  {new Date(`${day.date}T00:00:00Z`).toLocaleDateString('en-AU', {
                    weekday: 'short',
                    day: 'numeric',
                    month: 'short',
                    timeZone: 'UTC',
                  })}
                  {day.label ? ` (${day.label})` : ''}
                </dt>
                <dd>{day.hours}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </section>
  )
}
