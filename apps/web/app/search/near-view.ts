import type { GeoPoint } from '@forecourt/domain/locations/geo-point'
import type { NearMe } from '@forecourt/domain/search/near-me'
import type { NearSearch } from './near-search'

/** What the results page knows of its near-me search: the URL's place and distance, and what the server made of them. */
export interface NearView extends NearMe {
  /** 'found': searched from `from`; otherwise the results are not by distance and `message` says why. */
  status: 'found' | 'not-found' | 'unavailable'
  /** The place in words: '2150', 'Parramatta NSW', 'your location'. */
  name: string | null
  from: GeoPoint | null
  /** Which of several same-named suburbs was taken. */
  note: string | null
  message: string | null
}

/** The search a view asks for: from its point, when it has one. */
export function nearSearchOf(view: NearView | null): NearSearch | null {
  return view?.from ? { from: view.from, radiusKm: view.distanceKm } : null
}
