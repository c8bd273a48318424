import { cardCarouselStartIndex } from '@forecourt/domain/site/card-carousel'
import { useCallback, useEffect, useRef, useState } from 'react'
import { SiteLink } from '~/components/site-link'
import { telHref } from '~/components/tel-href'
import { LocationAddress } from '~/locations/components/location-address'
import type { LocationSlide } from '../location-slides.server'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

/**
 * "A carousel titled 'Our Locations' with 'View Location' and 'View Our Stock' buttons": a row of cards
 * that scrolls sideways with scroll snapping (a plain scrollable list without JavaScript), with previous
 * and next buttons that move it by one card.
 */
export function LocationsCarousel({ locations }: { locations: LocationSlide[] }) {
  const track = useRef<HTMLUListElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  const [edges, setEdges] = useState({ atStart: true, atEnd: false })

  const updateEdges = useCallback(() => {
    const list = track.current
    if (!list) return
    setEdges({
      atStart: list.scrollLeft <= 1,
      atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
    })
  }, [])
  // "Two-card carousel start index 1": the row opens on its start card. Both the start and the buttons'
  // edges are measured once the row nears the screen, not at hydration: the section renders only when
  // visible (`render-when-visible`), and reading its layout before would lay it out inside hydration.
  useEffect(() => {
    const list = track.current
    if (!list) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        const start = list.querySelectorAll('li')[cardCarouselStartIndex(locations.length)]
        // The list is positioned (relative): a card's offsetLeft counts from its start.
        if (start && start !== list.querySelector('li'))
          list.scrollTo({ left: start.offsetLeft, behavior: 'auto' })
        updateEdges()
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(list)
    window.addEventListener('resize', updateEdges)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', updateEdges)
    }
  }, [locations.length, updateEdges])
  const move = (direction: 1 | -1) => {
    const list = track.current
    const card = list?.querySelector('li')
    if (!list || !card) return
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0
    list.scrollBy({ left: direction * (card.offsetWidth + gap), behavior: reducedMotion ? 'auto' : 'smooth' })
  }

  const button =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line bg-surface-raised font-semibold disabled:opacity-40'
  return (
    <section
      aria-labelledby="our-locations"
      className="render-when-visible mx-auto w-full max-w-6xl px-4 py-12"
    >
      <div className="flex items-end justify-between gap-4">
        <h2 id="our-locations" className="text-2xl font-bold">
          Our Locations
        </h2>
        {locations.length > 1 ? (
          <div className="js-only">
            <div className="flex gap-2">
              <button type="button" className={button} disabled={edges.atStart} onClick={() => move(-1)}>
                <span aria-hidden="true">‹</span>
                <span className="sr-only">Previous locations</span>
              </button>
              <button type="button" className={button} disabled={edges.atEnd} onClick={() => move(1)}>
                <span aria-hidden="true">›</span>
                <span className="sr-only">Next locations</span>
              </button>
            </div>
          </div>
        ) : null}
      </div>
      {locations.length > 0 ? (
        // relative: the cards' visually hidden texts are positioned, and must scroll (and clip) with them.
        <ul
          ref={track}
          onScroll={updateEdges}
          className="relative mt-6 flex snap-x snap-mandatory gap-6 overflow-x-auto pb-4"
        >
          {locations.map((location) => (
            <li
              key={location.id}
              className="flex w-[85%] shrink-0 snap-start flex-col gap-3 rounded-lg border border-line bg-surface-raised p-5 shadow-sm sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]"
            >
              {location.typeLabel ? (
                <p className="text-sm font-semibold tracking-wide text-brand uppercase">
                  {location.typeLabel}
                </p>
              ) : null}
              <h3 className="text-lg font-semibold">{location.name}</h3>
              <LocationAddress lines={location.addressLines} className="text-ink-muted" />
              {location.phone ? (
                <a href={telHref(location.phone)} className="font-semibold underline">
                  <span className="sr-only">Call {location.name} on </span>
                  {location.phone}
                </a>
              ) : null}
              <div className="mt-auto grid gap-2 pt-2">
                <SiteLink
                  to={location.href}
                  className="button-primary text-sm"
                  aria-label={`View Location: ${location.name}`}
                >
                  View Location
                </SiteLink>
                <SiteLink
                  to={location.stockHref}
                  className="button-secondary text-sm"
                  aria-label={`View Our Stock: ${location.name}`}
                >
                  View Our Stock
                </SiteLink>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-ink-muted">
          Location details are coming soon. Please call us for directions.
        </p>
      )}
    </section>
  )
}
