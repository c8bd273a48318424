import type { Database } from '@forecourt/db/database'
import { type DeliveryChannel, spinPrizeAwards, spins } from '@forecourt/db/schema'
import { prizeForRoll, type SpinPrize } from '@forecourt/domain/purchase/spin-to-win'
import { type LeadInput, recordSubmittedLead, type SubmitOptions } from '@forecourt/leads/lead-store'
import { and, eq, lt, sql } from 'drizzle-orm'

export type Spin = typeof spins.$inferSelect

export interface SpinRequest {
  promotionId: string
  prizes: readonly SpinPrize[]
  userId: string
  dealerId: string
  websiteSlug: string
  /** In [0, 1): the server's own random number (tests pass their own). */
  roll: number
  /** The dealer's lead for a win, and the channels it is queued on. */
  winLead: (prize: SpinPrize) => LeadInput
  leadChannels: readonly DeliveryChannel[]
  /** The shopper's confirmation of the win's lead. */
  confirmation?: SubmitOptions
}

/** A spin as it ended: `fresh` is false when the shopper had already spun (the earlier outcome stands). */
export interface SpinResult {
  fresh: boolean
  spin: Spin
}

/**
 * One spin, in one transaction: the shopper's single spin row (a second spin, even at the same moment,
 * meets the unique constraint and gets the first one's outcome), the roll, the prize taken only while
 * any are left (a conditional increment under the row's lock), and for a win the dealer's lead with its
 * outbox deliveries. Nothing of it is decided in the browser.
 */
export async function spinOnce(db: Database, request: SpinRequest): Promise<SpinResult> {
  return db.transaction(async (tx) => {
    const [spin] = await tx
      .insert(spins)
      .values({
        promotionId: request.promotionId,
        userId: request.userId,
        dealerId: request.dealerId,
        websiteSlug: request.websiteSlug,
      })
      .onConflictDoNothing({ target: [spins.promotionId, spins.userId] })
      .returning()
    if (!spin) {
      const earlier = await findSpin(tx, request.promotionId, request.userId)
      if (!earlier) throw new Error('The earlier spin was not found')
      return { fresh: false, spin: earlier }
    }
    const prize = prizeForRoll(request.prizes, request.roll)
    if (!prize || !(await takePrize(tx, request.promotionId, prize))) return { fresh: true, spin }
    const { leadId } = await recordSubmittedLead(
      tx,
      request.winLead(prize),
      request.leadChannels,
      request.confirmation,
    )
    const [won] = await tx
      .update(spins)
      .set({ prizeKey: prize.key, prizeName: prize.name, leadId })
      .where(eq(spins.id, spin.id))
      .returning()
    return { fresh: true, spin: won ?? spin }
  })
}

/** Takes one of the prize if any is left; false when they are all won. */
async function takePrize(tx: Database, promotionId: string, prize: SpinPrize): Promise<boolean> {
  const key = and(eq(spinPrizeAwards.promotionId, promotionId), eq(spinPrizeAwards.prizeKey, prize.key))
  await tx
    .insert(spinPrizeAwards)
    .values({ promotionId, prizeKey: prize.key, quantity: prize.quantity })
    .onConflictDoUpdate({
      target: [spinPrizeAwards.promotionId, spinPrizeAwards.prizeKey],
      // Studio's quantity now, but never below what was already won.
      set: { quantity: sql`greatest(excluded.quantity, ${spinPrizeAwards.awarded})` },
    })
  const taken = await tx
    .update(spinPrizeAwards)
    .set({ awarded: sql`${spinPrizeAwards.awarded} + 1` })
    .where(and(key, lt(spinPrizeAwards.awarded, spinPrizeAwards.quantity)))
    .returning({ awarded: spinPrizeAwards.awarded })
  return taken.length > 0
}

export async function findSpin(db: Database, promotionId: string, userId: string): Promise<Spin | null> {
  const [spin] = await db
    .select()
    .from(spins)
    .where(and(eq(spins.promotionId, promotionId), eq(spins.userId, userId)))
  return spin ?? null
}
