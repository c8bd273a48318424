import { createHmac, timingSafeEqual } from 'node:crypto'
import { type ApiKeyConfig, collectionAllowed, isExpired, SEARCH_ACTION } from './api-keys.ts'

const DIGEST_LENGTH = 44
const PREFIX_LENGTH = 4

/**
 * Verifies a scoped search key made by `keys().generateScopedSearchKey(parent, params)`:
 * base64(base64(HMAC-SHA256(parent, paramsJSON)) + parent[0..4] + paramsJSON). The parent must be a
 * search-only key allowed on the collection. Returns the embedded parameters, or undefined.
 */
export function verifyScopedKey(
  keys: readonly ApiKeyConfig[],
  scopedKey: string,
  collection: string,
): Record<string, unknown> | undefined {
  const payload = Buffer.from(scopedKey, 'base64').toString('utf8')
  if (payload.length < DIGEST_LENGTH + PREFIX_LENGTH) return undefined
  const digest = payload.slice(0, DIGEST_LENGTH)
  const prefix = payload.slice(DIGEST_LENGTH, DIGEST_LENGTH + PREFIX_LENGTH)
  const params = payload.slice(DIGEST_LENGTH + PREFIX_LENGTH)
  for (const parent of keys) {
    if (!parent.value.startsWith(prefix)) continue
    if (parent.actions.length !== 1 || parent.actions[0] !== SEARCH_ACTION) continue
    if (isExpired(parent.expires_at) || !collectionAllowed(parent, collection)) continue
    const expected = createHmac('sha256', parent.value).update(params).digest('base64')
    if (expected.length !== digest.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(digest)))
      continue
    let embedded: unknown
    try {
      embedded = JSON.parse(params)
    } catch {
      continue
    }
    if (typeof embedded !== 'object' || embedded === null || Array.isArray(embedded)) continue
    const record = embedded as Record<string, unknown>
    if (record.expires_at !== undefined) {
      const expiry = record.expires_at
      if (typeof expiry !== 'number' || !Number.isInteger(expiry) || expiry < 0) continue
      if (isExpired(Math.min(expiry, parent.expires_at ?? Number.POSITIVE_INFINITY))) continue
    }
    return record
  }
  return undefined
}
