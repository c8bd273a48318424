import type { Database } from '@forecourt/db/database'
import { rateLimitCounters } from '@forecourt/db/schema'
import { lt, sql } from 'drizzle-orm'

/**
 * Fixed-window rate limits kept in the database, so they hold across app instances (per IP, per phone,
 * per dealer: the key says which). Each attempt is counted by one atomic upsert; the count it returns
 * decides, so concurrent attempts can never all slip under the limit.
 */
export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number
  windowMs: number
}

export interface RateLimitVerdict {
  allowed: boolean
  /** Attempts left in this window after this one. */
  remaining: number
  /** Whole seconds until the window ends: a `Retry-After` value. */
  retryAfterSeconds: number
}

export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateLimit,
  now: Date = new Date(),
): Promise<RateLimitVerdict> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs)
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count })
  const count = row?.count ?? Number.POSITIVE_INFINITY
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000),
  }
}

/** Drops the counters of windows that ended before `before`; run it now and then. */
export async function purgeRateLimitWindows(db: Database, before: Date): Promise<number> {
  const purged = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key })
  return purged.length
}
