import {
  LINKED_QUERY_PARAMS,
  linkedQueryParams,
  MAX_VISITED_PAGES,
} from '@forecourt/domain/leads/attribution'

/**
 * The shopper's journey this browser session, for a lead's attribution: the site paths visited and the
 * campaign parameters seen. Kept in sessionStorage (nothing leaves the browser until a form is sent).
 */

const STORAGE_KEY = 'forecourt:journey'

interface Journey {
  visited_pages: string[]
  linked_query_params: Record<string, string>
}

function read(): Journey {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Journey | null
    if (stored && Array.isArray(stored.visited_pages) && typeof stored.linked_query_params === 'object') {
      return stored
    }
  } catch {
    // Storage blocked or a damaged value: start over.
  }
  return { visited_pages: [], linked_query_params: {} }
}

/** Records a page view (path and query); call on every navigation. */
export function recordJourneyPage(path: string, search: string): void {
  const journey = read()
  const page = `${path}${search}`
  if (journey.visited_pages.at(-1) !== page) journey.visited_pages.push(page)
  journey.visited_pages = journey.visited_pages.slice(-MAX_VISITED_PAGES)
  // The first value of each campaign parameter wins: it names the link that brought the shopper.
  journey.linked_query_params = {
    ...linkedQueryParams(new URLSearchParams(search)),
    ...journey.linked_query_params,
  }
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(journey))
  } catch {
    // Private mode or storage full: the lead still has the page it was sent from.
  }
}

export function readJourney(): { visitedPages: string; linkedQueryParams: string } {
  const journey = read()
  const params = Object.fromEntries(
    Object.entries(journey.linked_query_params).filter(([key]) =>
      (LINKED_QUERY_PARAMS as readonly string[]).includes(key),
    ),
  )
  return { visitedPages: JSON.stringify(journey.visited_pages), linkedQueryParams: JSON.stringify(params) }
}
