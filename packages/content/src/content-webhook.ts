import { decodeSignatureHeader, isValidSignature } from '@sanity/webhook'
import { z } from 'zod'

/**
 * The content webhook Sanity calls after a publish. Configure it in sanity.io/manage with the projection
 * in `CONTENT_WEBHOOK_PROJECTION` and the secret in `SANITY_WEBHOOK_SECRET`. A request must carry a valid
 * signature made within the last five minutes (an older one may be a replay) and not more than a small
 * clock difference ahead (a signature dated later would stay fresh longer); its payload names the changed
 * document, from which the affected websites follow. A replay within those minutes is the caller's to
 * refuse: it remembers the signatures it accepted (apps/web/server/content-webhook-receipts.ts).
 */

/**
 * `dealer` names the one dealer a document belongs to: through its `dealer` reference (a location) or, for a
 * website's home or service page, through its `website` when that website is a dealer.
 */
export const CONTENT_WEBHOOK_PROJECTION =
  '{_id, _type, "slug": slug.current, "dealer": coalesce(dealer->slug.current, select(website->_type == "dealer" => website->slug.current)), "group": group->slug.current}'

export const MAX_SIGNATURE_AGE_MS = 5 * 60_000
/** How far ahead of this server's clock a signature may be dated: Sanity's clock and ours differ a little. */
export const MAX_CLOCK_SKEW_MS = 30_000

const payloadSchema = z.object({
  _id: z.string().min(1),
  _type: z.string().min(1),
  slug: z.string().nullish(),
  dealer: z.string().nullish(),
  group: z.string().nullish(),
})
export type ContentChange = z.infer<typeof payloadSchema>

export type WebhookVerdict =
  /** `signedAt`: the signature's time (ms), which a replay of it repeats. */
  { ok: true; change: ContentChange; signedAt: number } | { ok: false; status: 400 | 401; message: string }

export async function verifyContentWebhook(
  rawBody: string,
  signature: string | undefined,
  secret: string,
  now: number = Date.now(),
): Promise<WebhookVerdict> {
  if (!signature) return { ok: false, status: 401, message: 'Missing sanity-webhook-signature header.' }
  let timestamp: number
  try {
    timestamp = decodeSignatureHeader(signature).timestamp
  } catch {
    return { ok: false, status: 401, message: 'Malformed sanity-webhook-signature header.' }
  }
  if (!(await isValidSignature(rawBody, signature, secret))) {
    return { ok: false, status: 401, message: 'Invalid webhook signature.' }
  }
  if (now - timestamp > MAX_SIGNATURE_AGE_MS) {
    return { ok: false, status: 401, message: 'Webhook signature has expired.' }
  }
  if (timestamp - now > MAX_CLOCK_SKEW_MS) {
    return { ok: false, status: 401, message: 'Webhook signature is dated in the future.' }
  }
  let json: unknown
  try {
    json = JSON.parse(rawBody)
  } catch {
    return { ok: false, status: 400, message: 'The webhook body is not JSON.' }
  }
  const parsed = payloadSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      ok: false,
      status: 400,
      message: `Invalid webhook payload: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim(),
    }
  }
  return { ok: true, change: parsed.data, signedAt: timestamp }
}

/**
 * Which websites' cached content a change makes stale: a dealer's own document or anything that belongs
 * to one dealer (its locations) affects that dealer; a group's settings are inherited by its dealers, and
 * anything else may be shared, so those clear every site.
 */
export function affectedSites(change: ContentChange): { all: true } | { all: false; slugs: string[] } {
  if (change._type === 'dealer' && change.slug) return { all: false, slugs: [change.slug] }
  if (change._type !== 'dealerGroup' && change.dealer) return { all: false, slugs: [change.dealer] }
  return { all: true }
}

/**
 * The promotion a change is about, when it is one: its pinned cars are then brought into the search index
 * (by the id alone: the index reads the promotion as published now). Drafts and release versions never
 * reach the index.
 */
export function changedPromotionId(change: ContentChange): string | null {
  if (change._type !== 'promotedCars') return null
  return change._id.startsWith('drafts.') || change._id.startsWith('versions.') ? null : change._id
}
