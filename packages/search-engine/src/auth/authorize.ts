import { type ApiKeyConfig, actionAllowed, collectionAllowed, isExpired, SEARCH_ACTION } from './api-keys.ts'
import { verifyScopedKey } from './scoped-keys.ts'

export type Authorization = { allowed: true; embedded: Record<string, unknown> } | { allowed: false }

/** Decides whether `key` may perform `action` on `collection` ('' when the request names none). */
export function authorize(
  keys: readonly ApiKeyConfig[],
  key: string | undefined,
  action: string,
  collection: string,
): Authorization {
  if (!key) return { allowed: false }
  const exact = keys.find((k) => k.value === key)
  if (exact) {
    const ok =
      !isExpired(exact.expires_at) && actionAllowed(exact, action) && collectionAllowed(exact, collection)
    return ok ? { allowed: true, embedded: {} } : { allowed: false }
  }
  if (action !== SEARCH_ACTION) return { allowed: false }
  const embedded = verifyScopedKey(keys, key, collection)
  return embedded ? { allowed: true, embedded } : { allowed: false }
}
