import type { Database } from '@forecourt/db/database'
import {
  type NewShopperMessage,
  type ShopperMessage,
  type ShopperMessageChannel,
  shopperMessages,
} from '@forecourt/db/schema'
import { defaultOutboxPolicy, type OutboxPolicy, retryDelayMs } from '@forecourt/leads/outbox'
import { DELIVERY_BATCH, errorText, startPollingWorker } from '@forecourt/leads/outbox-worker'
import { eq, sql } from 'drizzle-orm'

/**
 * Messages to shoppers: stored first, then sent. Price alerts wait in `shopper_messages` and are sent by
 * the worker with the lead outbox's retry policy. A sign-in code is sent at once (the shopper is
 * waiting, and a code retried an hour later is useless): with an SMS provider the stored row keeps only
 * a redacted text, so the code itself is never at rest; without one, the row is the development outbox
 * (listed on /dev/sms) and keeps the text for the developer to read.
 */
export type ShopperMessageSender = (message: ShopperMessage) => Promise<void>
export type ShopperMessageSenders = Partial<Record<ShopperMessageChannel, ShopperMessageSender>>

export type QueuedShopperMessage = Omit<
  NewShopperMessage,
  'id' | 'status' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'deliveredAt'
>

/** Stores a message once per idempotency key; the id of the new row, or null when it was already there. */
export async function queueShopperMessage(
  db: Database,
  message: QueuedShopperMessage,
): Promise<number | null> {
  const [row] = await db
    .insert(shopperMessages)
    .values(message)
    .onConflictDoNothing({ target: shopperMessages.idempotencyKey })
    .returning({ id: shopperMessages.id })
  return row?.id ?? null
}

export type SignInCodeDelivery = { sent: true } | { sent: false; error: string; timedOut: boolean }

/**
 * Sends a sign-in code by SMS now. With a sender, the row records the attempt with `redactedBody`; the
 * sender's own time limit (15 s) bounds the wait. Without one, the message waits in the dev outbox.
 */
export async function sendSignInCode(
  db: Database,
  sms: ShopperMessageSender | undefined,
  message: QueuedShopperMessage & { redactedBody: string },
): Promise<SignInCodeDelivery> {
  const { redactedBody, ...stored } = message
  if (!sms) {
    await queueShopperMessage(db, stored)
    return { sent: true }
  }
  const id = await queueShopperMessage(db, { ...stored, body: redactedBody })
  if (id === null) return { sent: true }
  const [row] = await db
    .update(shopperMessages)
    .set({ status: 'delivering', attempts: 1 })
    .where(eq(shopperMessages.id, id))
    .returning()
  try {
    await sms({ ...row!, body: stored.body })
    await db
      .update(shopperMessages)
      .set({ status: 'delivered', deliveredAt: new Date() })
      .where(eq(shopperMessages.id, id))
    return { sent: true }
  } catch (error) {
    const text = errorText(error)
    await db
      .update(shopperMessages)
      .set({ status: 'dead', lastError: text.slice(0, 1000) })
      .where(eq(shopperMessages.id, id))
    const timedOut = (error as { code?: unknown } | null)?.code === 'timeout'
    return { sent: false, error: text, timedOut }
  }
}

/** Claims due price alerts (never sign-in codes) on the channels that have a sender, with a lease. */
export async function claimDueShopperMessages(
  db: Database,
  options: { channels: readonly ShopperMessageChannel[]; now: Date; limit: number; policy: OutboxPolicy },
): Promise<ShopperMessage[]> {
  if (options.channels.length === 0) return []
  const leaseUntil = new Date(options.now.getTime() + options.policy.leaseMs)
  const channels = sql.join(
    options.channels.map((channel) => sql`${channel}`),
    sql`, `,
  )
  const claimed = await db.execute<{ id: number }>(sql`
    update shopper_messages set status = 'delivering', attempts = attempts + 1,
      next_attempt_at = ${leaseUntil.toISOString()}
    where id in (
      select id from shopper_messages
      where status in ('pending', 'delivering') and purpose not in ('sign_in_code', 'finance_code')
        and next_attempt_at <= ${options.now.toISOString()} and channel in (${channels})
      order by next_attempt_at, id
      limit ${options.limit}
      for update skip locked
    )
    returning id`)
  if (claimed.rows.length === 0) return []
  return db.query.shopperMessages.findMany({
    where: (message, { inArray }) =>
      inArray(
        message.id,
        claimed.rows.map((row) => Number(row.id)),
      ),
  })
}

/** One delivery round: how many messages it handled. */
export async function deliverDueShopperMessages(
  db: Database,
  senders: ShopperMessageSenders,
  options: { now?: Date; policy?: OutboxPolicy } = {},
): Promise<number> {
  const policy = options.policy ?? defaultOutboxPolicy
  const channels = (Object.keys(senders) as ShopperMessageChannel[]).filter((channel) => senders[channel])
  const claimed = await claimDueShopperMessages(db, {
    channels,
    now: options.now ?? new Date(),
    limit: DELIVERY_BATCH,
    policy,
  })
  await Promise.all(
    claimed.map(async (message) => {
      try {
        await senders[message.channel]?.(message)
        await db
          .update(shopperMessages)
          .set({ status: 'delivered', deliveredAt: new Date(), lastError: null })
          .where(eq(shopperMessages.id, message.id))
      } catch (error) {
        const now = new Date()
        await db
          .update(shopperMessages)
          .set({
            status: message.attempts >= policy.maxAttempts ? 'dead' : 'pending',
            lastError: errorText(error).slice(0, 1000),
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts, policy)),
          })
          .where(eq(shopperMessages.id, message.id))
      }
    }),
  )
  return claimed.length
}

/** Sends price alerts on the channels that have a sender, every `intervalMs` and when poked. */
export function startShopperOutbox(
  db: Database,
  senders: ShopperMessageSenders,
  options: { intervalMs?: number; policy?: OutboxPolicy; onError?: (error: unknown) => void } = {},
) {
  if (!senders.sms && !senders.email) return { poke: () => {}, stop: async () => {} }
  return startPollingWorker(() => deliverDueShopperMessages(db, senders, { policy: options.policy }), options)
}
