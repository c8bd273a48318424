import type { Database } from '@forecourt/db/database'
import { type DeliveryChannel, leads, outboxDeliveries } from '@forecourt/db/schema'
import { eq, inArray, sql } from 'drizzle-orm'

/**
 * The lead outbox: deliveries are claimed with a lease, sent, then marked delivered, or retried with
 * exponential backoff until they are dead-lettered. A worker that dies mid-send leaves its claim to
 * expire and another sends again with the same idempotency key, which the receiver uses to keep one copy.
 */
export interface OutboxPolicy {
  /** Attempts before a delivery is dead-lettered. */
  maxAttempts: number
  /** Wait after the first failure; doubled after each further failure. */
  baseDelayMs: number
  maxDelayMs: number
  /** How long a claimed delivery is left to its worker before another may take it. */
  leaseMs: number
}

export const defaultOutboxPolicy: OutboxPolicy = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 6 * 60 * 60_000,
  leaseMs: 2 * 60_000,
}

/** Exponential backoff: base, 2 × base, 4 × base… after the 1st, 2nd, 3rd failed attempt, capped. */
export function retryDelayMs(failedAttempts: number, policy: OutboxPolicy = defaultOutboxPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1))
}

export type Lead = typeof leads.$inferSelect

export interface ClaimedDelivery {
  id: number
  channel: DeliveryChannel
  idempotencyKey: string
  /** Including this one. */
  attempts: number
  lead: Lead
}

/**
 * Claims up to `limit` deliveries that are due (pending and past their next attempt, or claimed by a worker
 * whose lease ran out) on the given channels, counting the attempt. `SKIP LOCKED` lets several workers
 * claim side by side without taking the same row.
 */
export async function claimDueDeliveries(
  db: Database,
  options: { channels: readonly DeliveryChannel[]; now: Date; limit: number; policy?: OutboxPolicy },
): Promise<ClaimedDelivery[]> {
  if (options.channels.length === 0) return []
  const policy = options.policy ?? defaultOutboxPolicy
  const now = options.now.toISOString()
  const leaseUntil = new Date(options.now.getTime() + policy.leaseMs).toISOString()
  const channels = sql.join(
    options.channels.map((channel) => sql`${channel}`),
    sql`, `,
  )
  const claimed = await db.execute<{
    id: number
    channel: DeliveryChannel
    idempotency_key: string
    attempts: number
    lead_id: string
  }>(sql`
    update outbox_deliveries set status = 'delivering', attempts = attempts + 1, next_attempt_at = ${leaseUntil}
    where id in (
      select id from outbox_deliveries
      where status in ('pending', 'delivering') and next_attempt_at <= ${now} and channel in (${channels})
      order by next_attempt_at, id
      limit ${options.limit}
      for update skip locked
    )
    returning id, channel, idempotency_key, attempts, lead_id`)
  if (claimed.rows.length === 0) return []
  const leadRows = await db
    .select()
    .from(leads)
    .where(inArray(leads.id, [...new Set(claimed.rows.map((row) => row.lead_id))]))
  const byId = new Map(leadRows.map((lead) => [lead.id, lead]))
  return claimed.rows.flatMap((row) => {
    const lead = byId.get(row.lead_id)
    return lead
      ? [
          {
            id: Number(row.id),
            channel: row.channel,
            idempotencyKey: row.idempotency_key,
            attempts: row.attempts,
            lead,
          },
        ]
      : []
  })
}

export async function markDelivered(db: Database, deliveryId: number, now: Date): Promise<void> {
  await db
    .update(outboxDeliveries)
    .set({ status: 'delivered', deliveredAt: now, lastError: null })
    .where(eq(outboxDeliveries.id, deliveryId))
}

/** After a failed attempt: try again after the backoff, or dead-letter once the attempts are used up. */
export async function markFailed(
  db: Database,
  delivery: Pick<ClaimedDelivery, 'id' | 'attempts'>,
  error: string,
  now: Date,
  policy: OutboxPolicy = defaultOutboxPolicy,
): Promise<'pending' | 'dead'> {
  const status = delivery.attempts >= policy.maxAttempts ? 'dead' : 'pending'
  await db
    .update(outboxDeliveries)
    .set({
      status,
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(delivery.attempts, policy)),
    })
    .where(eq(outboxDeliveries.id, delivery.id))
  return status
}
