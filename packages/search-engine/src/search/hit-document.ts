/** Copies the document fields a hit should show, applying `include_fields` / `exclude_fields`. */
export function projectDocument(
  doc: Record<string, unknown>,
  include: readonly string[],
  exclude: readonly string[],
): Record<string, unknown> {
  if (include.length === 0 && exclude.length === 0) return doc
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(doc)) {
    if (include.length > 0 && !include.some((pattern) => matches(pattern, key))) continue
    if (exclude.some((pattern) => matches(pattern, key))) continue
    out[key] = doc[key]
  }
  return out
}

function matches(pattern: string, key: string): boolean {
  return pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : pattern === key
}
