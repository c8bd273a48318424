import { badRequest } from '../errors.ts'

/** A search parameter value as Typesense reads it from JSON (numbers and booleans become strings). */
export function paramText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(6)
  return undefined
}

/**
 * Adds one parameter the way Typesense's `add_item_to_params` does: `filter_by` values are AND-ed with an
 * existing filter; other existing values are replaced only when `overwrite`.
 */
export function addParam(
  params: Record<string, string>,
  key: string,
  value: unknown,
  overwrite: boolean,
): boolean {
  const text = paramText(value)
  if (text === undefined) return false
  const existing = params[key]
  if (existing === undefined) params[key] = text
  else if (key === 'filter_by') {
    if (existing !== '' && text !== '') params[key] = `(${existing}) && (${text})`
    else if (text !== '') params[key] = `(${text})`
    else params[key] = `(${existing})`
  } else if (overwrite) params[key] = text
  return true
}

/** Applies a scoped key's embedded parameters: they win over the request's, and filters are AND-ed. */
export function applyEmbeddedParams(params: Record<string, string>, embedded: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(embedded)) {
    if (key === 'expires_at') continue
    if (!addParam(params, key, value, true)) {
      throw badRequest('Error applying search parameters inside Scoped Search API key')
    }
  }
}
