// A plain model of Typesense's grouping, written for the tests from its documentation and source:
// documents with the same values of the group-by fields form a group (missing values are left out of the
// key); groups rank by their best document; each shows its best `limit` documents and `found`, the
// number of matching documents in it; facet counts count groups, not documents.

export interface Doc {
  id: string
  [field: string]: unknown
}

export interface ModelGroup {
  key: unknown[]
  found: number
  ids: string[]
}

export function groupDocs(
  docs: readonly Doc[],
  fields: readonly string[],
  compare: (a: Doc, b: Doc) => number,
  limit: number,
  missingValues = true,
): ModelGroup[] {
  const groups = new Map<string, Doc[]>()
  for (const doc of docs) {
    const values = fields.filter((f) => doc[f] !== undefined).map((f) => doc[f])
    const key = values.length === 0 && !missingValues ? `missing:${doc.id}` : JSON.stringify(values.flat())
    groups.set(key, [...(groups.get(key) ?? []), doc])
  }
  return [...groups.values()]
    .map((members) => [...members].sort(compare))
    .sort((a, b) => compare(a[0]!, b[0]!))
    .map((members) => ({
      key: fields.filter((f) => members[0]![f] !== undefined).map((f) => members[0]![f]),
      found: members.length,
      ids: members.slice(0, limit).map((d) => d.id),
    }))
}

/** Facet counts under group_by: for each value, the number of groups with a document holding it. */
export function groupedFacetCounts(groups: readonly Doc[][], field: string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const members of groups) {
    const values = new Set<string>()
    for (const doc of members) {
      const value = doc[field]
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) values.add(String(v))
    }
    for (const v of values) counts[v] = (counts[v] ?? 0) + 1
  }
  return counts
}

export function membersByKey(docs: readonly Doc[], fields: readonly string[]): Doc[][] {
  const groups = new Map<string, Doc[]>()
  for (const doc of docs) {
    const key = JSON.stringify(fields.filter((f) => doc[f] !== undefined).map((f) => doc[f]))
    groups.set(key, [...(groups.get(key) ?? []), doc])
  }
  return [...groups.values()]
}
