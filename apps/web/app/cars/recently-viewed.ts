/**
 * Cars this browser viewed, newest first (stock document section 4, "viewed cars kept locally"), for a
 * "recently viewed" list elsewhere on the site.
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
    return Array.isArray(parsed) ? (parsed as RecentlyViewedCar[]) : []
  } catch {
    return []
  }
}

export function rememberViewedCar(car: RecentlyViewedCar): void {
  const others = readRecentlyViewed().filter((entry) => entry?.id !== car.id)
  try {
    window.localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([car, ...others].slice(0, RECENTLY_VIEWED_LIMIT)),
    )
  } catch {
    // Storage full or disabled: nothing is remembered.
  }
}
