import type { Collection } from '../collection/collection.ts'
import { badRequest, notFound } from '../errors.ts'
import type { FacetFieldIndex } from '../index/facet-field-index.ts'

export const MAX_GROUP_LIMIT = 99

export interface GroupField {
  name: string
  facet: FacetFieldIndex
}

/** Typesense checks `group_limit` among the query-level checks, before it looks at any field. */
export function checkGroupLimit(groupBy: readonly string[], groupLimit: number): void {
  if (groupBy.length > 0 && (groupLimit === 0 || groupLimit > MAX_GROUP_LIMIT)) {
    throw badRequest(`Value of \`group_limit\` must be between 1 and ${MAX_GROUP_LIMIT}.`)
  }
}

/** Resolves `group_by` to facet fields with Typesense's errors. */
export function resolveGroupFields(collection: Collection, names: readonly string[]): GroupField[] {
  const fields: GroupField[] = []
  for (const name of names) {
    if (name.includes('*')) throw badRequest(`Pattern \`${name}\` is not allowed.`)
    if (name === 'id') throw badRequest('Cannot use `id` as a group by field.')
    const indexes = collection.field(name)
    if (!indexes) throw notFound(`Could not find a field named \`${name}\` in the schema.`)
    if (!indexes.field.facet || !indexes.facet) {
      throw badRequest(`Group by field \`${name}\` should be a facet field.`)
    }
    fields.push({ name, facet: indexes.facet })
  }
  return fields
}
