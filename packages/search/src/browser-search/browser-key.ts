import { verifyScopedKey } from '@forecourt/search-engine/scoped-keys'
import type { Client } from 'typesense'
import { z } from 'zod'
import type { BrowserSearchLimits } from './browser-search-limits.ts'

/**
 * A website's browser search key: a Typesense scoped search key (HMAC of its parameters with the
 * search-only key) whose parameters say what the site's browsers may search. Only the site's own search
 * gateway reads it (browser-search-gateway.ts); it is never sent on to a search engine.
 */
export interface BrowserKeyClaims {
  /** The site's stock filter: every hit of every search must pass it. */
  filter_by: string
  /** Unix seconds after which the key is refused. */
  expires_at: number
  /** The only fields hits may carry (a card's and the page's), never VIN, rego, views, ranks or phones. */
  include_fields: string[]
  /** Fields typed words may search. */
  query_by: string[]
  /** Curation tags a search may send start with this (the site's promotions), or none when absent. */
  curation_tag_prefix?: string
  limits: BrowserSearchLimits
}

const count = z.number().int().positive()
/** Lists travel as Typesense writes them in a key: comma-separated. */
const fieldList = z
  .string()
  .min(1)
  .transform((value) => value.split(','))
const claimsSchema = z.object({
  filter_by: z.string().min(1),
  expires_at: z.number().int().nonnegative(),
  include_fields: fieldList,
  query_by: fieldList,
  curation_tag_prefix: z.string().min(1).optional(),
  limits: z.object({
    searches: count,
    perPage: count,
    hits: count,
    groupFields: count,
    groupLimit: count,
    facets: count,
    facetValues: count,
    queryLength: count,
    responseBytes: count,
  }),
}) satisfies z.ZodType<BrowserKeyClaims, unknown>

export function issueBrowserKey(client: Client, searchApiKey: string, claims: BrowserKeyClaims): string {
  return client.keys().generateScopedSearchKey(searchApiKey, {
    ...claims,
    include_fields: claims.include_fields.join(','),
    query_by: claims.query_by.join(','),
  })
}

/** The claims of a key made from `searchApiKey`, or undefined when it is forged, altered or expired. */
export function readBrowserKey(
  searchApiKey: string,
  key: string,
  collection: string,
): BrowserKeyClaims | undefined {
  const parent = [{ value: searchApiKey, actions: ['documents:search'], collections: ['*'] }]
  const embedded = verifyScopedKey(parent, key, collection)
  if (!embedded) return undefined
  const claims = claimsSchema.safeParse(embedded)
  return claims.success ? claims.data : undefined
}
