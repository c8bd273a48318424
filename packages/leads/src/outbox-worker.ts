import type { Database } from '@forecourt/db/database'
import type { DeliveryChannel } from '@forecourt/db/schema'
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  defaultOutboxPolicy,
  markDelivered,
  markFailed,
  type OutboxPolicy,
} from './outbox.ts'

/** Deliveries claimed per round. */
export const DELIVERY_BATCH = 25

/** Sends one delivery; throws (or rejects) when it did not arrive. */
export type DeliverySender = (delivery: ClaimedDelivery) => Promise<void>

export interface DeliveryRound {
  delivered: number
  retrying: number
  dead: number
}

/** Claims what is due on the channels that have a sender, sends each, and records the outcome. */
export async function deliverDue(
  db: Database,
  senders: Partial<Record<DeliveryChannel, DeliverySender>>,
  options: { now?: Date; limit?: number; policy?: OutboxPolicy } = {},
): Promise<DeliveryRound> {
  const now = options.now ?? new Date()
  const policy = options.policy ?? defaultOutboxPolicy
  const channels = (Object.keys(senders) as DeliveryChannel[]).filter((channel) => senders[channel])
  const claimed = await claimDueDeliveries(db, {
    channels,
    now,
    limit: options.limit ?? DELIVERY_BATCH,
    policy,
  })
  const round: DeliveryRound = { delivered: 0, retrying: 0, dead: 0 }
  await Promise.all(
    claimed.map(async (delivery) => {
      try {
        await senders[delivery.channel]?.(delivery)
        await markDelivered(db, delivery.id, new Date())
        round.delivered++
      } catch (error) {
        const status = await markFailed(db, delivery, errorText(error), new Date(), policy)
        round[status === 'dead' ? 'dead' : 'retrying']++
      }
    }),
  )
  return round
}

/**
 * Runs delivery rounds every `intervalMs` (and at once when `poke()` says a lead just arrived) until
 * stopped; `stop()` waits for the round in progress.
 */
export function startOutboxWorker(
  db: Database,
  senders: Partial<Record<DeliveryChannel, DeliverySender>>,
  options: { intervalMs?: number; policy?: OutboxPolicy; onError?: (error: unknown) => void } = {},
): { poke(): void; stop(): Promise<void> } {
  return startPollingWorker(async () => {
    const { delivered, retrying, dead } = await deliverDue(db, senders, { policy: options.policy })
    return delivered + retrying + dead
  }, options)
}

/**
 * Runs `round` every `intervalMs`, and at once when poked, until stopped. A round that handled a full
 * batch (`DELIVERY_BATCH` items) is followed straight away by another, so a backlog drains without
 * waiting for the timer. `stop()` waits for the round in progress.
 */
export function startPollingWorker(
  round: () => Promise<number>,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): { poke(): void; stop(): Promise<void> } {
  let stopped = false
  let running: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined
  // A burst of pokes (many leads at once) queues one more round, not one per poke.
  let queued = false
  const schedule = () => {
    if (stopped || queued) return
    queued = true
    clearTimeout(timer)
    running = running
      .then(async () => {
        queued = false
        while (!stopped) {
          if ((await round()) < DELIVERY_BATCH) break
        }
      })
      .catch((error) => options.onError?.(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(schedule, options.intervalMs ?? 5_000)
      })
  }
  schedule()
  return {
    poke: schedule,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
