import { randomUUID } from 'node:crypto'
import type { OpenedDatabase } from '@forecourt/db/database'
import { type Invalidation, listenForInvalidations, publishInvalidation } from '@forecourt/db/invalidations'
import { serverLogger } from './logger.ts'

/** What this instance caches, dropped when content or stock changes here or on another instance. */
export interface Invalidations {
  /** Applies a change here at once, then tells every other instance on the database. */
  announce(invalidation: Invalidation): Promise<void>
  /** Runs after each change applied here, whoever announced it (the page cache purges). */
  onApplied(listener: (invalidation: Invalidation) => void): void
  stop(): Promise<void>
}

export async function startInvalidations(options: {
  database: OpenedDatabase
  /** Drops the service caches a change touches (content, site resolution, search access). */
  apply: (invalidation: Invalidation) => void
}): Promise<Invalidations> {
  const origin = `instance-${randomUUID()}`
  const listeners: ((invalidation: Invalidation) => void)[] = []
  const applyHere = (invalidation: Invalidation) => {
    options.apply(invalidation)
    for (const listener of listeners) listener(invalidation)
  }
  const stop = await listenForInvalidations(options.database, origin, applyHere)
  return {
    async announce(invalidation) {
      applyHere(invalidation)
      // This instance is already up to date; the others catch up on their caches' TTL if this fails.
      await publishInvalidation(options.database.db, invalidation, origin).catch((error: unknown) => {
        serverLogger().error({ err: error }, 'Other instances were not told of a change')
      })
    },
    onApplied: (listener) => {
      listeners.push(listener)
    },
    stop,
  }
}
