import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { SiteLink } from '~/components/site-link'
import { useHydrated } from '~/components/use-hydrated'
import { LocationMap } from '~/locations/components/location-map'
import type { footLocations } from '../car-page-view.server'

type FootLocation = ReturnType<typeof footLocations>[number]

/** The spec's anchor for the car page's locations ("Anchors: #vehicle-map, …"). */
export const VEHICLE_MAP_ANCHOR = 'vehicle-map'
/** Which location's tab a page address opens (the links that stand in for tabs before scripts run). */
const LOCATION_PARAM = 'location'

const tabId = (location: FootLocation) => `${VEHICLE_MAP_ANCHOR}-tab-${location.slug}`
const panelId = (location: FootLocation) => `${VEHICLE_MAP_ANCHOR}-${location.slug}`

const tabClass = (selected: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${
    selected
      ? 'border-brand bg-brand text-on-brand'
      : 'border-line bg-surface-raised text-ink hover:border-brand'
  }`

function locationHref(params: URLSearchParams, location: FootLocation): string {
  const next = new URLSearchParams(params)
  next.set(LOCATION_PARAM, location.slug)
  return `?${next}#${VEHICLE_MAP_ANCHOR}`
}

/**
 * Where to find the dealer (#vehicle-map): a tab per location, each with its address, directions and the
 * map its location page shows (drawn once the section nears the screen; without scripts, its place only). Before scripts run the tabs are links to the page with that location open
 * (they look the same, so nothing moves on hydration). No phone numbers here: the page's number stays
 * masked until the shopper reveals it, so reveals can be counted.
 */
export function CarLocations({ locations }: { locations: readonly FootLocation[] }) {
  const [params] = useSearchParams()
  const requested = params.get(LOCATION_PARAM)
  const [selectedId, setSelectedId] = useState(
    () => (locations.find((location) => location.slug === requested) ?? locations[0])?.id,
  )
  const hydrated = useHydrated()
  const section = useRef<HTMLElement>(null)
  // The map (an embedded frame or map tiles) loads as the section nears the screen, not with the page:
  // most shoppers never scroll this far. Its place is held at its size meanwhile.
  const [mapsWanted, setMapsWanted] = useState(false)
  useEffect(() => {
    const element = section.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setMapsWanted(true)
        observer.disconnect()
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  if (locations.length === 0) return null
  const tabbed = locations.length > 1
  const select = (location: FootLocation) => setSelectedId(location.id)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = locations.findIndex((location) => location.id === selectedId)
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % locations.length,
      ArrowLeft: (at - 1 + locations.length) % locations.length,
      Home: 0,
      End: locations.length - 1,
    }
    const next = locations[moves[event.key] ?? -1]
    if (!next) return
    event.preventDefault()
    select(next)
    document.getElementById(tabId(next))?.focus()
  }

  return (
    <section
      ref={section}
      id={VEHICLE_MAP_ANCHOR}
      aria-labelledby="car-locations"
      className="car-section scroll-mt-24"
      data-testid="vehicle-map"
    >
      <h2 id="car-locations" className="car-section-heading">
        Visit Us
      </h2>
      {tabbed && hydrated ? (
        <div role="tablist" aria-label="Our locations" onKeyDown={onKeyDown} className="flex flex-wrap gap-2">
          {locations.map((location) => (
            <button
              key={location.id}
              type="button"
              role="tab"
              id={tabId(location)}
              aria-selected={location.id === selectedId}
              aria-controls={panelId(location)}
              tabIndex={location.id === selectedId ? 0 : -1}
              onClick={() => select(location)}
              className={tabClass(location.id === selectedId)}
            >
              {location.name}
            </button>
          ))}
        </div>
      ) : null}
      {tabbed && !hydrated ? (
        <nav aria-label="Our locations">
          <ul className="flex flex-wrap gap-2">
            {locations.map((location) => (
              <li key={location.id} className="flex">
                <a
                  href={locationHref(params, location)}
                  rel="nofollow"
                  aria-current={location.id === selectedId ? 'true' : undefined}
                  className={tabClass(location.id === selectedId)}
                >
                  {location.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {locations.map((location) => (
        <div
          key={location.id}
          id={panelId(location)}
          {...(tabbed && hydrated ? { role: 'tabpanel', 'aria-labelledby': tabId(location) } : {})}
          hidden={location.id !== selectedId}
          className="mt-4"
        >
          <h3 className="font-semibold">
            <SiteLink to={`/locations/${location.slug}`} className="underline">
              {location.name}
            </SiteLink>
          </h3>
          {/* Only the open tab's map is drawn: a hidden panel's lazy map frame would never load. */}
          {location.map && location.id === selectedId ? (
            <LocationMap location={location} id={`${panelId(location)}-map`} deferred={!mapsWanted} />
          ) : (
            <>
              <address className="mt-1 text-sm not-italic text-ink-muted">
                {location.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              {location.directionsUrl ? (
                <a
                  href={location.directionsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 inline-flex min-h-6 items-center text-sm font-semibold underline"
                >
                  Get Directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
                </a>
              ) : null}
            </>
          )}
        </div>
      ))}
    </section>
  )
}
