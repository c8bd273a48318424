import type { Database } from '@forecourt/db/database'
import { leads, purchaseJourneys, reservations } from '@forecourt/db/schema'
import { LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import { HOLDING_STATUSES } from '@forecourt/domain/purchase/reservation-lifecycle'
import { and, desc, eq, inArray } from 'drizzle-orm'

export type PurchaseJourney = typeof purchaseJourneys.$inferSelect

/** The shopper's journey for this car: the open one, else the last confirmed; null before they start. */
export async function findJourney(
  db: Database,
  userId: string,
  carId: string,
): Promise<PurchaseJourney | null> {
  const [journey] = await db
    .select()
    .from(purchaseJourneys)
    .where(and(eq(purchaseJourneys.userId, userId), eq(purchaseJourneys.carId, carId)))
    .orderBy(desc(purchaseJourneys.status), desc(purchaseJourneys.createdAt))
    .limit(1)
  return journey ?? null
}

/** The reservation the journey made, or one the shopper made of this car on its reserve page. */
export async function journeyReservation(
  db: Database,
  journey: PurchaseJourney | null,
  userId: string,
  carId: string,
) {
  const where = journey?.reservationId
    ? eq(reservations.id, journey.reservationId)
    : and(
        eq(reservations.userId, userId),
        eq(reservations.carId, carId),
        inArray(reservations.status, [...HOLDING_STATUSES]),
      )
  const [reservation] = await db
    .select()
    .from(reservations)
    .where(where)
    .orderBy(desc(reservations.createdAt))
    .limit(1)
  return reservation ?? null
}

/**
 * Starts the journey (or finds the open one: one per shopper and car, by a unique index) with its lead,
 * which collects every step's answer for the dealer.
 */
export async function startJourney(
  db: Database,
  values: Pick<PurchaseJourney, 'userId' | 'carId' | 'carTitle' | 'carPath' | 'dealerId' | 'websiteSlug'>,
  lead: Omit<typeof leads.$inferInsert, 'category' | 'status'>,
): Promise<PurchaseJourney> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(purchaseJourneys)
      .where(
        and(
          eq(purchaseJourneys.userId, values.userId),
          eq(purchaseJourneys.carId, values.carId),
          eq(purchaseJourneys.status, 'open'),
        ),
      )
    if (open) return open
    const [created] = await tx
      .insert(leads)
      .values({ ...lead, category: LEAD_CATEGORIES.onlinePurchase, status: 'open' })
      .returning({ id: leads.id })
    const [journey] = await tx
      .insert(purchaseJourneys)
      .values({ ...values, leadId: created!.id })
      .returning()
    return journey!
  })
}

/** The shopper's open journeys with this site's dealers, newest first (My Garage offers to resume them). */
export async function openJourneys(db: Database, userId: string, dealerIds: readonly string[]) {
  return db
    .select()
    .from(purchaseJourneys)
    .where(
      and(
        eq(purchaseJourneys.userId, userId),
        eq(purchaseJourneys.status, 'open'),
        inArray(purchaseJourneys.dealerId, [...dealerIds]),
      ),
    )
    .orderBy(desc(purchaseJourneys.updatedAt))
    .limit(10)
}
