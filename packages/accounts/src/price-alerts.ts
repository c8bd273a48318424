import type { Database } from '@forecourt/db/database'
import { users, watchlistEntries } from '@forecourt/db/schema'
import { formatAud } from '@forecourt/domain/vehicle-card/price'
import { and, eq, inArray } from 'drizzle-orm'
import { queueShopperMessage } from './shopper-outbox.ts'

/**
 * Price-drop alerts (issue 14): when stock ingestion lowers a saved car's price or marks it sold, the
 * shopper gets one SMS and one email, at most one alert a car a day, with an unsubscribe link that works
 * without signing in. Each saved car is handled in its own transaction with its row locked: the
 * messages (idempotency key per shopper, car, day and channel) and the new "last known" price and status
 * are written together, so a crash or a second run neither loses the change nor tells it twice.
 */
export interface CarToday {
  id: string
  price: number | null
  status: string
  title: string
  slug: string | null
}

export interface AlertSite {
  name: string
  /** `https://www.dealer.com.au` (no trailing slash). */
  origin: string
}

const DAY_MS = 24 * 60 * 60_000
/** Cars per query when looking up who saved them. */
const CHUNK = 500

type Change = { kind: 'price'; was: number; now: number } | { kind: 'sold' }

function changeOf(
  entry: { lastKnownPrice: number | null; lastKnownStatus: string | null },
  car: CarToday,
): Change | null {
  if (car.status === 'sold') return entry.lastKnownStatus === 'sold' ? null : { kind: 'sold' }
  if (car.price && entry.lastKnownPrice && car.price < entry.lastKnownPrice) {
    return { kind: 'price', was: entry.lastKnownPrice, now: car.price }
  }
  return null
}

function alertText(change: Change, car: CarToday, site: AlertSite, token: string) {
  const carLink = car.slug ? `${site.origin}/cars/${car.slug}` : site.origin
  const stop = `${site.origin}/watchlist/unsubscribe?token=${token}`
  const news =
    change.kind === 'sold'
      ? `The ${car.title} you saved at ${site.name} has sold. We can help you find a similar one.`
      : `Price drop: the ${car.title} you saved at ${site.name} is now ${formatAud(change.now)} (was ${formatAud(change.was)}).`
  return {
    subject:
      change.kind === 'sold' ? `Sold: ${car.title}` : `Price drop: ${car.title} now ${formatAud(change.now)}`,
    sms: `${news} ${carLink}\nStop alerts: ${stop}`,
    email: `${news}\n\nSee the car: ${carLink}\n\nTo stop alerts about this car: ${stop}`,
  }
}

export async function queuePriceAlerts(
  db: Database,
  cars: ReadonlyMap<string, CarToday>,
  options: { now?: Date; siteFor(websiteSlug: string): AlertSite | null },
): Promise<{ queued: number }> {
  const now = options.now ?? new Date()
  const day = now.toISOString().slice(0, 10)
  let queued = 0
  const ids = [...cars.keys()]
  for (let start = 0; start < ids.length; start += CHUNK) {
    const watched = await db
      .select({ userId: watchlistEntries.userId, carId: watchlistEntries.carId })
      .from(watchlistEntries)
      .where(
        and(
          inArray(watchlistEntries.carId, ids.slice(start, start + CHUNK)),
          eq(watchlistEntries.alertsEnabled, true),
        ),
      )
    for (const { userId, carId } of watched) {
      const car = cars.get(carId)
      if (!car) continue
      const sent = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ entry: watchlistEntries, user: users })
          .from(watchlistEntries)
          .innerJoin(users, eq(users.id, watchlistEntries.userId))
          .where(and(eq(watchlistEntries.userId, userId), eq(watchlistEntries.carId, carId)))
          .for('update', { of: watchlistEntries })
        if (!row) return 0
        const { entry, user } = row
        const change = changeOf(entry, car)
        const recentlyAlerted = entry.lastAlertAt && now.getTime() - entry.lastAlertAt.getTime() < DAY_MS
        const site = options.siteFor(entry.websiteSlug)
        // Within a day of the last alert the entry keeps its last known price, so tomorrow's run tells the
        // whole drop; a rise (or nothing new) just moves the last known price on.
        if (change && (recentlyAlerted || !site)) return 0
        const update = { lastKnownPrice: car.price ?? entry.lastKnownPrice, lastKnownStatus: car.status }
        if (!change || !site) {
          await tx
            .update(watchlistEntries)
            .set(update)
            .where(and(eq(watchlistEntries.userId, userId), eq(watchlistEntries.carId, carId)))
          return 0
        }
        const text = alertText(change, car, site, entry.alertToken)
        const base = {
          purpose: 'price_alert' as const,
          accountScope: user.accountScope,
          websiteSlug: entry.websiteSlug,
        }
        const key = `price-alert:${userId}:${carId}:${day}`
        let count = 0
        if (
          await queueShopperMessage(tx, {
            ...base,
            channel: 'sms',
            recipient: user.phoneNumber,
            body: text.sms,
            idempotencyKey: `${key}:sms`,
          })
        )
          count++
        if (
          await queueShopperMessage(tx, {
            ...base,
            channel: 'email',
            recipient: user.email,
            subject: text.subject,
            body: text.email,
            idempotencyKey: `${key}:email`,
          })
        )
          count++
        await tx
          .update(watchlistEntries)
          .set({ ...update, lastAlertAt: now })
          .where(and(eq(watchlistEntries.userId, userId), eq(watchlistEntries.carId, carId)))
        return count
      })
      queued += sent
    }
  }
  return { queued }
}
