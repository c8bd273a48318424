import { badRequest } from '../errors.ts'

/** A search parameter value as Typesense reads it from JSON (numbers and booleans become strings). */
export function paramText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(6)
  return undefined
}

/**
 * Adds one parameter the way Typesense's `add_item_to_params` does: an existing value is replaced only when
 * `overwrite`. Filters are never joined here: each filter is parsed alone and the trees are AND-ed
 * (`andFilters` of a search), so no text of one can change the meaning of another.
 */
export function addParam(
  params: Record<string, string>,
  key: string,
  value: unknown,
  overwrite: boolean,
): boolean {
  const text = paramText(value)
  if (text === undefined) return false
  if (params[key] === undefined || overwrite) params[key] = text
  return true
}

/** Parameters that pick documents by id around the filter: a scoped key's holder may not send them. */
const CURATING_PARAMS = ['pinned_hits', 'hidden_hits'] as const

/**
 * Applies a scoped key's embedded parameters: they win over the request's. The key's `filter_by` is
 * returned to be AND-ed with the request's filter as a parsed tree; curated hits must then pass it too
 * (`filter_curated_hits`), and ids cannot be pinned or hidden unless the key itself does so.
 */
export function applyEmbeddedParams(
  params: Record<string, string>,
  embedded: Record<string, unknown>,
): string[] {
  if (Object.keys(embedded).length === 0) return []
  for (const name of CURATING_PARAMS) {
    if (params[name] !== undefined && embedded[name] === undefined)
      throw badRequest(`A scoped search key cannot send \`${name}\`.`)
  }
  const filters: string[] = []
  for (const [key, value] of Object.entries(embedded)) {
    if (key === 'expires_at') continue
    if (key === 'filter_by') {
      const text = paramText(value)
      if (text === undefined)
        throw badRequest('Error applying search parameters inside Scoped Search API key')
      if (text.trim() !== '') filters.push(text)
    } else if (!addParam(params, key, value, true)) {
      throw badRequest('Error applying search parameters inside Scoped Search API key')
    }
  }
  params.filter_curated_hits = 'true'
  return filters
}
