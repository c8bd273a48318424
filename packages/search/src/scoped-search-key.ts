import type { Client } from 'typesense'

/**
 * A search key for one website's browser: derived from the search-only key with the site's stock filter
 * embedded, so the holder can only ever query that stock. Short-lived because the filter moves with time.
 */
export function scopedSearchKey(
  client: Client,
  searchApiKey: string,
  options: { filterBy: string; expiresAt: Date },
): string {
  return client.keys().generateScopedSearchKey(searchApiKey, {
    filter_by: options.filterBy,
    expires_at: Math.floor(options.expiresAt.getTime() / 1000),
  })
}
