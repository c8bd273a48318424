import { COMPARE_LIMIT } from '@forecourt/domain/lists/compare-cars'
import { useCallback, useSyncExternalStore } from 'react'
import type { VehicleCardView } from './vehicle-card-view'

export { COMPARE_LIMIT }

/**
 * Favourites and the compare list, kept in the shopper's browser for now (forms document section 3,
 * "Stored locally: favourites (id, name, slug, make, model, primary_image_url)"). Server rendering sees
 * empty lists, so the buttons hydrate as 'Favourite' and update once the browser's lists are read.
 */

const FAVOURITES_KEY = 'forecourt:favourites'
const COMPARE_KEY = 'forecourt:compare'
/**
 * Favourites already offered for the watchlist after sign-in (ADR 050): sent to it (added, or refused as
 * sold), or declined with Not now (which only the banner respects; My Garage still offers them).
 */
const SENT_KEY = 'forecourt:favourites-sent'
const DECLINED_KEY = 'forecourt:favourites-declined'
/** A car kept in this browser: enough to list it (favourites, the compare tray) without asking the server. */
export interface FavouriteEntry {
  id: string
  name: string
  href: string
  primary_image_url: string | null
}

const listeners = new Set<() => void>()
const cache = new Map<string, { raw: string | null; value: unknown[] }>()

function read(key: string): unknown[] {
  const raw = window.localStorage.getItem(key)
  const cached = cache.get(key)
  if (cached && cached.raw === raw) return cached.value
  let value: unknown[] = []
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    value = Array.isArray(parsed) ? parsed : []
  } catch {
    value = []
  }
  cache.set(key, { raw, value })
  return value
}

function write(key: string, value: unknown[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: the shortlist simply isn't kept.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === FAVOURITES_KEY ||
      event.key === COMPARE_KEY ||
      event.key === SENT_KEY ||
      event.key === DECLINED_KEY
    )
      listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

const empty: unknown[] = []

/** One of this browser's lists, kept in step with storage (and other tabs); empty on the server. */
const useStoredList = (key: string) =>
  useSyncExternalStore(
    subscribe,
    () => read(key),
    () => empty,
  )

const removeFrom = (key: string, id: string) =>
  write(
    key,
    read(key).filter((item) => idOf(item) !== id),
  )

const idOf = (entry: unknown) => (typeof entry === 'string' ? entry : (entry as { id?: unknown } | null)?.id)

export function useShortlist() {
  const favourites = useStoredList(FAVOURITES_KEY)
  const compared = useStoredList(COMPARE_KEY)
  const isFavourite = useCallback(
    (id: string) => favourites.some((entry) => idOf(entry) === id),
    [favourites],
  )
  const isCompared = useCallback((id: string) => compared.some((entry) => idOf(entry) === id), [compared])
  return {
    isFavourite,
    isCompared,
    /** The compare tray holds COMPARE_LIMIT cars: another is added only once one is taken out. */
    compareFull: compared.length >= COMPARE_LIMIT,
    /** Adds or removes the favourite; true when the car is now a favourite. */
    toggleFavourite(card: VehicleCardView): boolean {
      const current = read(FAVOURITES_KEY)
      const on = isFavourite(card.id)
      write(
        FAVOURITES_KEY,
        on ? current.filter((item) => idOf(item) !== card.id) : [entryOf(card), ...current],
      )
      return !on
    },
    toggleCompare(card: VehicleCardView) {
      const current = read(COMPARE_KEY)
      if (current.some((item) => idOf(item) === card.id)) {
        write(
          COMPARE_KEY,
          current.filter((item) => idOf(item) !== card.id),
        )
      } else if (current.length < COMPARE_LIMIT) {
        write(COMPARE_KEY, [...current, entryOf(card)])
      }
    },
  }
}

function entryOf(card: VehicleCardView): FavouriteEntry {
  return {
    id: card.id,
    name: card.title,
    href: card.href,
    primary_image_url: card.images.kind === 'photos' ? card.images.primaryUrl : null,
  }
}

/** Kept entries as written by this or an earlier version (which kept compare ids alone). */
function entries(list: unknown[]): FavouriteEntry[] {
  return list.flatMap((item) => {
    const id = idOf(item)
    if (typeof id !== 'string' || id.length === 0) return []
    const entry = (typeof item === 'object' && item ? item : {}) as Partial<FavouriteEntry>
    return [
      {
        id,
        name: typeof entry.name === 'string' ? entry.name : '',
        href: typeof entry.href === 'string' ? entry.href : '',
        primary_image_url: typeof entry.primary_image_url === 'string' ? entry.primary_image_url : null,
      },
    ]
  })
}

/** The browser's favourites (newest first) and compare tray (in the order added); empty on the server. */
export function useKeptLists() {
  const favourites = useStoredList(FAVOURITES_KEY)
  const compared = useStoredList(COMPARE_KEY)
  return {
    favourites: entries(favourites),
    compared: entries(compared),
    removeFavourite: (id: string) => removeFrom(FAVOURITES_KEY, id),
    removeCompared: (id: string) => removeFrom(COMPARE_KEY, id),
    clearCompared() {
      write(COMPARE_KEY, [])
    },
  }
}

const ids = (entries: unknown[]) =>
  entries.map(idOf).filter((id): id is string => typeof id === 'string' && id.length > 0)

/**
 * The ids of this browser's favourites (newest first), and of those already sent to the watchlist or
 * declined; empty on the server and while hydrating.
 */
export function useFavouritesOfferLists() {
  const favourites = useStoredList(FAVOURITES_KEY)
  const sent = useStoredList(SENT_KEY)
  const declined = useStoredList(DECLINED_KEY)
  return {
    favourites: ids(favourites),
    sent: ids(sent),
    declined: ids(declined),
    /** Remembers the answer, so the offer does not return for these cars. */
    remember(answer: 'sent' | 'declined', carIds: readonly string[]) {
      const key = answer === 'sent' ? SENT_KEY : DECLINED_KEY
      write(key, [...new Set([...ids(read(key)), ...carIds])])
    },
  }
}
