import { useSyncExternalStore } from 'react'

/**
 * Cars this browser viewed, newest first (stock document section 4, "viewed cars kept locally"), listed
 * on `/recently-viewed` (ADR 053).
 */

const RECENTLY_VIEWED_KEY = 'forecourt:recently-viewed'
export const RECENTLY_VIEWED_LIMIT = 12

export interface RecentlyViewedCar {
  id: string
  name: string
  href: string
  primary_image_url: string | null
}

export function readRecentlyViewed(): RecentlyViewedCar[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')
    return Array.isArray(parsed)
      ? (parsed as RecentlyViewedCar[]).filter((entry) => typeof entry?.id === 'string')
      : []
  } catch {
    return []
  }
}

const listeners = new Set<() => void>()

function write(cars: RecentlyViewedCar[]): void {
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(cars.slice(0, RECENTLY_VIEWED_LIMIT)))
  } catch {
    // Storage full or disabled: nothing is remembered.
  }
  for (const listener of listeners) listener()
}

export function rememberViewedCar(car: RecentlyViewedCar): void {
  write([car, ...readRecentlyViewed().filter((entry) => entry.id !== car.id)])
}

export function forgetViewedCar(id: string): void {
  write(readRecentlyViewed().filter((entry) => entry.id !== id))
}

let cached: { raw: string | null; value: RecentlyViewedCar[] } | null = null
const none: RecentlyViewedCar[] = []

function snapshot(): RecentlyViewedCar[] {
  const raw = window.localStorage.getItem(RECENTLY_VIEWED_KEY)
  if (cached?.raw !== raw) cached = { raw, value: readRecentlyViewed() }
  return cached.value
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The cars this browser viewed, newest first; empty on the server and while hydrating. */
export function useRecentlyViewed(): RecentlyViewedCar[] {
  return useSyncExternalStore(subscribe, snapshot, () => none)
}
