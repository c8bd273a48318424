export interface ApiKeyConfig {
  value: string
  /** `['*']` for everything, `['documents:search']` for a search-only key, or other Typesense actions. */
  actions: string[]
  /** `['*']` or collection names (regular expressions allowed, as in Typesense). */
  collections: string[]
  /** Unix seconds after which the key is rejected. */
  expires_at?: number
}

export const SEARCH_ACTION = 'documents:search'

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

export function isExpired(expiresAt: number | undefined): boolean {
  return expiresAt !== undefined && nowSeconds() > expiresAt
}

export function actionAllowed(key: ApiKeyConfig, action: string): boolean {
  return key.actions.some((allowed) => {
    if (allowed === '*' || allowed === action) return true
    return allowed.endsWith(':*') && action.split(':')[0] === allowed.slice(0, -2)
  })
}

export function collectionAllowed(key: ApiKeyConfig, collection: string): boolean {
  if (collection === '') return true
  return key.collections.some((allowed) => {
    if (allowed === '*' || allowed === collection) return true
    try {
      return new RegExp(`^(?:${allowed})$`).test(collection)
    } catch {
      return false
    }
  })
}
