import { ApiError } from '@forecourt/search-engine/errors'

/**
 * Browser searches reach the engine one at a time, each search of a multi-search on its own, so a page's
 * own searches (a car, similar cars) wait behind at most one browser search, never a queue of heavy ones
 * (docs/decisions/042-browser-search-gateway.md). Past `maxWaiting`, a search is refused with a 429.
 */
export function oneAtATime(maxWaiting: number) {
  let running = false
  const waiting: (() => void)[] = []

  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running) {
      if (waiting.length >= maxWaiting) {
        throw new ApiError(429, 'Too many searches at once. Please try again in a moment.')
      }
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
    running = true
    try {
      return await work()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running = false
    }
  }
}
