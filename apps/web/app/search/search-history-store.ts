import {
  addToSearchHistory,
  parseSearchHistory,
  type SearchHistoryEntry,
  searchHistoryEntry,
} from '@forecourt/domain/search/history'
import type { SearchState } from '@forecourt/domain/search/url-state'
import { useSyncExternalStore } from 'react'

/** The last 5 searches (forms document section 3, "Stored locally"), in the shopper's browser. */
const HISTORY_KEY = 'forecourt:search-history'
const listeners = new Set<() => void>()
let cached: { raw: string | null; entries: SearchHistoryEntry[] } = { raw: null, entries: [] }
const none: SearchHistoryEntry[] = []

function read(): SearchHistoryEntry[] {
  const raw = window.localStorage.getItem(HISTORY_KEY)
  if (raw === cached.raw) return cached.entries
  let entries: SearchHistoryEntry[] = []
  try {
    entries = parseSearchHistory(raw ? JSON.parse(raw) : [])
  } catch {
    entries = []
  }
  cached = { raw, entries }
  return entries
}

export function rememberSearch(state: SearchState): void {
  const next = addToSearchHistory(read(), searchHistoryEntry(state))
  try {
    window.localStorage.setItem(HISTORY_KEY, JSON.stringify(next))
  } catch {
    return
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useSearchHistory(): SearchHistoryEntry[] {
  return useSyncExternalStore(subscribe, read, () => none)
}
