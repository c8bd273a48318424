import type { Database } from '@forecourt/db/database'
import { reservations } from '@forecourt/db/schema'
import { HOLDING_STATUSES } from '@forecourt/domain/purchase/reservation-lifecycle'
import { inArray } from 'drizzle-orm'

/** The cars a reservation holds now (paid, or pending while the shopper pays): stock ingestion keeps them reserved. */
export async function heldCarIds(db: Database): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ carId: reservations.carId })
    .from(reservations)
    .where(inArray(reservations.status, [...HOLDING_STATUSES]))
  return new Set(rows.map((row) => row.carId))
}
