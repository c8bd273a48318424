import type { SanityClient } from '@sanity/client'

/**
 * Content query results kept in memory, so a page does not evaluate (embedded: groq-js over the whole
 * dataset) or fetch (hosted: the CDN) the same query for every request. A result is reused while the
 * content revision is unchanged and it is younger than the TTL; `clear()` (a content webhook, a change
 * announced by another instance) drops every result at once, since a query result cannot tell which
 * websites it belongs to. Results are frozen: they are shared by every request that reads them.
 */

export interface QueryCacheOptions {
  /** Changes when embedded content changes (the dataset file's revision). */
  revision?: () => string
  ttlMs: number
  /** The oldest results go past this many (distinct queries and parameters). */
  maxEntries?: number
  now?: () => number
}

export interface QueryCache {
  /** The client with `fetch(query, params)` answered from memory; every other call goes straight through. */
  client: SanityClient
  clear(): void
  readonly size: number
}

interface Entry {
  value: Promise<unknown>
  revision: string
  expiresAt: number
}

export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  return value
}

export function withQueryCache(client: SanityClient, options: QueryCacheOptions): QueryCache {
  const { revision = () => '', ttlMs, maxEntries = 2_000, now = Date.now } = options
  const entries = new Map<string, Entry>()

  const cachedFetch = (query: string, params?: Record<string, unknown>): Promise<unknown> => {
    const key = `${query}\u0000${JSON.stringify(params ?? {})}`
    const current = revision()
    const hit = entries.get(key)
    if (hit && hit.revision === current && hit.expiresAt > now()) return hit.value
    const value = client.fetch(query, params ?? {}).then(deepFreeze)
    const entry = { value, revision: current, expiresAt: now() + ttlMs }
    entries.delete(key)
    entries.set(key, entry)
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    // A failed query is not kept, or one outage would outlive itself.
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key)
    })
    return value
  }

  const proxy = new Proxy(client, {
    get(target, property) {
      if (property === 'fetch') {
        return (...args: unknown[]) =>
          args.length <= 2 && typeof args[0] === 'string'
            ? cachedFetch(args[0], args[1] as Record<string, unknown> | undefined)
            : (target.fetch as (...rest: unknown[]) => unknown)(...args)
      }
      const value = Reflect.get(target, property, target)
      // The client keeps private fields, which only its own `this` can read.
      return typeof value === 'function' ? value.bind(target) : value
    },
  })

  return {
    client: proxy,
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}
