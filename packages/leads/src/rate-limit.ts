import type { Database } from '@forecourt/db/database'
import { rateLimitCounters } from '@forecourt/db/schema'
import { and, eq, lt, sql } from 'drizzle-orm'

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
  const windowStart = windowStartOf(now, rule)
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

/**
 * The verdict the next attempt would get now, counting nothing: a caller asking "may I?" before the
 * attempt itself is counted (spec: "POST /api/rate-limit … Called before the SMS code is sent").
 */
export async function peekRateLimit(
  db: Database,
  key: string,
  rule: RateLimit,
  now: Date = new Date(),
): Promise<RateLimitVerdict> {
  const windowStart = windowStartOf(now, rule)
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)))
  const count = (row?.count ?? 0) + 1
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000),
  }
}

const windowStartOf = (now: Date, rule: RateLimit) =>
  new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs)

/** Drops the counters of windows that ended before `before`; run it now and then. */
export async function purgeRateLimitWindows(db: Database, before: Date): Promise<number> {
  const purged = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key })
  return purged.length
}
