/**
 * Values kept in memory for a while by key, each loaded once however many requests ask for it at the
 * same time. A failed load is not kept. `clear()` drops everything (an invalidation arrived).
 */
export interface ExpiringCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>
  clear(): void
  readonly size: number
}

export function createExpiringCache(options: {
  ttlMs: number
  maxEntries?: number
  now?: () => number
}): ExpiringCache {
  const { ttlMs, maxEntries = 1_000, now = Date.now } = options
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>()
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>
      const value = load()
      const entry = { value, expiresAt: now() + ttlMs }
      entries.delete(key)
      entries.set(key, entry)
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return value
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}
