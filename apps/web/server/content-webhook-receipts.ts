import { createHash } from 'node:crypto'
import { MAX_SIGNATURE_AGE_MS } from '@forecourt/content/content-webhook'
import type { Database } from '@forecourt/db/database'
import { contentWebhookReceipts } from '@forecourt/db/schema'
import { eq, lt } from 'drizzle-orm'

/**
 * What the content webhook remembers of the notices it accepted, in the database so that a replay refused
 * by one instance is refused by all (memory would let a replay through to any other instance, or to this
 * one after a restart). A notice is claimed before it is acted on, so of two copies at once one wins, and
 * released when acting on it failed, so the sender's retry is taken.
 */

/**
 * A valid signature header is spelt one way only (@sanity/webhook compares it whole with the one it
 * makes), so its hash names the notice: the same body signed at the same time.
 */
const receiptOf = (signature: string) => createHash('sha256').update(signature).digest('hex')

/** True when this notice is new; false for a replay of one accepted before. */
export async function claimNotice(
  db: Database,
  signature: string,
  signedAt: number,
  now: number = Date.now(),
): Promise<boolean> {
  // A receipt outlives the signature's acceptance twice over (the instances' clocks differ a little).
  await db
    .delete(contentWebhookReceipts)
    .where(lt(contentWebhookReceipts.signedAt, new Date(now - 2 * MAX_SIGNATURE_AGE_MS)))
  const claimed = await db
    .insert(contentWebhookReceipts)
    .values({ signature: receiptOf(signature), signedAt: new Date(signedAt) })
    .onConflictDoNothing()
    .returning({ signature: contentWebhookReceipts.signature })
  return claimed.length > 0
}

/** Forgets a claimed notice that could not be applied, so the same notice sent again is taken. */
export async function releaseNotice(db: Database, signature: string): Promise<void> {
  await db.delete(contentWebhookReceipts).where(eq(contentWebhookReceipts.signature, receiptOf(signature)))
}
