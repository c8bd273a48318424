import { ApiError } from '@forecourt/search-engine/errors'

/**
 * Browser searches reach the engine a few at a time (one at a time for the embedded engine, whose single
 * thread also answers the pages' own searches), each search of a multi-search on its own, so a page's
 * searches wait behind at most `concurrency` browser searches, never a queue of heavy ones
 * (docs/decisions/042-browser-search-gateway.md). Past `maxWaiting`, a search is refused with a 429.
 */
export function takingTurns(options: { concurrency: number; maxWaiting: number }) {
  let running = 0
  const waiting: (() => void)[] = []

  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= options.concurrency) {
      if (waiting.length >= options.maxWaiting) {
        throw new ApiError(429, 'Too many searches at once. Please try again in a moment.')
      }
      await new Promise<void>((resolve) => waiting.push(resolve))
    } else {
      running++
    }
    try {
      return await work()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }
}
