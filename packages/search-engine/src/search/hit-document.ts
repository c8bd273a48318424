type Json = Record<string, unknown>

/**
 * Copies the document fields a hit should show, applying `include_fields` / `exclude_fields`. Patterns are
 * dotted paths into nested objects (through arrays of objects), or prefixes ending in `*`.
 */
export function projectDocument(doc: Json, include: readonly string[], exclude: readonly string[]): Json {
  if (include.length === 0 && exclude.length === 0) return doc
  const dotted = include.some((p) => p.includes('.')) || exclude.some((p) => p.includes('.'))
  if (!dotted) return pruneTopLevel(doc, include, exclude)
  return pruneObject(doc, '', include, exclude, include.length === 0)
}

/** Patterns without dots only ever name top-level keys (the usual case: a results page's card fields). */
function pruneTopLevel(doc: Json, include: readonly string[], exclude: readonly string[]): Json {
  const out: Json = {}
  for (const key of Object.keys(doc)) {
    if (include.length > 0 && !include.some((pattern) => matches(pattern, key))) continue
    if (exclude.some((pattern) => matches(pattern, key))) continue
    out[key] = doc[key]
  }
  return out
}

function pruneObject(
  obj: Json,
  prefix: string,
  include: readonly string[],
  exclude: readonly string[],
  included: boolean,
): Json {
  const out: Json = {}
  for (const key of Object.keys(obj)) {
    const path = prefix === '' ? key : `${prefix}.${key}`
    if (exclude.some((pattern) => matches(pattern, path))) continue
    const value = obj[key]
    const inside = included || include.some((pattern) => matches(pattern, path))
    const deeper = (patterns: readonly string[]) => patterns.some((pattern) => pattern.startsWith(`${path}.`))
    if (inside && !deeper(exclude)) {
      out[key] = value
    } else if (inside || deeper(include)) {
      const pruned = pruneValue(value, path, include, exclude, inside)
      if (pruned !== undefined) out[key] = pruned
    }
  }
  return out
}

function pruneValue(
  value: unknown,
  path: string,
  include: readonly string[],
  exclude: readonly string[],
  included: boolean,
): unknown {
  if (Array.isArray(value)) {
    const items = value
      .map((item) => pruneValue(item, path, include, exclude, included))
      .filter((item) => item !== undefined)
    return items
  }
  if (typeof value === 'object' && value !== null)
    return pruneObject(value as Json, path, include, exclude, included)
  return included ? value : undefined
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path
}
