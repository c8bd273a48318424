import {
  coordinatesNear,
  type NearDistanceKm,
  nearDistanceOptions,
  nearPoint,
} from '@forecourt/domain/search/near-me'
import { withNearMe } from '@forecourt/domain/search/url-state'
import { useEffect, useRef, useState } from 'react'
import { useValueFromBeforeHydration } from '~/components/use-value-from-before-hydration'
import type { NearView } from '../near-view'
import { useSearchView } from '../search-view-context'

/** Where the page says what became of the place typed (not found, or which of several was taken). */
export const NEAR_MESSAGE_ID = 'near-me-message'

const distanceOptions = nearDistanceOptions()

/**
 * "Near": a postcode or suburb and a distance, fields of the filters' GET form, so they work without
 * JavaScript. With it, the place is searched when the form is sent (Enter, 'Search near', 'Show Me N
 * cars'; see FiltersPanel), a new distance at once, and 'Use my location' asks the browser where it is.
 */
export function NearMeFilter({ near }: { near: NearView | null }) {
  const { state, refine } = useSearchView()
  const current = state.nearMe
  const [text, setText] = useState(current?.near ?? '')
  const [distance, setDistance] = useState(current?.distanceKm ? String(current.distanceKm) : '')
  const [locating, setLocating] = useState(false)
  const [locationMessage, setLocationMessage] = useState<string | null>(null)
  const placeField = useRef<HTMLInputElement>(null)
  const distanceField = useRef<HTMLSelectElement>(null)
  // The URL leads: back, forward, a removed chip.
  useEffect(() => {
    setText(current?.near ?? '')
    setDistance(current?.distanceKm ? String(current.distanceKm) : '')
  }, [current?.near, current?.distanceKm])
  useValueFromBeforeHydration(placeField, text, setText)
  useValueFromBeforeHydration(distanceField, distance, setDistance)

  const problem = near && near.status !== 'found' && near.near === current?.near

  const useMyLocation = () => {
    setLocationMessage(null)
    if (!('geolocation' in navigator)) {
      setLocationMessage("This browser can't share your location. Enter a postcode or suburb instead.")
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        const here = coordinatesNear({ lat: position.coords.latitude, lng: position.coords.longitude })
        const km = distance ? (Number(distance) as NearDistanceKm) : null
        refine((latest) => withNearMe(latest, { near: here, distanceKm: km }))
      },
      (error) => {
        setLocating(false)
        setLocationMessage(
          error.code === error.PERMISSION_DENIED
            ? 'Location access was denied, so we can’t search near you. Enter a postcode or suburb instead.'
            : 'We couldn’t find your location. Enter a postcode or suburb instead.',
        )
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    )
  }

  return (
    <fieldset className="near-me border-b border-line py-4">
      <legend className="font-semibold">Near me</legend>
      <label htmlFor="search-near" className="mt-1 block text-sm">
        Postcode or suburb
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={placeField}
          id="search-near"
          name="near"
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="postal-code"
          enterKeyHint="search"
          maxLength={60}
          placeholder="e.g. 2150 or Parramatta"
          aria-invalid={problem ? true : undefined}
          aria-describedby={near?.message || near?.note ? NEAR_MESSAGE_ID : undefined}
          className="min-h-11 w-full min-w-0 rounded-md border border-line px-3"
        />
        <button type="submit" data-keep-open="" className="button-secondary shrink-0">
          Search<span className="sr-only"> near this place</span>
        </button>
      </div>
      <label htmlFor="search-distance" className="mt-3 block text-sm">
        Distance
      </label>
      <select
        ref={distanceField}
        id="search-distance"
        name="distance"
        value={distance}
        onChange={(event) => {
          const value = event.target.value
          setDistance(value)
          // Without a place the distance waits for one; with one it applies at once.
          if (current)
            refine((latest) =>
              latest.nearMe
                ? withNearMe(latest, {
                    ...latest.nearMe,
                    distanceKm: value ? (Number(value) as NearDistanceKm) : null,
                  })
                : latest,
            )
        }}
        className="mt-1 min-h-11 w-full rounded-md border border-line bg-surface-raised px-2"
      >
        {distanceOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="js-only button-secondary mt-3 w-full justify-center"
        onClick={useMyLocation}
        disabled={locating}
        aria-describedby={locationMessage ? 'near-me-location-message' : undefined}
      >
        {locating ? 'Finding your location…' : 'Use my location'}
      </button>
      <p id="near-me-location-message" role="status" className="mt-2 text-sm empty:hidden">
        {locationMessage}
      </p>
      {current && nearPoint(current.near) ? (
        <p className="mt-1 text-sm text-ink-muted">Searching from your location (to about a kilometre).</p>
      ) : null}
    </fieldset>
  )
}
