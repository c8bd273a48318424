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
  const included = include.length > 0 ? matcherOf(include) : null
  const excluded = exclude.length > 0 ? matcherOf(exclude) : null
  const out: Json = {}
  for (const key of Object.keys(doc)) {
    if (included && !included(key)) continue
    if (excluded?.(key)) continue
    out[key] = doc[key]
  }
  return out
}

/** Each hit of a page is projected with the same patterns: they are compiled once (a few hundred kept). */
const matchers = new Map<string, (name: string) => boolean>()
const MATCHERS_KEPT = 256

function matcherOf(patterns: readonly string[]): (name: string) => boolean {
  const key = patterns.join('\n')
  let matcher = matchers.get(key)
  if (!matcher) {
    const names = new Set(patterns.filter((pattern) => !pattern.endsWith('*')))
    const prefixes = patterns
      .filter((pattern) => pattern.endsWith('*'))
      .map((pattern) => pattern.slice(0, -1))
    matcher = (name) => names.has(name) || prefixes.some((prefix) => name.startsWith(prefix))
    if (matchers.size >= MATCHERS_KEPT) matchers.delete(matchers.keys().next().value as string)
    matchers.set(key, matcher)
  }
  return matcher
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
