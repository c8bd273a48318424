import { randomBytes } from 'node:crypto'
import type { Database } from '@forecourt/db/database'
import { type WatchlistEntry, watchlistEntries } from '@forecourt/db/schema'
import { and, desc, eq } from 'drizzle-orm'

/**
 * A shopper's saved cars (spec: the watchlist, Save / Saved). Saving remembers the price and status the
 * shopper saw, which price-drop alerts compare against, and gives the entry the random token of its
 * unsubscribe link.
 */
export interface WatchedCar {
  id: string
  dealerId: string
  price: number | null
  status: string
}

export async function saveCar(
  db: Database,
  input: { userId: string; websiteSlug: string; car: WatchedCar },
): Promise<void> {
  await db
    .insert(watchlistEntries)
    .values({
      userId: input.userId,
      carId: input.car.id,
      dealerId: input.car.dealerId,
      websiteSlug: input.websiteSlug,
      savedPrice: input.car.price,
      lastKnownPrice: input.car.price,
      lastKnownStatus: input.car.status,
      alertToken: randomBytes(24).toString('base64url'),
    })
    .onConflictDoNothing()
}

export async function removeCar(db: Database, input: { userId: string; carId: string }): Promise<void> {
  await db
    .delete(watchlistEntries)
    .where(and(eq(watchlistEntries.userId, input.userId), eq(watchlistEntries.carId, input.carId)))
}

/** The shopper's saved cars, newest first. */
export async function watchlistOf(db: Database, userId: string): Promise<WatchlistEntry[]> {
  return db
    .select()
    .from(watchlistEntries)
    .where(eq(watchlistEntries.userId, userId))
    .orderBy(desc(watchlistEntries.createdAt))
}

/** Turns a saved car's alerts off by its unsubscribe token; the entry, or null for an unknown token. */
export async function stopAlerts(db: Database, token: string): Promise<WatchlistEntry | null> {
  const [entry] = await db
    .update(watchlistEntries)
    .set({ alertsEnabled: false })
    .where(eq(watchlistEntries.alertToken, token))
    .returning()
  return entry ?? null
}
